import type { ProjectRow } from '../../lib/offline-db';

/** Where the work is: the project's own address, else its client's (issue 8: empty = the client's). */
export function workAddress(
  project: Pick<ProjectRow, 'adresa'>,
  client: { adresa: string } | null | undefined,
): { text: string; fromClient: boolean } | null {
  const own = (project.adresa ?? '').trim();
  if (own) return { text: own, fromClient: false };
  const theirs = client?.adresa.trim() ?? '';
  return theirs ? { text: theirs, fromClient: true } : null;
}

/** A project's amount as lists show it: kopecks, or null when not priced yet (0 or an older copy without it). */
export const amountOf = (project: Pick<ProjectRow, 'amount'>): number | null =>
  typeof project.amount === 'number' && project.amount > 0 ? project.amount : null;
