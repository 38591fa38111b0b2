/** The parts of pdfmake 0.3's Node build this module uses (the package ships no types). */
declare module 'pdfmake' {
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    createPdf(definition: Record<string, unknown>): OutputDocument;
    setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
  }
  const pdfMake: PdfMake;
  export default pdfMake;
}
