import { syncTableNames } from '@glad/domain';
import { describe, expect, it } from 'vitest';
import { describeRejected, formatRejectedValue, rejectedAsText } from './rejected-values';

const at = Date.parse('2026-11-25T09:30:00Z');
const failure = (table: string, fields: Record<string, unknown>, op: 'put' | 'delete' = 'put') => ({
  mutationId: '00000000-0000-4000-8000-000000000001',
  table,
  id: 1042,
  op,
  fields,
  message: 'Запись удалена — изменения не сохранены',
  at,
});

describe('a refused change in words', () => {
  it('names the record, the reason and every typed value of a client', () => {
    const view = describeRejected(
      failure('clients', {
        name: 'Анна Петрова',
        phone: '+79123456789',
        notes: '',
        adresa: 'Тверская, 1',
        timestamp: 1_795_627_127_650,
        _lost: [],
      }),
    );
    expect(view.title).toBe('Клиент № 1042: изменения не сохранены');
    expect(view.reason).toBe('Запись удалена — изменения не сохранены');
    expect(view.values).toEqual([
      { field: 'name', label: 'Имя', value: 'Анна Петрова' },
      { field: 'phone', label: 'Телефон', value: '+79123456789' },
      { field: 'notes', label: 'Заметки', value: 'пусто' },
      { field: 'adresa', label: 'Адрес', value: 'Тверская, 1' },
    ]);
  });

  it('shows references, money, flags, kinds and nested data the way a person reads them', () => {
    expect(formatRejectedValue('projects', 'clientid', 17)).toBe('№ 17');
    expect(formatRejectedValue('projects', 'project_manager', 0)).toBe('нет');
    expect(formatRejectedValue('projects', 'amount', 1_234_550)).toMatch(/^12\s345,50\s₽$/);
    expect(formatRejectedValue('drafts', 'smeta_exclude', 1)).toBe('да');
    expect(formatRejectedValue('events', 'kind', 'zamer')).toBe('Замер');
    expect(formatRejectedValue('events', 'client', 5)).toBe('№ 5');
    expect(formatRejectedValue('smety', 'client', 'Анна')).toBe('Анна');
    expect(
      formatRejectedValue('drafts', 'polygons', [
        [1, 2],
        [3, 4],
        [5, 6],
      ]),
    ).toMatch(/^список из 3\sэлемента$/);
    expect(formatRejectedValue('drafts', 'form', { a: 1, b: 2 })).toMatch(/^данные: 2\sполя$/);
    expect(formatRejectedValue('drafts', 'ploshad', 12.5)).toBe('12,5');
  });

  it('gives every synced table a Russian title, for a change and for a deletion', () => {
    for (const table of syncTableNames) {
      const put = describeRejected(failure(table, { name: 'x' })).title;
      const del = describeRejected(failure(table, {}, 'delete')).title;
      expect(put).toMatch(/^[А-ЯЁ][а-яё ]+ № 1042: изменения не сохранены$/);
      expect(del).toMatch(/^[А-ЯЁ][а-яё ]+ № 1042: удаление не выполнено$/);
    }
  });

  it('copies every value in full, nested data as JSON', () => {
    const text = rejectedAsText(
      failure('drafts', {
        name: 'Кухня',
        polygons: [
          [0, 0],
          [3000, 0],
        ],
      }),
    );
    expect(text.split('\n')).toEqual([
      'Чертёж № 1042: изменения не сохранены',
      'Причина: Запись удалена — изменения не сохранены',
      expect.stringMatching(/^Когда: 25\.11\.2026/),
      'Название: Кухня',
      'Контур комнаты: [[0,0],[3000,0]]',
    ]);
  });
});
