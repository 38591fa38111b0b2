/**
 * The receipt PDF, made in the browser (so it works offline) with pdfmake and the Roboto files the
 * estimate PDFs use; this module is one chunk loaded only when a receipt is asked for.
 */
import { pdfMaker } from '../../../lib/pdf-make';
import { type ReceiptData, receiptPdfDefinition } from './receipt-definition';

export function receiptPdf(data: ReceiptData): Promise<Blob> {
  return pdfMaker().createPdf(receiptPdfDefinition(data)).getBlob();
}
