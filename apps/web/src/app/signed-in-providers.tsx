import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import 'dayjs/locale/ru';
import type { ReactNode } from 'react';
import { loadNotificationsHost } from './providers';

// The signed-in shell tells of being offline, of saves and rejected changes: its notifications list comes
// with it, so the first notice needs no chunk from a network that may be gone.
void loadNotificationsHost();

/** The signed-in shell's dialogs (`modals.open…`) and the date pickers' Russian locale, Monday first. */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
      <ModalsProvider labels={{ confirm: 'Подтвердить', cancel: 'Отмена' }}>{children}</ModalsProvider>
    </DatesProvider>
  );
}
