// @vitest-environment jsdom
import { useId } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';

/*
 * `useId` as the app gets it from its `react` module (build/react-on-preact.mjs, decision 0045): unique in the
 * document across render roots and portals, where Preact's own counts per root and handed a portal's first
 * field the same id as the page's first.
 */

function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </>
  );
}

describe('useId', () => {
  it('gives each field of the page, a portal and a second root its own id, kept across renders', () => {
    const page = document.createElement('div');
    const other = document.createElement('div');
    document.body.append(page, other);
    const root = createRoot(page);
    const show = () =>
      flushSync(() =>
        root.render(
          <>
            <Field label="Калькулятор" />
            {createPortal(<Field label="В меню" />, document.body)}
          </>,
        ),
      );
    show();
    flushSync(() => createRoot(other).render(<Field label="Другой корень" />));
    const ids = [...document.querySelectorAll('input')].map((input) => input.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    for (const label of document.querySelectorAll('label')) {
      expect(document.getElementById(label.htmlFor)?.tagName).toBe('INPUT');
    }
    show();
    expect([...document.querySelectorAll('input')].map((input) => input.id)).toEqual(ids);
  });
});
