import type { ReportAnswer } from '@glad/contracts';
import { formatMoney } from '@glad/domain';
import { Paper, SimpleGrid, Title, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartTooltipStyle } from '../../../components/chart-tooltip';
import { periodLabel, shortPersonName } from '../model/report-tables';

/*
 * The report's charts (recharts, a chunk loaded with this file only). They repeat the tables below them,
 * which carry the same figures for screen readers, so the drawings are hidden from them.
 */

const rub = (kopecks: number) => formatMoney(kopecks);
const short = (kopecks: number) =>
  new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 }).format(kopecks / 100);

/** Pixels per character of an 11 px axis label, a little over the widest digits and letters. */
const CHAR_PX = 7;

/**
 * The width of a money axis: room for its longest label. The chart rounds its ends up to round figures
 * beyond the lowest and the highest value, so the labels of a few multiples of both ends are measured
 * (their units change at a thousand and a million: «950 тыс.» is longer than «1,2 млн»).
 */
function moneyAxisWidth(values: readonly number[]) {
  const ends = [Math.min(0, ...values), Math.max(0, ...values)];
  const labels = ends.flatMap((v) => [1, 1.5, 2, 10].map((k) => short(v * k)));
  return Math.min(110, 12 + Math.max(...labels.map((l) => l.length)) * CHAR_PX);
}

function Chart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <div aria-hidden style={{ width: '100%', height: 260 }}>
        <ResponsiveContainer>{children as never}</ResponsiveContainer>
      </div>
    </Paper>
  );
}

export default function ReportCharts({ report }: { report: ReportAnswer }) {
  const { colors } = useMantineTheme();
  const series = report.series.map((p) => ({ ...p, label: periodLabel(p.period, report.group) }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Chart title="Продажи и маржа">
        <BarChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={11} minTickGap={12} />
          <YAxis
            tickFormatter={short}
            fontSize={11}
            width={moneyAxisWidth(series.flatMap((p) => [p.sum, p.margin]))}
          />
          <Tooltip {...chartTooltipStyle} formatter={(v) => rub(Number(v))} />
          <Legend />
          <Bar dataKey="sum" name="Продажи" fill={colors.blue[6]} />
          <Bar dataKey="margin" name="Маржа" fill={colors.teal[6]} />
        </BarChart>
      </Chart>
      <Chart title="Воронка">
        <BarChart
          data={report.funnel.steps}
          layout="vertical"
          margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} fontSize={11} />
          <YAxis type="category" dataKey="name" width={110} fontSize={11} />
          <Tooltip {...chartTooltipStyle} formatter={(v) => [String(v), 'Объектов']} />
          <Bar dataKey="reached" name="Дошли до статуса" fill={colors.violet[6]} />
        </BarChart>
      </Chart>
      <Chart title="Менеджеры">
        <BarChart
          data={report.managers}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" fontSize={11} interval={0} tickFormatter={shortPersonName} />
          <YAxis
            tickFormatter={short}
            fontSize={11}
            width={moneyAxisWidth(report.managers.flatMap((m) => [m.sum, m.received]))}
          />
          <Tooltip {...chartTooltipStyle} formatter={(v) => rub(Number(v))} />
          <Legend />
          <Bar dataKey="sum" name="Продажи" fill={colors.blue[6]} />
          <Bar dataKey="received" name="Получено" fill={colors.green[6]} />
        </BarChart>
      </Chart>
    </SimpleGrid>
  );
}
