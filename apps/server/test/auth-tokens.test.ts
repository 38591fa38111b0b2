import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TTL_SECONDS, createTokenService } from '../src/modules/auth/tokens.js';

const tokens = createTokenService('a-test-secret-of-enough-length-for-hs256');

afterEach(() => {
  vi.useRealTimers();
});

describe('access token verification', () => {
  it('answers the claims of a valid token on every call', async () => {
    const token = await tokens.signAccess(7, 3, 'session-1');
    for (let i = 0; i < 3; i++) {
      expect(await tokens.verifyAccess(token)).toMatchObject({ id: 7, cid: 3, sid: 'session-1' });
    }
  });

  it('refuses a token accepted before once its lifetime is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const token = await tokens.signAccess(7, 3, 'session-2');
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z').getTime() + (ACCESS_TTL_SECONDS - 1) * 1000);
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z').getTime() + ACCESS_TTL_SECONDS * 1000);
    expect(await tokens.verifyAccess(token)).toBeNull();
    expect(await tokens.verifyAccess(token)).toBeNull();
  });

  it('refuses a forged signature, another key’s token and a refresh token, even beside an accepted one', async () => {
    const token = await tokens.signAccess(7, 3, 'session-3');
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect(await tokens.verifyAccess(forged)).toBeNull();
    const other = await createTokenService('another-secret-of-enough-length-for-hs256').signAccess(
      7,
      3,
      'session-3',
    );
    expect(await tokens.verifyAccess(other)).toBeNull();
    const { token: refresh } = await tokens.signRefresh('session-3');
    expect(await tokens.verifyAccess(refresh)).toBeNull();
  });
});
