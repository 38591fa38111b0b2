import { modals } from '@mantine/modals';

type ConfirmProps = Parameters<typeof modals.openConfirmModal>[0];

/** Dialogs' hosts mounted now (Mantine's `ModalsProvider`, app/dialogs-host.tsx): one in the signed-in shell. */
let hosts = 0;
/** Dialogs asked for while no host listened: opened as one mounts. */
let waiting: ConfirmProps[] = [];

/**
 * Called by the dialogs' host once it listens (its `ModalsProvider` has mounted); the returned function
 * when it unmounts. The host comes after the shell's first paint (decision 0067).
 */
export function dialogsHostMounted(): () => void {
  hosts += 1;
  const asked = waiting;
  waiting = [];
  for (const props of asked) modals.openConfirmModal(props);
  return () => {
    hosts -= 1;
  };
}

/**
 * Asks the user to confirm (Mantine's `modals.openConfirmModal`). Asked before the dialogs' host listens
 * (in the moment after the shell's first paint), the dialog opens as soon as it does, instead of never.
 */
export function openConfirmModal(props: ConfirmProps): void {
  if (hosts > 0) modals.openConfirmModal(props);
  else waiting.push(props);
}
