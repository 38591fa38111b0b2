import { createRequire } from 'node:module';
import pdfMake from 'pdfmake';

/* pdfmake on the server: Roboto for Cyrillic, and no file or URL read but the fonts. */

const require = createRequire(import.meta.url);
const regular = require.resolve('pdfmake/build/fonts/Roboto/Roboto-Regular.ttf');
const medium = require.resolve('pdfmake/build/fonts/Roboto/Roboto-Medium.ttf');
const italic = require.resolve('pdfmake/build/fonts/Roboto/Roboto-Italic.ttf');
const mediumItalic = require.resolve('pdfmake/build/fonts/Roboto/Roboto-MediumItalic.ttf');
const allowed = new Set([regular, medium, italic, mediumItalic]);
pdfMake.setFonts({ Roboto: { normal: regular, bold: medium, italics: italic, bolditalics: mediumItalic } });
pdfMake.setLocalAccessPolicy((path) => allowed.has(path));
pdfMake.setUrlAccessPolicy(() => false);

/** A4 portrait in Roboto: `content` is pdfmake's document content (text, tables, `qr` nodes). */
export function renderPdf(title: string, content: unknown[], fontSize = 10.5): Promise<Buffer> {
  return pdfMake
    .createPdf({
      info: { title },
      pageSize: 'A4',
      pageMargins: [50, 40, 40, 40],
      defaultStyle: { font: 'Roboto', fontSize, lineHeight: 1.15 },
      content,
    })
    .getBuffer();
}
