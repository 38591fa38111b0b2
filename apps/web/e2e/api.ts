import { type APIRequestContext, expect } from '@playwright/test';
import type { Session } from './a11y-app-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one way a browser test calls the real API as the session's user (setting up data, reading what the
 * server holds): answers the JSON body after checking the status is 200. A test of a refusal (403, 404)
 * calls `request` itself and asserts that status.
 */
export async function api<T = Record<string, unknown>>(
  request: APIRequestContext,
  session: Session,
  method: Method,
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** `GET path` through `api`, or null when the server answers 404 (a record deleted or never there). */
export async function apiOrNull<T = Record<string, unknown>>(
  request: APIRequestContext,
  session: Session,
  path: string,
): Promise<T | null> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${session.accessToken}` } });
  if (res.status() === 404) return null;
  expect(res.status(), `GET ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}
