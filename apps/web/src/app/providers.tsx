import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/ru';
import type { ReactNode } from 'react';
import { bindListsClient } from '../lib/pricing-cache';
import { cssVariablesResolver, theme } from './theme';

/** Notification default time-out (SPEC §9). */
export const NOTIFICATION_TIMEOUT_MS = 5000;

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});
// the pricing lists are refreshed by sync through this client, and edits to them kept on the device
bindListsClient(queryClient);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={{ confirm: 'Подтвердить', cancel: 'Отмена' }}>
            <Notifications autoClose={NOTIFICATION_TIMEOUT_MS} position="top-right" />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
