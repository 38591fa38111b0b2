import type { Page } from '@playwright/test';

export const ACCESS_KEY = 'glad.accessToken';
export const REFRESH_KEY = 'glad.refreshToken';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A token shaped like the server's (HS256 JWT with id and exp in seconds) but not signed by it: the
 * app reads it as a session, the server refuses it with 401.
 */
export function forgedAccessToken(payload: { id: number; exp: number }): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ ...payload, typ: 'access' })}.${Buffer.from('not-the-signature').toString('base64url')}`;
}

export function payloadOf(token: string): { id: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

export async function storedTokens(page: Page) {
  return page.evaluate(([a, r]) => ({ access: localStorage.getItem(a), refresh: localStorage.getItem(r) }), [
    ACCESS_KEY,
    REFRESH_KEY,
  ] as const);
}

/**
 * Puts `token` in place of the stored access token as the page's next document starts, before its code
 * runs. The page open now never sees it: swapped under a running page, a request of its own (its first
 * sync, on a busy machine still under way) met the token first and renewed the session before the reload.
 */
export async function storeAccessTokenOnNextLoad(page: Page, token: string) {
  await page.addInitScript(
    ([key, value]) => {
      // once: a later navigation of the same page keeps the tokens the app stored meanwhile
      if (sessionStorage.getItem('e2e.tokenSwapped')) return;
      sessionStorage.setItem('e2e.tokenSwapped', '1');
      localStorage.setItem(key, value);
    },
    [ACCESS_KEY, token] as const,
  );
}

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

/** The body parts of a MIME message, decoded (the outbox keeps letters as .eml files). */
function decodedParts(eml: string): string[] {
  const parts = eml.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts.map((part) => {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*base64/i.test(head)) {
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    }
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  });
}

/** The password reset link mailed to `email`, read from the e2e server's outbox folder. */
export async function resetLinkFor(email: string): Promise<string | null> {
  const { readdir, readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const file of files.sort().reverse()) {
    const eml = await readFile(path.join(dir, file), 'utf8');
    if (!eml.includes(email)) continue;
    for (const text of decodedParts(eml)) {
      const m = /https?:\/\/[^\s"<]+\/password\/reset\/\?token=[\w-]+/.exec(text);
      if (m) return m[0];
    }
  }
  return null;
}
