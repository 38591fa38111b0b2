import { formatMoney } from '@glad/domain';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useReport } from '../api/reports-api';
import { reportTables } from '../model/report-tables';
import { initialPeriod, type PeriodState, ReportPeriod } from './report-period';
import { ReportTable } from './report-table';

const ReportCharts = lazy(() => import('./report-charts'));

function Figure({ label, kopecks, note }: { label: string; kopecks: number; note?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-figure={label}>
        {formatMoney(kopecks)}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

async function download(report: NonNullable<ReturnType<typeof useReport>['data']>) {
  const { reportWorkbook } = await import('../model/report-xlsx');
  const blob = await reportWorkbook(report);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `Отчёт ${report.from} — ${report.to}.xlsx`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** /reports/: the period's sales, money, costs, funnel, staff and debts, as figures, charts and tables. */
export function ReportsPage() {
  const [period, setPeriod] = useState<PeriodState>(initialPeriod);
  const {
    data: report,
    error,
    isLoading,
  } = useReport({ from: period.from, to: period.to, group: period.group });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <ReportPeriod value={period} onChange={setPeriod} />
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          disabled={!report}
          onClick={() => report && void download(report)}
        >
          Скачать XLSX
        </Button>
      </Group>
      {error && (
        <Alert color="red" title="Отчёт не построен">
          {error.message}
        </Alert>
      )}
      {isLoading && <Loader aria-label="Отчёт считается" />}
      {report && (
        <>
          {report.scope === 'own' && (
            <Text size="sm" c="dimmed">
              Здесь только ваши объекты и монтажи.
            </Text>
          )}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure
              label="Продажи"
              kopecks={report.sales.sum}
              note={`Смет согласовано: ${report.sales.count}`}
            />
            <Figure label="Получено" kopecks={report.sales.received} />
            {report.costs && <Figure label="Расходы" kopecks={report.costs.total} />}
            {report.costs && (
              <Figure
                label="Маржа"
                kopecks={report.costs.margin}
                {...(report.costs.marginPercent === null
                  ? {}
                  : { note: `${String(report.costs.marginPercent).replace('.', ',')} % от продаж` })}
              />
            )}
            <Figure
              label="Долги клиентов"
              kopecks={report.debts.total}
              note={`Объектов: ${report.debts.projects}`}
            />
          </SimpleGrid>
          <Suspense fallback={<Loader aria-label="Графики загружаются" />}>
            <ReportCharts report={report} />
          </Suspense>
          {reportTables(report).map((table) => (
            <ReportTable key={table.title} table={table} />
          ))}
        </>
      )}
    </Stack>
  );
}
