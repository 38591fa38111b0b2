import { createRequire } from 'node:module';
import type { DocBlock, Run } from '@glad/domain';
import pdfMake from 'pdfmake';

/* Rendered blocks → PDF (pdfmake on the server, Roboto for Cyrillic, no file or URL read but the fonts). */

const require = createRequire(import.meta.url);
const regular = require.resolve('pdfmake/build/fonts/Roboto/Roboto-Regular.ttf');
const medium = require.resolve('pdfmake/build/fonts/Roboto/Roboto-Medium.ttf');
const italic = require.resolve('pdfmake/build/fonts/Roboto/Roboto-Italic.ttf');
const mediumItalic = require.resolve('pdfmake/build/fonts/Roboto/Roboto-MediumItalic.ttf');
const allowed = new Set([regular, medium, italic, mediumItalic]);
pdfMake.setFonts({ Roboto: { normal: regular, bold: medium, italics: italic, bolditalics: mediumItalic } });
pdfMake.setLocalAccessPolicy((path) => allowed.has(path));
pdfMake.setUrlAccessPolicy(() => false);

const runs = (list: Run[]) =>
  list.map((r) => ({
    text: r.text,
    bold: r.bold ?? false,
    italics: r.italic ?? false,
    decoration: r.underline ? 'underline' : undefined,
  }));

const SIZES = { 1: 15, 2: 12.5, 3: 11 } as const;

function node(block: DocBlock): Record<string, unknown> {
  switch (block.type) {
    case 'heading':
      return {
        text: runs(block.runs),
        bold: true,
        fontSize: SIZES[block.level],
        alignment: block.align,
        margin: [0, 8, 0, 4],
      };
    case 'paragraph':
      return {
        text: block.runs.length ? runs(block.runs) : ' ',
        alignment: block.align,
        margin: [0, 0, 0, 5],
      };
    case 'list':
      return {
        [block.ordered ? 'ol' : 'ul']: block.items.map((item) => ({ text: runs(item) })),
        margin: [0, 0, 0, 5],
      };
    case 'table': {
      const widths = block.header.map((_, i) => (i === 1 ? '*' : 'auto'));
      const cell = (text: string, bold = false) => ({ text, bold, fontSize: 9 });
      return {
        table: {
          headerRows: 1,
          widths,
          body: [
            block.header.map((h) => cell(h, true)),
            ...block.rows.map((r) => r.map((c) => cell(c))),
            ...block.footer.map((r) => r.map((c) => cell(c, true))),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 2, 0, 8],
      };
    }
  }
}

/** A PDF of the blocks, A4 portrait, with a title for the viewer's window. */
export async function blocksPdf(title: string, blocks: DocBlock[]): Promise<Buffer> {
  return pdfMake
    .createPdf({
      info: { title },
      pageSize: 'A4',
      pageMargins: [50, 40, 40, 40],
      defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.15 },
      content: blocks.map(node),
    })
    .getBuffer();
}
