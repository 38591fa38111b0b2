/** The parts of pdfmake 0.3's browser build this app uses (the package ships no types). */
declare module 'pdfmake/build/pdfmake.min.js' {
  interface OutputDocument {
    getBlob(): Promise<Blob>;
  }
  interface PdfMake {
    createPdf(definition: Record<string, unknown>): OutputDocument;
    setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
  }
  const pdfMake: PdfMake;
  export default pdfMake;
}
