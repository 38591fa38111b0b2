// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouter, startFirstRead } from './router';
import { clientsFirstScreen } from './routes/clients-loader';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('startFirstRead', () => {
  it('opens the offline copy for /clients/ before the router, and its loader takes that read', () => {
    window.history.replaceState(null, '', '/clients/');
    const open = vi.spyOn(indexedDB, 'open');
    const take = vi.spyOn(clientsFirstScreen, 'take');
    const forget = startFirstRead('/clients/');
    expect(open).toHaveBeenCalledTimes(1);
    const router = createRouter();
    forget();
    // the router's first navigation ran the page's loader at once: it took the read begun, made none
    expect(take).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
    router.dispose();
  });

  it('begins nothing on a page without an early read', () => {
    const open = vi.spyOn(indexedDB, 'open');
    startFirstRead('/projects/')();
    expect(open).not.toHaveBeenCalled();
  });
});
