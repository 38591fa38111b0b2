/**
 * The module served for `import … from 'react'` (decision 0045): Preact 11's compat layer, plus what
 * React 19.2 has and compat lacks — `Activity`, which Mantine 9 renders around kept-mounted content
 * (Collapse, Tabs, Combobox, Transition with keepMounted). JavaScript, not TypeScript: compat's types
 * are an `export =` namespace, which `export *` cannot re-export; the app is typed against React's types.
 */
import { createElement } from 'preact';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React keeps a hidden Activity's children (their state and DOM) and hides their top DOM nodes with
 * `display: none`. Here one box around them does it: `display: contents` while visible, so it takes no
 * part in layout, `display: none` while hidden. Unlike React, effects inside keep running while hidden.
 * @param {{ mode?: 'visible' | 'hidden', children?: import('preact').ComponentChildren }} props
 */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
