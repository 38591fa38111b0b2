/**
 * The module served for `import … from 'react'` (decision 0045): Preact 11's compat layer, plus what
 * React 19.2 has and compat lacks — `Activity`, which Mantine 9 renders around kept-mounted content
 * (Collapse, Tabs, Combobox, Transition with keepMounted). JavaScript, not TypeScript: compat's types
 * are an `export =` namespace, which `export *` cannot re-export; the app is typed against React's types.
 */
import { createElement } from 'preact';
import compat from 'preact/compat';
import { useState } from 'preact/hooks';

export * from 'preact/compat';

/** How many ids `useId` has handed out in this tab. */
let idsGiven = 0;

/**
 * An id unique in the document for as long as the component lives. Preact's own `useId` counts per render
 * root (and per suspended boundary), so a portal's content (menus, dialogs, notifications) and a lazily
 * rendered part of a page could get the same id as something already on screen (src/lib/use-id.test.tsx
 * shows it). The app renders only in the browser, never on a server, so one counter for the tab is enough.
 */
export function useId() {
  const [id] = useState(() => `uid-${(idsGiven++).toString(36)}`);
  return id;
}

export default { ...compat, Activity, useId };

/**
 * React keeps a hidden Activity's children (their state and DOM) and hides their top DOM nodes with
 * `display: none`. Here one box around them does it: `display: contents` while visible, so it takes no
 * part in layout, `display: none` while hidden. Unlike React, effects inside keep running while hidden.
 * @param {{ mode?: 'visible' | 'hidden', children?: import('preact').ComponentChildren }} props
 */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
