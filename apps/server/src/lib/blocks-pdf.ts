import type { DocBlock, Run } from '@glad/domain';
import { renderPdf } from './pdf.js';

/* Rendered blocks → PDF (lib/pdf: pdfmake with Roboto for Cyrillic). */

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
export function blocksPdf(title: string, blocks: DocBlock[]): Promise<Buffer> {
  return renderPdf(title, blocks.map(node));
}
