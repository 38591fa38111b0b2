// @vitest-environment jsdom
import { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import { measureWithoutLayout } from './virtual-rows';

const ESTIMATE = 84;

/** A real virtualizer over 3 rows keyed 'a', 'b', 'c', attached to nothing: only its size cache is used. */
function virtualizer() {
  return new Virtualizer<Element, Element>({
    count: 3,
    getScrollElement: () => null,
    estimateSize: () => ESTIMATE,
    getItemKey: (index) => ['a', 'b', 'c'][index] as string,
    scrollToFn: () => undefined,
    observeElementRect: () => undefined,
    observeElementOffset: () => undefined,
  });
}

function row(index: number): HTMLElement {
  const li = document.createElement('li');
  li.dataset.index = String(index);
  return li;
}

/** What a ResizeObserver reports for a row `height` px tall (its border box). */
function observed(height: number): Pick<ResizeObserverEntry, 'borderBoxSize'> {
  return { borderBoxSize: [{ blockSize: height, inlineSize: 390 }] };
}

describe('measureWithoutLayout', () => {
  it('takes the height the observer reports, rounded as the library rounds it', () => {
    expect(measureWithoutLayout(row(1), observed(97.3), virtualizer())).toBe(97);
  });

  it('keeps the estimate for a row mounting for the first time, without reading the page', () => {
    const li = row(2);
    // a read would lay the page out: the row's own offsetHeight must not be asked
    Object.defineProperty(li, 'offsetHeight', {
      get: () => {
        throw new Error('offsetHeight read');
      },
    });
    expect(measureWithoutLayout(li, undefined, virtualizer())).toBe(ESTIMATE);
  });

  it('keeps the height measured before for a row mounting again (scrolled back into view)', () => {
    const list = virtualizer();
    list.itemSizeCache.set('b', 131);
    expect(measureWithoutLayout(row(1), undefined, list)).toBe(131);
    expect(measureWithoutLayout(row(0), undefined, list)).toBe(ESTIMATE);
  });
});
