import { NOT_SYNCED } from '@glad/domain';
import { describe, expect, it } from 'vitest';
import type { SyncView } from '../../lib/sync';
import { describeSync } from './sync-state';

const base: SyncView = {
  ...NOT_SYNCED,
  started: true,
  online: true,
  pending: 0,
};
const now = Date.parse('2026-11-22T12:00:00Z');

describe('the sync state in words', () => {
  it('all sent', () => {
    const d = describeSync({ ...base, lastSyncedAt: now - 30_000 }, now);
    expect(d).toEqual({ tone: 'ok', label: 'Всё сохранено', lines: ['Обновлено только что'] });
  });

  it('before the first sync of the tab has answered, nothing is called saved', () => {
    for (const started of [false, true]) {
      const d = describeSync({ ...base, started }, now);
      expect(d).toEqual({
        tone: 'busy',
        label: 'Синхронизация…',
        lines: ['Данные ещё не получены с сервера'],
      });
    }
  });

  it('progress while syncing, with Russian plural forms', () => {
    const d = describeSync({ ...base, isSyncing: true, phase: 'pulling', pushed: 2, pulled: 21 }, now);
    expect(d.tone).toBe('busy');
    expect(d.lines).toEqual([
      'Получаем изменения с сервера',
      'Уже отправлено 2\u00a0изменения, получено 21\u00a0запись',
    ]);
  });

  it('offline with changes waiting', () => {
    const d = describeSync({ ...base, online: false, pending: 5 }, now);
    expect(d.tone).toBe('offline');
    expect(d.label).toBe('Нет сети · 5');
    expect(d.lines).toContain('Ждут отправки: 5\u00a0изменений');
  });

  it('a failure says why and when it retries', () => {
    const d = describeSync(
      { ...base, phase: 'error', lastError: 'Сервер на обслуживании', retryAt: now + 4_200, pending: 1 },
      now,
    );
    expect(d.tone).toBe('error');
    expect(d.lines).toEqual([
      'Синхронизация не удалась: Сервер на обслуживании',
      'Повторим сами через 5\u00a0секунд',
      'Ждут отправки: 1\u00a0изменение',
    ]);
  });

  it('does not say «all saved» while a change the server refused waits to be read', () => {
    const failure = {
      mutationId: 'm',
      table: 'clients',
      id: 1,
      op: 'put' as const,
      fields: { name: 'Анна' },
      message: 'Запись удалена',
      at: now,
    };
    const d = describeSync({ ...base, lastSyncedAt: now - 30_000, failures: [failure] }, now);
    expect(d).toEqual({ tone: 'error', label: 'Не всё сохранено', lines: ['Обновлено только что'] });
  });
});
