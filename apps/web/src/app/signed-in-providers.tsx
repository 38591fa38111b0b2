import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { afterFirstPaint } from '../lib/first-paint';
import { loadNotificationsHost } from './providers';
import { queryClient } from './query-client';
import { loadPageStyles } from './styles/shell-styles';

// The signed-in shell tells of being offline, of saves and rejected changes: its notifications list comes
// with it, so the first notice needs no chunk from a network that may be gone. Not after the first paint
// (decision 0058): going offline in that moment lost the notice, as a browser test caught.
void loadNotificationsHost();

/**
 * The signed-in shell's query client and dialogs (`modals.open…`); each date field carries its Russian
 * locale itself (`RuDateInput`). The sign-in pages have none of them: their JavaScript stays small (decision 0038).
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  // The rest of Mantine's styles, for the pages and dialogs opened from here: after the first paint (decision 0058)
  useEffect(() => {
    void afterFirstPaint().then(loadPageStyles);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider labels={{ confirm: 'Подтвердить', cancel: 'Отмена' }}>{children}</ModalsProvider>
    </QueryClientProvider>
  );
}
