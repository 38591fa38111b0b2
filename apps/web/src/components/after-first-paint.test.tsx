// @vitest-environment jsdom
import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_WAIT_MS } from '../lib/first-paint';
import { AfterFirstPaint, lazyPart, ownTurn, PART_RETRY_MS } from './after-first-paint';

function mount(node: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  flushSync(() => createRoot(container).render(node));
  return container;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('AfterFirstPaint', () => {
  // jsdom paints nothing: the first paint is the wait's end, as in a tab opened in the background
  it('shows the fallback until the page has painted, then its part; a part mounted later shows at once', async () => {
    const first = mount(
      <AfterFirstPaint fallback={<p>Загрузка…</p>}>
        <p>Счётчики</p>
      </AfterFirstPaint>,
    );
    expect(first.textContent).toBe('Загрузка…');
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS / 2);
    expect(first.textContent).toBe('Загрузка…');
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS);
    expect(first.textContent).toBe('Счётчики');

    const later = mount(
      <AfterFirstPaint fallback={<p>Загрузка…</p>}>
        <p>Последние объекты</p>
      </AfterFirstPaint>,
    );
    expect(later.textContent).toBe('Последние объекты');
  });
});

describe('lazyPart', () => {
  it('keeps its fallback while its code cannot come, and asks again when the network returns', async () => {
    let calls = 0;
    const Part = lazyPart(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <p>Синхронизация</p>;
    });
    const page = mount(
      <Suspense fallback={<p>…</p>}>
        <Part />
      </Suspense>,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    expect(page.textContent).toBe('…');
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(2);
    expect(page.textContent).toBe('Синхронизация');
  });

  it('asks again after a while when the browser says nothing of the network', async () => {
    let calls = 0;
    const Part = lazyPart(async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <p>Тариф</p>;
    });
    const page = mount(
      <Suspense fallback={<p>…</p>}>
        <Part />
      </Suspense>,
    );
    await vi.advanceTimersByTimeAsync(PART_RETRY_MS - 1);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(PART_RETRY_MS * 2);
    expect(calls).toBe(3);
    expect(page.textContent).toBe('Тариф');
  });
});

describe('ownTurn', () => {
  it('gives each caller a task of its own, in the order asked', async () => {
    const seen: string[] = [];
    void ownTurn().then(() => {
      seen.push('часть 1');
      // a task queued while the first part renders runs before the second part: it is a later task
      setTimeout(() => seen.push('другая задача'), 0);
    });
    void ownTurn().then(() => seen.push('часть 2'));
    await vi.runAllTimersAsync();
    expect(seen).toEqual(['часть 1', 'другая задача', 'часть 2']);
  });
});
