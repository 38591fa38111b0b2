import type { Tx } from '../db/client.js';
import { platformEvents } from '../db/schema/index.js';

export interface PlatformEvent {
  kind: string;
  companyId?: number | null;
  userId?: number | null;
  /** the admin who acted; null for the command line, ADMIN_EMAILS and the payment provider */
  actorId?: number | null;
  details?: Record<string, string | number | null>;
}

/** Writes one event to the platform's log, in the caller's transaction (so it holds only if the change does). */
export async function logPlatformEvent(tx: Tx, event: PlatformEvent) {
  await tx.insert(platformEvents).values({
    kind: event.kind,
    companyId: event.companyId ?? null,
    userId: event.userId ?? null,
    actorId: event.actorId ?? null,
    details: event.details ?? {},
  });
}
