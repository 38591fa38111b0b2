import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { dialogsHostMounted } from '../lib/confirm-dialog';

/**
 * The signed-in shell's dialogs (`openConfirmModal`, lib/confirm-dialog.ts): Mantine's `ModalsProvider`
 * beside the pages rather than around them, so its code (the modal, its focus trap and scroll lock) comes
 * after the first paint (decision 0067). Its effect runs after the provider's, which listens by then.
 */
export function DialogsHost() {
  useEffect(dialogsHostMounted, []);
  return <ModalsProvider labels={{ confirm: 'Подтвердить', cancel: 'Отмена' }} />;
}
