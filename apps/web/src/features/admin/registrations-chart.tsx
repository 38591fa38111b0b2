import { formatCount, formatDate } from '@glad/domain';
import {
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartTooltipStyle } from '../../components/chart-tooltip';
import { useRegistrationsChart } from './api';
import { QueryState } from './query-state';

const PERIODS = [
  { value: '30', label: '30 дней' },
  { value: '90', label: '90 дней' },
  { value: '365', label: 'Год' },
];
const COMPANIES = ['компания', 'компании', 'компаний'] as const;

/** `22.11` for the axis; the tooltip shows the full date. */
const shortDay = (day: string) => formatDate(day).slice(0, 5);

/** New companies per day, with the total and a table behind it for screen readers. */
export function RegistrationsChart() {
  const [period, setPeriod] = useState('30');
  const { data, isLoading, error, refetch } = useRegistrationsChart(Number(period));
  // SVG attributes take no CSS variables: a theme colour that reads on light and dark backgrounds.
  const barColor = useMantineTheme().colors.blue[6];

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Stack gap={0}>
            <Title order={2} size="h4">
              Регистрации компаний
            </Title>
            {data && (
              <Text c="dimmed" size="sm">
                За период: {formatCount(data.total, COMPANIES)}
              </Text>
            )}
          </Stack>
          <SegmentedControl data={PERIODS} value={period} onChange={setPeriod} aria-label="Период" />
        </Group>
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        {data && (
          <>
            <div aria-hidden style={{ width: '100%', height: 260 }}>
              <ResponsiveContainer>
                <BarChart
                  data={data.days}
                  margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
                  accessibilityLayer={false}
                >
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={16} fontSize={12} />
                  <YAxis allowDecimals={false} fontSize={12} />
                  <Tooltip
                    {...chartTooltipStyle}
                    labelFormatter={(day) => formatDate(String(day))}
                    formatter={(value) => [formatCount(Number(value), COMPANIES), 'Новых']}
                  />
                  <Bar dataKey="count" fill={barColor} radius={[3, 3, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <VisuallyHidden>
              <table>
                <caption>Регистрации компаний по дням</caption>
                <thead>
                  <tr>
                    <th scope="col">День</th>
                    <th scope="col">Новых компаний</th>
                  </tr>
                </thead>
                <tbody>
                  {data.days
                    .filter((d) => d.count > 0)
                    .map((d) => (
                      <tr key={d.date}>
                        <td>{formatDate(d.date)}</td>
                        <td>{d.count}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}
