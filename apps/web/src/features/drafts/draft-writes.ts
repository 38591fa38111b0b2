import { notifications } from '@mantine/notifications';
import { putRecord } from '../../lib/sync';
import type { Draft } from './draft-view';
import { arrayMove, reorderWrites } from './reorder';

/** Moves a draft from place `from` to `to` in `list` (a project's rooms in order): only the moved sorts are written. */
export async function moveDraft(list: readonly Draft[], from: number, to: number) {
  if (to < 0 || to >= list.length || from === to) return;
  const writes = reorderWrites(arrayMove(list, from, to), from, to);
  try {
    for (const [id, sort] of writes) await putRecord('drafts', { sort }, id);
  } catch (error) {
    notifications.show({ color: 'red', title: 'Порядок не сохранён', message: (error as Error).message });
  }
}

/** Keeps a draft out of the project's estimate, or takes it back in. */
export const excludeDraft = (draft: Draft, excluded: boolean) =>
  void putRecord('drafts', { smeta_exclude: excluded ? 1 : 0 }, draft.id).catch((error: Error) =>
    notifications.show({ color: 'red', title: 'Не сохранено', message: error.message }),
  );
