import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_WAIT_MS, whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the idle callback, asking for it within IDLE_WAIT_MS', async () => {
    let run: (() => void) | undefined;
    const asked = vi.fn((callback: () => void, options: { timeout: number }) => {
      run = callback;
      expect(options.timeout).toBe(IDLE_WAIT_MS);
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', asked);
    let done = false;
    const idle = whenIdle().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    run?.();
    await idle;
    expect(done).toBe(true);
  });

  it('goes on after the queued tasks where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    await expect(whenIdle()).resolves.toBeUndefined();
  });
});
