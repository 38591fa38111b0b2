import { badRequest } from './errors.js';

/* Small rules of the wire shared by several modules. */

/** ms of a row's last change: the wire `timestamp`. */
export const stampOf = (updatedAt: Date) => updatedAt.getTime();

/** Largest id a PostgreSQL `integer` column holds. */
const MAX_INT_ID = 2_147_483_647;

/**
 * The id of a body-id call (PUT/DELETE without an id in the path): a positive integer, else a 400 that
 * names what is missing (the spec's «не указан id конфигурации»).
 */
export function bodyId(value: unknown, missing: string): number {
  if (value === undefined || value === null || value === '') throw badRequest(missing);
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_INT_ID) {
    throw badRequest('Неверный ID');
  }
  return id;
}
