import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A feed address names its user and carries a signature over (user, generation) made with a server key
 * (app_secrets `calendar_feed_key`), so nothing secret is stored per user and every server process can
 * check it. Revoking raises the generation: the old signature no longer matches.
 */

/** The name of the server-wide key in app_secrets. */
export const FEED_KEY_NAME = 'calendar_feed_key';

const FILE = /^(\d{1,10})-(\d{1,10})-([A-Za-z0-9_-]{43})\.ics$/;

function signature(key: string, userId: number, generation: number): string {
  return createHmac('sha256', key).update(`calendar-feed:${userId}:${generation}`).digest('base64url');
}

/** `{user}-{generation}-{signature}`: the secret part of the feed's address. */
export function feedSecret(key: string, userId: number, generation: number): string {
  return `${userId}-${generation}-${signature(key, userId, generation)}`;
}

/** The user and generation a feed file name claims, when its signature is the key's; otherwise null. */
export function readFeedFile(key: string, file: string): { userId: number; generation: number } | null {
  const m = FILE.exec(file);
  if (!m) return null;
  const userId = Number(m[1]);
  const generation = Number(m[2]);
  const expected = Buffer.from(signature(key, userId, generation));
  const given = Buffer.from(m[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, generation };
}
