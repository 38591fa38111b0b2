import type { SyncEngine, SyncTransport } from '@glad/domain';
import { createAppEngine } from './engine-setup';
import { parsePull } from './pull-page';
import type { syncRequests } from './transport';
import { type EngineCalls, type RpcMessage, rpcEnd } from './worker-rpc';

/*
 * The tab's sync worker (decision 0061): the engine runs here, so a sync's parsing of pulled pages and its
 * writes to IndexedDB (a new device's first sync is megabytes) never hold the screen. The tab sees the
 * rows through its live queries (Dexie tells every context of the origin about a write), and asks for
 * syncs and local changes by message. Requests to the server go through the tab, which holds the session.
 */

declare const self: DedicatedWorkerGlobalScope;

const post = (message: RpcMessage) => self.postMessage(message);

let engine: SyncEngine | null = null;
const engineCalls: EngineCalls = {
  sync: () => started().sync(),
  put: (table, id, fields) => started().put(table, id, fields),
  remove: (table, id) => started().remove(table, id),
  reserveIds: () => started().reserveIds(),
  dismissFailure: (mutationId) => started().dismissFailure(mutationId),
};
const tab = rpcEnd<typeof syncRequests>(post, engineCalls);

const transport: SyncTransport = {
  pull: async (cursor, limit) => parsePull(await tab.call('pullText', cursor, limit)),
  push: (mutations) => tab.call('push', mutations),
  reserveIds: (count) => tab.call('reserveIds', count),
};

function started(): SyncEngine {
  if (!engine) {
    engine = createAppEngine(transport);
    engine.subscribe((status) => post({ kind: 'status', status }));
    engine.onTablesChanged((tables) => post({ kind: 'tables', tables }));
  }
  return engine;
}

self.onmessage = (event: MessageEvent<RpcMessage>) => {
  tab.receive(event.data);
};
// this file loaded and ran: from now on the tab leaves the engine to it
post({ kind: 'ready' });
