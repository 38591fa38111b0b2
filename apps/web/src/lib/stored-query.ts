import { decodePayload, getAccessToken } from './tokens';

/**
 * docs/spec.md §3: the browser keeps statuses and employees in local storage, so the projects list can name them
 * and filter by them with no network. Stored per company: another account on the device sees its own.
 */
function companyKey(name: string): string | null {
  const token = getAccessToken();
  const payload = token ? decodePayload(token) : null;
  const company = payload?.cid;
  return typeof company === 'number' ? `glad.${name}.${company}` : null;
}

export function readStored<T>(name: string, check: (value: unknown) => T): T | undefined {
  const key = companyKey(name);
  if (!key) return undefined;
  try {
    const raw = localStorage.getItem(key);
    return raw ? check(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(name: string, value: unknown) {
  const key = companyKey(name);
  if (!key) return;
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full: the list still works online
  }
}
