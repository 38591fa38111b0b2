import JSZip from 'jszip';

/** The text of a PDF, every page, as pdf.js reads it (whitespace runs made one plain space). */
export async function pdfText(data: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data, isEvalSupported: false, useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str, item.hasEOL ? '\n' : '');
  }
  await pdf.destroy();
  return parts.join('').replace(/[\s\u00a0\u202f]+/g, ' ');
}

/** The text of a DOCX's body: every `w:t`, paragraphs split by a space. */
export async function docxText(data: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(data);
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  const text = xml
    .replace(/<\/w:p>/g, ' ')
    .replace(/<w:br\/>/g, ' ')
    .replace(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

/** An estimate as a device would send it: two rooms, one row, a total of 18 500 ₽. */
export const sampleEstimate = {
  title: 'Смета',
  date: '2026-11-20',
  rooms: [
    {
      name: 'Кухня',
      area: 12.5,
      perimeter: 14.2,
      sketchSvg:
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="5"/></svg>',
    },
    { name: 'Зал', area: 20, perimeter: 18, sketchSvg: null },
  ],
  rows: [
    {
      block: 'Все помещения',
      name: 'Полотно MSD',
      quantity: 32.5,
      unit: 'м²',
      price: 50_000,
      amount: 1_625_000,
    },
    { block: 'Все помещения', name: 'Монтаж', quantity: null, unit: null, price: null, amount: 225_000 },
  ],
  totals: { subtotal: 1_850_000, markup: 0, discount: 0, minimumOrder: 0, rounding: 0, total: 1_850_000 },
  unmeasured: [],
};
