import type { DocumentContextData } from '@glad/contracts';
import type { DocumentContext, EstimateSnapshot } from '@glad/domain';

/** The context a template is filled with: the server's part, the estimate, and the number when known. */
export function fillContext(
  server: DocumentContextData,
  estimate: EstimateSnapshot | null,
  prepayment: number,
  number = '—',
): DocumentContext {
  return { ...server, number, date: server.today, estimate, prepayment };
}

/** Half the total, in whole roubles: the prepayment offered when a document is issued. */
export const defaultPrepayment = (estimate: EstimateSnapshot | null) =>
  Math.round((estimate?.totals.total ?? 0) / 2 / 100) * 100;
