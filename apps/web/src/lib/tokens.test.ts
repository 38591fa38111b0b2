// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearTokens,
  currentUserId,
  decodePayload,
  isSessionValid,
  onTokensChange,
  setTokens,
} from './tokens';

const b64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256' })}.${b64url(payload)}.c2lnbmF0dXJl`;

afterEach(() => clearTokens());

describe('stored session (docs/spec.md §4)', () => {
  it('is valid while an access token exists and its exp in seconds is ahead', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(isSessionValid(now)).toBe(false);
    setTokens({ accessToken: jwt({ id: 7, exp: now / 1000 + 60 }), refreshToken: 'r' });
    expect(isSessionValid(now)).toBe(true);
    expect(isSessionValid(now + 61_000)).toBe(false);
    expect(currentUserId()).toBe(7);
  });

  it('treats a token without a readable exp as no session', () => {
    setTokens({ accessToken: 'not-a-jwt', refreshToken: 'r' });
    expect(isSessionValid()).toBe(false);
    expect(currentUserId()).toBeNull();
    setTokens({ accessToken: jwt({ id: 'x', exp: '1' }), refreshToken: 'r' });
    expect(isSessionValid()).toBe(false);
    expect(currentUserId()).toBeNull();
  });

  it('reads payloads with non-ASCII text and base64url characters', () => {
    expect(decodePayload(jwt({ id: 1, name: 'Ёлка ~~~ ???' }))).toEqual({ id: 1, name: 'Ёлка ~~~ ???' });
    expect(decodePayload('a.%%%.b')).toBeNull();
    expect(decodePayload(jwt(42))).toBeNull();
  });

  it('tells listeners when tokens are stored or cleared, and not for clearing nothing', () => {
    const calls: string[] = [];
    const off = onTokensChange(() => calls.push(localStorage.getItem('glad.accessToken') ?? 'none'));
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    clearTokens();
    clearTokens();
    off();
    setTokens({ accessToken: 'b', refreshToken: 'r' });
    expect(calls).toEqual(['a', 'none']);
  });
});
