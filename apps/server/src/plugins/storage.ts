import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * Where uploaded files live. Keys are opaque relative names (`company/12/ab12….png`) so the same key works
 * for a local folder and for an S3-compatible bucket (an object key); a bucket driver implements this
 * interface and is chosen in createStorage by configuration.
 */
export interface Storage {
  put(key: string, data: Buffer, mime: string): Promise<void>;
  /** The content as a stream, or null when there is no such key. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function checkKey(key: string) {
  // Keys are made by the server, but a stray `..` must never reach outside the folder.
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '')) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

/** Files in a folder on the local disk (the default; one server or a shared volume). */
export function createLocalStorage(root: string): Storage {
  const full = (key: string) => {
    checkKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      const file = full(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(full(key), { force: true });
    },
  };
}

/** Decorates the instance with the configured storage (once; later calls keep the first). */
export function registerStorage(app: FastifyInstance, storage?: Storage) {
  if (app.hasDecorator('storage')) return;
  app.decorate('storage', storage ?? createLocalStorage(app.config.uploadsDir));
}
