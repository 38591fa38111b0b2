import type { ReportAnswer } from '@glad/contracts';
import { formatDate, formatMoney } from '@glad/domain';

/*
 * The report's tables as rows of text and numbers: the screen shows them, the XLSX file holds the same.
 * Money stays in kopecks here; each consumer formats it (the screen as «1 234,56 ₽», the workbook as a number).
 */

export type Cell = { text: string } | { money: number } | { number: number };
export interface ReportTable {
  title: string;
  columns: string[];
  rows: Cell[][];
}

const text = (t: string): Cell => ({ text: t });
const money = (kopecks: number): Cell => ({ money: kopecks });
const number = (n: number): Cell => ({ number: n });

export const periodLabel = (period: string, group: ReportAnswer['group']) =>
  group === 'month'
    ? new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${period}T00:00:00Z`),
      )
    : group === 'week'
      ? `неделя с ${formatDate(period)}`
      : formatDate(period);

/** Every table of the report, in the order the screen shows them. */
export function reportTables(report: ReportAnswer): ReportTable[] {
  const tables: ReportTable[] = [
    {
      title: 'Продажи по периодам',
      columns: ['Период', 'Продано объектов', 'Сумма продаж', 'Получено', 'Расходы', 'Маржа'],
      rows: report.series.map((p) => [
        text(periodLabel(p.period, report.group)),
        number(p.count),
        money(p.sum),
        money(p.received),
        money(p.costs),
        money(p.margin),
      ]),
    },
  ];
  if (report.costs) {
    tables.push({
      title: 'Расходы',
      columns: ['Статья', 'Сумма'],
      rows: [
        ...report.costs.expenses.map((e) => [text(e.category), money(e.sum)]),
        [text('Выплаты монтажникам'), money(report.costs.installers)],
        [text('Итого расходов'), money(report.costs.total)],
      ],
    });
  }
  tables.push(
    {
      title: 'Воронка',
      columns: ['Статус', 'Объектов', 'Дошли до статуса', 'Конверсия, %'],
      rows: report.funnel.steps.map((s) => [
        text(s.name),
        number(report.funnel.statuses.find((x) => x.id === s.id)?.count ?? 0),
        number(s.reached),
        number(s.conversion),
      ]),
    },
    {
      title: 'Менеджеры',
      columns: ['Менеджер', 'Объектов', 'Продажи', 'Получено', 'Маржа', 'Конверсия, %'],
      rows: report.managers.map((m) => [
        text(m.name),
        number(m.projects),
        money(m.sum),
        money(m.received),
        m.margin === null ? text('—') : money(m.margin),
        number(m.conversion),
      ]),
    },
    {
      title: 'Монтажники',
      columns: ['Монтажник', 'Монтажей', 'Площадь, м²', 'Выплачено'],
      rows: report.installers.map((i) => [
        text(i.name),
        number(i.installations),
        number(i.area),
        money(i.paid),
      ]),
    },
    {
      title: 'Долги клиентов',
      columns: ['Объект', 'Клиент', 'Продан', 'К оплате', 'Оплачено', 'Долг'],
      rows: report.debts.list.map((d) => [
        text(d.project),
        text(d.client),
        text(formatDate(d.date)),
        money(d.due),
        money(d.paid),
        money(d.debt),
      ]),
    },
  );
  return tables;
}

/** A cell as the screen shows it. */
export const cellText = (cell: Cell) =>
  'text' in cell
    ? cell.text
    : 'money' in cell
      ? formatMoney(cell.money)
      : new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(cell.number);

/**
 * A person under a bar: the first name and the surname's initial («Анна С.»), so that every manager of a
 * phone-wide chart keeps a label (full names made the axis drop every other one); the tooltip and the
 * table below give the full name.
 */
export function shortPersonName(name: string): string {
  const [first, second] = name.trim().split(/\s+/);
  if (!first) return name;
  return second ? `${first} ${second.charAt(0)}.` : first;
}
