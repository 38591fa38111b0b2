/**
 * The estimate PDF, made in the browser (so it works offline). This module and pdfmake are one chunk
 * loaded only when a PDF is asked for; the two Roboto files (Cyrillic) are build assets the service
 * worker precaches, fetched from this origin only.
 */
import type { EstimateDocument } from '@glad/domain';
import { pdfMaker } from '../../../lib/pdf-make';
import { estimatePdfDefinition, type PdfLogo } from './pdf-definition';

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
  const safeLogo = logo?.svg && !drawable(logo.svg) ? null : logo;
  return pdfMaker()
    .createPdf(estimatePdfDefinition(doc, { logo: safeLogo, drawable }))
    .getBlob();
}
