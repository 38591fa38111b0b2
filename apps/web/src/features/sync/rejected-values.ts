import { eventKindLabels, paymentKindLabels, paymentMethodLabels, syncTableLabels } from '@glad/contracts';
import { formatCount, formatDateTime, formatMoney, formatNumber, type SyncFailure } from '@glad/domain';

/*
 * A change the server refused, in words: which record, why, and every value the user had typed into it —
 * so what was not saved can be typed again instead of vanishing. Fields of every synced table have Russian
 * names here; a field without one (a draft's or an estimate's own data) is still listed, by its key.
 */

const tableNames: Record<string, string> = syncTableLabels;

const common: Record<string, string> = {
  name: 'Название',
  adresa: 'Адрес',
  phone: 'Телефон',
  notes: 'Заметки',
  date: 'Дата',
  clientid: 'Клиент',
  projectid: 'Объект',
  draftid: 'Чертёж',
};

const labels: Record<string, Record<string, string>> = {
  clients: { ...common, name: 'Имя' },
  projects: {
    ...common,
    status_worked: 'Статус работ',
    status_payment: 'Статус оплаты',
    project_manager: 'Менеджер',
    amount: 'Сумма',
  },
  drafts: {
    ...common,
    smeta_exclude: 'Не включать в смету',
    sort: 'Порядок в списке',
    form: 'Расчёт',
    polygons: 'Контур комнаты',
    sketch: 'Эскиз',
    ploshad: 'Площадь',
    perimetr: 'Периметр',
    height: 'Высота',
    width: 'Ширина',
  },
  events: {
    ...common,
    time: 'Время',
    kind: 'Вид',
    client: 'Клиент',
    project: 'Объект',
    assignee: 'Исполнитель',
    note: 'Заметка',
  },
  smety: { ...common, client: 'Клиент', approved: 'Утверждена', uid: 'Код сметы' },
  smetymontazh: {
    ...common,
    client: 'Клиент',
    approved: 'Утверждена',
    uid: 'Код сметы',
    montazhnik: 'Монтажник',
  },
  oplata: {
    ...common,
    project: 'Объект',
    amount: 'Сумма',
    method: 'Способ оплаты',
    kind: 'Вид платежа',
    note: 'Заметка',
  },
};

/** Fields holding the number of another record, a user or a status: shown as «№ 12», 0 as «нет». */
const references = new Set([
  'clientid',
  'projectid',
  'draftid',
  'status_worked',
  'status_payment',
  'project_manager',
  'assignee',
  'montazhnik',
]);
const flags = new Set(['smeta_exclude', 'approved']);

const items = ['элемент', 'элемента', 'элементов'] as const;
const fieldsPlural = ['поле', 'поля', 'полей'] as const;

/** One value as the user would recognise it. */
export function formatRejectedValue(table: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'пусто';
  const isReference =
    references.has(field) ||
    (table === 'events' && (field === 'client' || field === 'project')) ||
    (table === 'oplata' && field === 'project');
  if (typeof value === 'number') {
    if (isReference) return value === 0 ? 'нет' : `№ ${value}`;
    if (flags.has(field)) return value ? 'да' : 'нет';
    if (field === 'amount') return formatMoney(value);
    return formatNumber(value);
  }
  if (typeof value === 'string') {
    if (table === 'events' && field === 'kind') return eventKindLabels[value as 'zamer'] ?? value;
    if (table === 'oplata' && field === 'kind') return paymentKindLabels[value as 'doplata'] ?? value;
    if (table === 'oplata' && field === 'method') return paymentMethodLabels[value as 'nal'] ?? value;
    return value;
  }
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (Array.isArray(value)) return `список из ${formatCount(value.length, items)}`;
  if (typeof value === 'object') return `данные: ${formatCount(Object.keys(value).length, fieldsPlural)}`;
  return String(value);
}

/** What the record carries about itself, not typed by anyone: its number, versions, the app's marks. */
const notTyped = new Set(['id', 'version', 'timestamp', 'deleted', 'lost']);
const typedFields = (failure: SyncFailure) =>
  Object.entries(failure.fields).filter(([field]) => !notTyped.has(field) && !field.startsWith('_'));

export interface RejectedView {
  title: string;
  reason: string;
  when: string;
  values: { field: string; label: string; value: string }[];
}

/** The refused change as the screen shows it. */
export function describeRejected(failure: SyncFailure): RejectedView {
  const table = tableNames[failure.table] ?? 'Запись';
  const names = labels[failure.table] ?? common;
  const title =
    failure.op === 'delete'
      ? `${table} № ${failure.id}: удаление не выполнено`
      : `${table} № ${failure.id}: изменения не сохранены`;
  const values = typedFields(failure).map(([field, value]) => ({
    field,
    label: names[field] ?? field,
    value: formatRejectedValue(failure.table, field, value),
  }));
  return { title, reason: failure.message, when: formatDateTime(failure.at), values };
}

/**
 * The change as text to copy: the words on screen, then every value in full (nested data as JSON), so a
 * drawing or an estimate can be handed to support or typed again from it.
 */
export function rejectedAsText(failure: SyncFailure): string {
  const view = describeRejected(failure);
  const lines = [view.title, `Причина: ${view.reason}`, `Когда: ${view.when}`];
  for (const [field, value] of typedFields(failure)) {
    const label = view.values.find((v) => v.field === field)?.label ?? field;
    const full = typeof value === 'object' && value !== null ? JSON.stringify(value) : undefined;
    lines.push(`${label}: ${full ?? formatRejectedValue(failure.table, field, value)}`);
  }
  return lines.join('\n');
}
