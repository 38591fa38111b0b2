import { Anchor, type CSSVariablesResolver, createTheme } from '@mantine/core';

/** One theme for the whole app: a calm blue, system fonts with Cyrillic. */
export const theme = createTheme({
  primaryColor: 'blue',
  // White on the primary fill must read at 4.5:1 in both schemes (blue.5 gives 3:1 in the dark one).
  primaryShade: { light: 8, dark: 8 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // A link inside text must not rely on colour alone (WCAG 1.4.1): underlined unless a screen says otherwise.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Every notification's close button says what it does (axe: a button needs a name). A plain entry,
    // not `Notification.extend`: that would bring the notification's code into every page (decision 0038).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Закрыть уведомление' } } },
  },
});

/**
 * Mantine's light-scheme `dimmed` (gray.6, #868e96) reads at 3.3:1 on white, below WCAG AA's 4.5:1; every
 * secondary text and field description uses it, so it is darkened once here (gray.7, 7.9:1).
 * These and the theme's own variables reach the page as styles/theme-variables.css, which
 * styles/theme-variables.test.ts keeps equal to what MantineProvider would compute (decision 0054).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  // Touch targets of at least 44 px (docs/design.md §4) for the `md` size the sign-in forms and main actions use.
  variables: { '--input-height-md': '2.75rem', '--button-height-md': '2.75rem' },
  // Error text and invalid fields: Mantine's red.6 on white is 3.3:1 and red.8 on dark grey 3:1 (AA wants 4.5).
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
