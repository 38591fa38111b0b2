import { formatCount, formatRelative } from '@glad/domain';
import type { SyncView } from '../../lib/sync';

export type SyncTone = 'ok' | 'busy' | 'offline' | 'error';

const changes = ['изменение', 'изменения', 'изменений'] as const;
const records = ['запись', 'записи', 'записей'] as const;

/** Plain Russian about the sync state: a short label for the header and the lines of its details. */
export function describeSync(
  view: SyncView,
  now: number,
): { tone: SyncTone; label: string; lines: string[] } {
  const pending = view.pending ?? 0;
  const waiting = pending > 0 ? `Ждут отправки: ${formatCount(pending, changes)}` : null;
  const lines: string[] = [];
  if (view.isSyncing) {
    const progress = [
      view.pushed > 0 ? `отправлено ${formatCount(view.pushed, changes)}` : null,
      view.pulled > 0 ? `получено ${formatCount(view.pulled, records)}` : null,
    ].filter(Boolean);
    lines.push(view.phase === 'pushing' ? 'Отправляем изменения на сервер' : 'Получаем изменения с сервера');
    if (progress.length) lines.push(`Уже ${progress.join(', ')}`);
    if (waiting) lines.push(waiting);
    return { tone: 'busy', label: 'Синхронизация…', lines };
  }
  if (!view.online) {
    lines.push(
      'Нет сети. Всё, что вы вводите, сохраняется на устройстве и уйдёт на сервер, когда сеть появится.',
    );
    if (waiting) lines.push(waiting);
    return { tone: 'offline', label: pending > 0 ? `Нет сети · ${pending}` : 'Нет сети', lines };
  }
  if (view.phase === 'error' && view.lastError) {
    lines.push(`Синхронизация не удалась: ${view.lastError}`);
    if (view.retryAt) {
      const seconds = Math.max(0, Math.ceil((view.retryAt - now) / 1000));
      lines.push(
        seconds > 0
          ? `Повторим сами через ${formatCount(seconds, ['секунду', 'секунды', 'секунд'])}`
          : 'Повторяем…',
      );
    }
    if (waiting) lines.push(waiting);
    return { tone: 'error', label: 'Ошибка синхронизации', lines };
  }
  if (waiting) lines.push(waiting);
  if (view.lastSyncedAt) lines.push(`Обновлено ${formatRelative(view.lastSyncedAt, now)}`);
  else lines.push('Данные ещё не получены с сервера');
  // the rest went through, but «all saved» would not be true while refused changes wait to be read
  if (view.failures.length > 0) return { tone: 'error', label: 'Не всё сохранено', lines };
  // before this tab's first sync has answered (it may not have begun), «all saved» would be a guess
  if (!view.lastSyncedAt) return { tone: 'busy', label: 'Синхронизация…', lines };
  return {
    tone: pending > 0 ? 'busy' : 'ok',
    label: pending > 0 ? `Ждут отправки: ${pending}` : 'Всё сохранено',
    lines,
  };
}
