import type { SyncEngine } from '@glad/domain';
import { createAppEngine } from './engine-setup';
import { httpTransport } from './transport';

/** The engine on the main thread (no Worker here, or the worker never started): loaded only then. */
export function createMainThreadEngine(): SyncEngine {
  return createAppEngine(httpTransport);
}
