import { SyncBatchRefused, type SyncEngine, type SyncStatus, SyncUserError } from '@glad/domain';

/*
 * The messages between a tab and its sync worker (decision 0061). Each side calls the other's methods:
 * the tab the engine's (`sync`, `put`…), the worker the tab's requests to the server (the session and its
 * tokens live in the tab). A call is answered by a reply with its id; the worker also tells the tab the
 * engine's status and the tables a sync changed.
 */

/** What the tab asks of the engine in its worker. */
export type EngineCalls = Pick<SyncEngine, 'sync' | 'put' | 'remove' | 'reserveIds' | 'dismissFailure'>;

/** An error as it crosses: its class by name, so the other side throws the same kind with the same words. */
export interface WireError {
  name: string;
  message: string;
}

export type RpcMessage =
  | { kind: 'call'; id: number; method: string; args: unknown[] }
  | { kind: 'reply'; id: number; ok: true; value: unknown }
  | { kind: 'reply'; id: number; ok: false; error: WireError }
  | { kind: 'ready' }
  | { kind: 'status'; status: SyncStatus }
  | { kind: 'tables'; tables: string[] };

// biome-ignore lint/suspicious/noExplicitAny: a method table of any signature; calls are typed by it
type Methods = Record<string, (...args: any[]) => Promise<unknown>>;

/** The errors the engine and the transport tell apart by class; anything else arrives as an Error. */
const KNOWN_ERRORS: Record<string, new (message: string) => Error> = {
  SyncUserError,
  SyncBatchRefused,
};

export function toWireError(error: unknown): WireError {
  // the engine's own errors carry their class's name (SyncUserError, SyncBatchRefused)
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: typeof error === 'string' ? error : '' };
}

export function fromWireError(wire: WireError): Error {
  const Kind = KNOWN_ERRORS[wire.name];
  if (Kind) return new Kind(wire.message);
  const error = new Error(wire.message);
  error.name = wire.name;
  return error;
}

export interface RpcEnd<Remote extends Methods> {
  call<K extends keyof Remote & string>(
    method: K,
    ...args: Parameters<Remote[K]>
  ): Promise<Awaited<ReturnType<Remote[K]>>>;
  /** Handles a call or a reply; false for the other kinds (the caller's own notes). */
  receive(message: RpcMessage): boolean;
  /** Fails every call still waiting (the worker is gone). */
  rejectAll(error: Error): void;
}

/** One end of the conversation: `local` answers the other side's calls, `post` sends a message. */
export function rpcEnd<Remote extends Methods>(
  post: (message: RpcMessage) => void,
  local: Methods,
): RpcEnd<Remote> {
  let nextId = 1;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  async function answer(id: number, method: string, args: unknown[]) {
    const handler = local[method];
    try {
      if (!handler) throw new Error(`Unknown sync call ${method}`);
      post({ kind: 'reply', id, ok: true, value: await handler(...args) });
    } catch (error) {
      post({ kind: 'reply', id, ok: false, error: toWireError(error) });
    }
  }

  return {
    call(method, ...args) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        post({ kind: 'call', id, method, args });
      });
    },
    receive(message) {
      if (message.kind === 'call') {
        void answer(message.id, message.method, message.args);
        return true;
      }
      if (message.kind !== 'reply') return false;
      const caller = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.ok) caller?.resolve(message.value);
      else caller?.reject(fromWireError(message.error));
      return true;
    },
    rejectAll(error) {
      for (const caller of waiting.values()) caller.reject(error);
      waiting.clear();
    },
  };
}
