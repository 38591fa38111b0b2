import { cloneProjectAnswer } from '@glad/contracts';
import { notifications } from '@mantine/notifications';
import { removeWithUndo, showCopied, showCopyFailed, showUndo } from '../../components/undo-notice';
import { api } from '../../lib/api-client';
import type { ProjectRow } from '../../lib/offline-db';
import { putRecord, removeRecord, requestSync } from '../../lib/sync';
import { projectTitle } from './project-names';

/** Russian names of a project's fields (lost-value notices). */
export const projectFieldLabels: Record<string, string> = {
  name: 'Название',
  clientid: 'Клиент',
  date: 'Дата',
  status_worked: 'Статус работ',
  status_payment: 'Статус оплаты',
  project_manager: 'Менеджер',
  adresa: 'Адрес',
  notes: 'Заметки',
  amount: 'Сумма',
};

type InPlaceField = 'status_worked' | 'status_payment' | 'project_manager';

/**
 * Changes a status or the manager of a project in place, through the offline copy (so it works with no
 * network and reaches the server with the next push), with «Отменить» that puts the old value back.
 * Answers whether it was saved.
 */
export async function changeInPlace(
  project: ProjectRow,
  field: InPlaceField,
  value: number,
  message: string,
): Promise<boolean> {
  const before = project[field];
  if (before === value) return true;
  try {
    await putRecord('projects', { [field]: value }, project.id);
  } catch (error) {
    notifications.show({ color: 'red', title: 'Не сохранено', message: (error as Error).message });
    return false;
  }
  showUndo(message, () => putRecord('projects', { [field]: before }, project.id), 'Изменение отменено');
  return true;
}

export function deleteProjectWithUndo(project: Pick<ProjectRow, 'id' | 'name'>) {
  return removeWithUndo([{ table: 'projects', id: project.id }], `Объект «${projectTitle(project)}» удалён`);
}

/**
 * POST /api/clone/project/{id}: the server copies the project with its drafts (it needs the network);
 * the copy reaches the offline copy with the pull that follows.
 */
export async function cloneProject(project: Pick<ProjectRow, 'id' | 'name'>): Promise<number | null> {
  try {
    const answer = cloneProjectAnswer.parse(
      await api(`/api/clone/project/${project.id}`, { method: 'POST' }),
    );
    await requestSync(['projects', 'drafts']);
    showCopied(projectTitle(answer.project), async () => {
      for (const draft of answer.draft) await removeRecord('drafts', draft.id);
      await removeRecord('projects', answer.project.id);
    });
    return answer.project.id;
  } catch (error) {
    showCopyFailed(error);
    return null;
  }
}
