/**
 * The estimate PDF, made in the browser (so it works offline). This module and pdfmake are one chunk
 * loaded only when a PDF is asked for; the two Roboto files (Cyrillic) are build assets the service
 * worker precaches, fetched from this origin only.
 */
import type { EstimateDocument } from '@glad/domain';
import medium from 'pdfmake/build/fonts/Roboto/Roboto-Medium.ttf?url';
import regular from 'pdfmake/build/fonts/Roboto/Roboto-Regular.ttf?url';
import pdfMake from 'pdfmake/build/pdfmake.min.js';
import { estimatePdfDefinition, type PdfLogo } from './pdf-definition';

let ready = false;

function setUp() {
  if (ready) return;
  const at = (url: string) => new URL(url, window.location.href).href;
  pdfMake.setFonts({
    Roboto: { normal: at(regular), bold: at(medium), italics: at(regular), bolditalics: at(medium) },
  });
  // Nothing but the app's own files: a sketch or logo can never make the PDF call another address.
  pdfMake.setUrlAccessPolicy((url) => new URL(url, window.location.href).origin === window.location.origin);
  ready = true;
}

/** A sketch (or logo) that is not well-formed SVG is left out instead of failing the whole document. */
function drawable(svg: string): boolean {
  try {
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    return parsed.documentElement.nodeName === 'svg' && !parsed.querySelector('parsererror');
  } catch {
    return false;
  }
}

export async function estimatePdf(doc: EstimateDocument, logo: PdfLogo | null): Promise<Blob> {
  setUp();
  const safeLogo = logo?.svg && !drawable(logo.svg) ? null : logo;
  return pdfMake.createPdf(estimatePdfDefinition(doc, { logo: safeLogo, drawable })).getBlob();
}
