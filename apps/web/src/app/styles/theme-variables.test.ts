import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../theme';

type Variables = ReturnType<typeof defaultCssVariablesResolver>;

/** The entries of `vars` whose value differs from `base`'s (Mantine's own stylesheet holds the defaults). */
function changed(vars: Record<string, string>, base: Record<string, string>) {
  return Object.fromEntries(Object.entries(vars).filter(([key, value]) => base[key] !== value));
}

/*
 * The theme's CSS variables ship as a stylesheet (theme-variables.css, decision 0054) instead of being
 * computed by MantineProvider on every start. MantineProvider (withCssVariables) writes the variables of
 * the merged theme and of our resolver, less those equal to the default theme's, which
 * @mantine/core/styles/default-css-variables.css already holds; the file must be exactly that. After a
 * change of the theme, `npx vitest run --project web src/app/styles/theme-variables.test.ts -u` writes it.
 */
it('ships the CSS variables MantineProvider would compute for our theme', async () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours: Variables = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const css = convertCssVariables(
    {
      variables: changed(ours.variables, defaults.variables),
      light: changed(ours.light, defaults.light),
      dark: changed(ours.dark, defaults.dark),
    },
    // MantineProvider's default selector (it is given none)
    undefined,
  );
  // our resolver's own overrides are in it: the test is not comparing two empty strings
  expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
  await expect(`${css}\n`).toMatchFileSnapshot('./theme-variables.css');
});
