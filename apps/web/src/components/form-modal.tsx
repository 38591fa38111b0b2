import { Alert, Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type FormEvent, type ReactNode, useEffect } from 'react';
import { useSubmit } from '../lib/use-submit';

/** What a save that fails without a message of its own says in the dialog. */
const NOT_SAVED = 'Не удалось сохранить';

/**
 * The state of a dialog's form, fresh each time the dialog opens: the last error is gone and `reset` puts
 * the fields back as the record is now. `modal` goes to `FormModal` as it is; `setError` says a check's
 * result there; `save` sends (see `useSubmit`), closes the dialog on success, then hands what the send
 * gave to `saved`.
 */
export function useFormModal(opened: boolean, onClose: () => void, reset: () => void) {
  const { error, setError, busy, run } = useSubmit();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening, not on every live update
  useEffect(() => {
    if (!opened) return;
    reset();
    setError(null);
  }, [opened]);

  const save = <T,>(send: () => Promise<T>, saved?: (result: T) => void) =>
    run(async () => {
      const result = await send();
      onClose();
      saved?.(result);
    }, NOT_SAVED);

  return { modal: { opened, onClose, error, busy }, setError, save };
}

/** A Mantine form back to `values`, untouched and without errors. */
export function resetForm<V>(form: UseFormReturnType<V>, values: V) {
  // what the form opened with: `form.getInitialValues()` (a save of an existing record writes only what
  // differs from it, `changedFields`)
  form.setInitialValues(values);
  form.setValues(values);
  form.resetDirty(values);
  form.clearErrors();
}

/**
 * What a record's dialog says once saved: «Клиент «Иванов» добавлен» for a new record, «… сохранён» for a
 * changed one (`what` names it, a masculine noun and its name).
 */
export function notifySaved(what: string, added: boolean) {
  notifications.show({ color: 'teal', message: `${what} ${added ? 'добавлен' : 'сохранён'}` });
}

export interface FormModalProps {
  /** from `useFormModal` */
  modal: { opened: boolean; onClose: () => void; error: string | null; busy: boolean };
  title: string;
  size?: ModalProps['size'];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields; each checks itself, the form does not use the browser's own checks. */
  children: ReactNode;
  submitLabel: string;
  submitDisabled?: boolean;
}

/** A dialog with one form: its fields, the error, then «Отмена» and the submit button. */
export function FormModal({
  modal,
  title,
  size,
  onSubmit,
  children,
  submitLabel,
  submitDisabled,
}: FormModalProps) {
  const { opened, onClose, error, busy } = modal;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      size={size}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit" loading={busy} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
