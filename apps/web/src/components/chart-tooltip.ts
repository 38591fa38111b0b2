/**
 * recharts' tooltip in the page's own colours: its items are otherwise written in the series' colour (blue
 * 3.55:1 on white, under the 4.5:1 text needs; axe in the check run) on a white box whatever the scheme.
 */
export const chartTooltipStyle = {
  contentStyle: {
    background: 'var(--mantine-color-body)',
    borderColor: 'var(--mantine-color-default-border)',
    color: 'var(--mantine-color-text)',
  },
  itemStyle: { color: 'var(--mantine-color-text)' },
  labelStyle: { color: 'var(--mantine-color-text)' },
} as const;
