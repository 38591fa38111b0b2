/**
 * The shell's parts that work with the offline copy (Dexie), sync and the server's notices: their code is
 * loaded after the shell's first paint (decision 0058), so a phone draws the frame and the page's heading
 * without waiting for the database and its schemas.
 */
import { LinkNotices } from '../../features/links/link-notices';
import { useStaffMark } from '../../features/links/notices-api';
import { useSession } from '../../features/session';
import { RejectedChanges, SyncIndicator, SyncRunner } from '../../features/sync';
import { PlanEndNotice } from '../../features/tariffs/components/plan-end-notice';
import { bindListsClient } from '../../lib/pricing-cache';
import { queryClient } from '../query-client';

// The pricing lists are refreshed by sync through the app's query client and edits to them kept on the
// device: bound with sync, so the public pages do not load that code (decision 0026).
bindListsClient(queryClient);

/**
 * Sync, the staff mark and the estimate links' notices: no markup of their own but the notifications. It
 * reads the session itself, so the user's arrival renders it, not the shell (decision 0064).
 */
export function ShellWork() {
  const { user, loading } = useSession();
  const userId = user?.id;
  useStaffMark(userId);
  return (
    <>
      <SyncRunner userSettled={!loading} />
      {userId !== undefined && <LinkNotices />}
    </>
  );
}

/** The header's notices: the tariff's end and the sync state. */
export function HeaderStatus() {
  return (
    <>
      <PlanEndNotice />
      <SyncIndicator />
    </>
  );
}

export { RejectedChanges };
