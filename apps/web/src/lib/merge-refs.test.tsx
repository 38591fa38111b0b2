// @vitest-environment jsdom
import { createRef, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useMergeRefs } from './merge-refs';

const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);

function Box({ refs, id }: { refs: Array<Ref<HTMLDivElement> | undefined>; id: string }) {
  const ref = useMergeRefs(refs);
  return <div id={id} ref={ref} />;
}

const show = (node: React.ReactNode) => flushSync(() => root.render(node));

afterEach(() => show(null));

describe('useMergeRefs (ScrollArea’s merged ref, decision 0047)', () => {
  it('hands the element to an object ref and a callback ref, and takes it back on unmount', () => {
    const object = createRef<HTMLDivElement>();
    const seen: Array<string | null> = [];
    const callback = (node: HTMLDivElement | null) => {
      seen.push(node?.id ?? null);
    };
    show(<Box refs={[object, callback, undefined]} id="a" />);
    expect(object.current?.id).toBe('a');
    expect(seen).toEqual(['a']);
    show(null);
    expect(object.current).toBeNull();
    expect(seen).toEqual(['a', null]);
  });

  it('runs the cleanup a callback ref returns instead of calling it with null', () => {
    const calls: string[] = [];
    const callback = (node: HTMLDivElement | null) => {
      calls.push(`set ${node?.id ?? 'null'}`);
      return () => {
        calls.push('cleanup');
      };
    };
    show(<Box refs={[callback]} id="b" />);
    show(null);
    expect(calls).toEqual(['set b', 'cleanup']);
  });

  it('moves to new refs when they change, leaving the old ones empty', () => {
    const first = createRef<HTMLDivElement>();
    const second = createRef<HTMLDivElement>();
    show(<Box refs={[first]} id="c" />);
    expect(first.current?.id).toBe('c');
    show(<Box refs={[second]} id="c" />);
    expect(first.current).toBeNull();
    expect(second.current?.id).toBe('c');
  });
});
