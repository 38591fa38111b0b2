/**
 * The receipt PDF, made in the browser (so it works offline) with pdfmake and the Roboto files the
 * estimate PDFs use; this module is one chunk loaded only when a receipt is asked for.
 */
import medium from 'pdfmake/build/fonts/Roboto/Roboto-Medium.ttf?url';
import regular from 'pdfmake/build/fonts/Roboto/Roboto-Regular.ttf?url';
import pdfMake from 'pdfmake/build/pdfmake.min.js';
import { type ReceiptData, receiptPdfDefinition } from './receipt-definition';

let ready = false;

function setUp() {
  if (ready) return;
  const at = (url: string) => new URL(url, window.location.href).href;
  pdfMake.setFonts({
    Roboto: { normal: at(regular), bold: at(medium), italics: at(regular), bolditalics: at(medium) },
  });
  pdfMake.setUrlAccessPolicy((url) => new URL(url, window.location.href).origin === window.location.origin);
  ready = true;
}

export function receiptPdf(data: ReceiptData): Promise<Blob> {
  setUp();
  return pdfMake.createPdf(receiptPdfDefinition(data)).getBlob();
}
