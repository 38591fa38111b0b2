import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { AfterFirstPaint, lazyPart } from '../components/after-first-paint';
import { afterFirstPaint } from '../lib/first-paint';
import { withPageStyles } from '../lib/page-styles';
import { loadNotificationsHost } from './providers';
import { queryClient } from './query-client';
import { loadPageStyles } from './styles/shell-styles';

// the dialogs' code and styles after the first paint, beside the pages (decision 0067)
const loadDialogsHost = withPageStyles(() => import('./dialogs-host'));
const DialogsHost = lazyPart(() => loadDialogsHost().then((m) => m.DialogsHost));

// The signed-in shell tells of being offline, of saves and rejected changes: its notifications list comes
// with it, so the first notice needs no chunk from a network that may be gone. Not after the first paint
// (decision 0058): going offline in that moment lost the notice, as a browser test caught.
void loadNotificationsHost();

/**
 * The signed-in shell's query client and dialogs (`openConfirmModal`, lib/confirm-dialog.ts); each date
 * field carries its Russian locale itself (`RuDateInput`). The sign-in pages have none of them: their
 * JavaScript stays small (decision 0038).
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  // The rest of Mantine's styles, for the pages and dialogs opened from here: after the first paint (decision 0058)
  useEffect(() => {
    void afterFirstPaint().then(loadPageStyles);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AfterFirstPaint>
        <DialogsHost />
      </AfterFirstPaint>
    </QueryClientProvider>
  );
}
