import type { ReceiptData } from './receipt-definition';

/** Makes a payment's receipt and downloads it as `Приходный-документ-{id}.pdf`; answers its size. */
export async function downloadReceipt(data: ReceiptData): Promise<number> {
  const { receiptPdf } = await import('./receipt-pdf');
  const blob = await receiptPdf(data);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `Приходный-документ-${data.id}.pdf`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return blob.size;
}
