import { describe, expect, it, vi } from 'vitest';
import { earlyRead, readBeforeRender } from './first-screen';

describe('earlyRead', () => {
  it('gives the loader the read begun before it, once', async () => {
    const read = vi.fn(async () => ['Анна']);
    const early = earlyRead(read);
    early.start();
    expect(read).toHaveBeenCalledTimes(1);
    await expect(early.take()).resolves.toEqual(['Анна']);
    expect(read).toHaveBeenCalledTimes(1);
    // the next visit of the page reads anew: the early read was its first screen only
    await early.take();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads in the loader when nothing was begun, or what was begun is forgotten', async () => {
    const read = vi.fn(async () => 1);
    const early = earlyRead(read);
    await early.take();
    expect(read).toHaveBeenCalledTimes(1);
    early.start();
    early.drop();
    await early.take();
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('leaves no unhandled rejection when a forgotten read fails', async () => {
    const early = earlyRead(() => Promise.reject(new Error('IndexedDB закрыта')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    early.start();
    early.drop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('readBeforeRender', () => {
  it('gives null for a read that fails', async () => {
    await expect(readBeforeRender(() => Promise.reject(new Error('нет')))).resolves.toBeNull();
  });
});
