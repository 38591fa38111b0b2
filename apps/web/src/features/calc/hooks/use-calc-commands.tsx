import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { removeWithUndo } from '../../../components/undo-notice';
import { openConfirmModal } from '../../../lib/confirm-dialog';
import type { ProjectRow } from '../../../lib/offline-db';
import { useOnline } from '../../../lib/sync';
import { copyDraft, linkOf, moveDraft, saveCalc } from '../api/draft-actions';
import { clearStoredCalc } from '../model/storage';
import type { CalcEditorState } from './use-calc-editor';
import type { useDraftWatch } from './use-draft-watch';

const fail = (title: string) => (error: unknown) =>
  notifications.show({ color: 'red', title, message: (error as Error).message });

const projectName = (project: ProjectRow) => project.name.trim() || `Объект №${project.id}`;

/**
 * The draft's commands: save, copy, move to another project and delete (to the trash, with undo), each
 * telling the user how it went. `saving` is true while a save runs.
 */
export function useCalcCommands(
  editor: CalcEditorState,
  watch: ReturnType<typeof useDraftWatch>,
  onCreated: (id: number) => void,
) {
  const { calc, saved } = editor;
  const online = useOnline();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const save = async (): Promise<boolean> => {
    setSaving(true);
    const snapshot = calc;
    watch.expect(snapshot);
    try {
      const id = await saveCalc(snapshot);
      editor.markSaved(id);
      if (snapshot.id === null) onCreated(id);
      notifications.show({
        color: 'teal',
        message: online
          ? 'Чертёж сохранён'
          : 'Чертёж сохранён на устройстве и уйдёт на сервер, когда появится сеть',
      });
      return true;
    } catch (error) {
      fail('Чертёж не сохранён')(error);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const copy = async () => {
    try {
      const id = await copyDraft(calc);
      notifications.show({
        color: 'teal',
        message: `Создана копия «${calc.name.trim() || 'Чертёж'} (копия)»`,
      });
      // the copy opens at once; changes left here are asked about on the way out, as for any link
      navigate(`/calc/?draft=${id}`);
    } catch (error) {
      fail('Не удалось скопировать')(error);
    }
  };

  const move = async (project: ProjectRow) => {
    if (calc.id === null) {
      editor.setFields(linkOf(project));
      return;
    }
    // the move writes the draft: what the editor holds goes first, so it cannot undo the move later
    if (!saved && !(await save())) return;
    try {
      const where = await moveDraft(calc.id, project);
      notifications.show({
        color: 'teal',
        message:
          where === 'server'
            ? `Чертёж перенесён в «${projectName(project)}»`
            : `Чертёж перенесён в «${projectName(project)}» на устройстве; сервер узнает при синхронизации`,
      });
    } catch (error) {
      fail('Не удалось перенести')(error);
    }
  };

  const remove = () => {
    const id = calc.id;
    if (id === null) return;
    const name = calc.name.trim() || 'без названия';
    openConfirmModal({
      title: 'Удалить чертёж?',
      children: <Text size="sm">Чертёж «{name}» попадёт в корзину, оттуда его можно вернуть.</Text>,
      labels: { confirm: 'Удалить', cancel: 'Отмена' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        if (await removeWithUndo([{ table: 'drafts', id }], `Чертёж «${name}» удалён`)) {
          clearStoredCalc();
          editor.reset({ calc: { ...calc, id: null }, saved: true });
          navigate('/drafts/');
        }
      },
    });
  };

  return { saving, save, copy, move, remove };
}
