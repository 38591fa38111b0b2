import type { EstimateDocument } from '@glad/domain';
import { fetchFileBlob } from '../../../lib/authed-image';
import type { PdfLogo } from './pdf-definition';

/*
 * Downloads of an estimate. The PDF and XLSX code (pdfmake, exceljs) load here on first use, never with
 * the page: the estimates screen stays light and the chunks come from the service worker when offline.
 */

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken the bytes by then; the URL must not outlive the page's need for it
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** The company logo for the PDF (PNG, JPEG or SVG); none when it cannot be had (offline, other format). */
async function loadLogo(url: string | undefined): Promise<PdfLogo | null> {
  if (!url) return null;
  try {
    const blob = await fetchFileBlob(url);
    if (blob.type === 'image/svg+xml') return { svg: await blob.text() };
    if (blob.type === 'image/png' || blob.type === 'image/jpeg') return { image: await dataUrl(blob) };
    return null;
  } catch {
    return null;
  }
}

/** Makes the estimate's PDF and downloads it; answers its size in bytes. */
export async function downloadPdf(doc: EstimateDocument, fileName: string): Promise<number> {
  const [{ estimatePdf }, logo] = await Promise.all([import('./pdf'), loadLogo(doc.header.logo?.url)]);
  const blob = await estimatePdf(doc, logo);
  save(blob, `${fileName}.pdf`);
  return blob.size;
}

export async function downloadXlsx(doc: EstimateDocument, fileName: string): Promise<number> {
  const { estimateXlsx } = await import('./xlsx');
  const blob = await estimateXlsx(doc);
  save(blob, `${fileName}.xlsx`);
  return blob.size;
}
