// @vitest-environment jsdom
// A file of its own: the page's first paint is seen once per module instance, and this test needs it unseen.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('AfterFirstPaint, several on a page', () => {
  it('switches them one task each, not all in the task after the paint', async () => {
    // the page's timers in a queue run one by one: each is a task of its own, as in a browser (vitest's
    // fake timers run the timers due at the same moment together)
    const tasks: (() => void)[] = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.stubGlobal('setTimeout', (run: () => void) => tasks.push(run));
    vi.stubGlobal('clearTimeout', () => {});
    const microtasksDone = () => new Promise((resolve) => realSetTimeout(resolve, 0));

    const page = document.createElement('div');
    document.body.append(page);
    flushSync(() =>
      createRoot(page).render(
        <>
          <AfterFirstPaint fallback={<p>…</p>}>
            <p>Компания</p>
          </AfterFirstPaint>
          <AfterFirstPaint fallback={<p>…</p>}>
            <p>Сегодня</p>
          </AfterFirstPaint>
        </>,
      ),
    );
    // what the page shows after each task (jsdom paints nothing: the wait for the paint ends by its timer)
    const seen = [page.textContent];
    for (let task = 0; task < 20 && tasks.length > 0; task++) {
      tasks.shift()?.();
      await microtasksDone();
      if (seen.at(-1) !== page.textContent) seen.push(page.textContent);
    }
    expect(seen).toEqual(['……', 'Компания…', 'КомпанияСегодня']);
  });
});
