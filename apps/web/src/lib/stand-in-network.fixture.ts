import { afterAll, beforeAll } from 'vitest';

/*
 * The tests that go through the app's real API client: a stand-in `fetch` answering what the server would,
 * and, where a request needs a signed-in tab, a stand-in localStorage holding an access token. Each is put
 * in place for the file's tests and taken away after them.
 */

/** An access token the client sends as it is (the tests' server is the stand-in `fetch`). */
const ACCESS_TOKEN = 'a.e30.c';

/** What the server answers: `body` as JSON with `status`. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `fetch` is `answer` for the file's tests. */
export function standInFetch(answer: typeof globalThis.fetch) {
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = answer;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
}

/**
 * A localStorage (node has none) for the file's tests, answered from the map returned: a test puts the
 * tokens it needs in it.
 */
export function standInStorage(): Map<string, string> {
  const stored = new Map<string, string>();
  const hadStorage = 'localStorage' in globalThis;
  beforeAll(() => {
    Object.assign(globalThis, {
      localStorage: {
        getItem: (k: string) => stored.get(k) ?? null,
        setItem: (k: string, v: string) => void stored.set(k, v),
        removeItem: (k: string) => void stored.delete(k),
        key: () => null,
        length: 0,
      },
    });
  });
  afterAll(() => {
    if (!hadStorage) Reflect.deleteProperty(globalThis, 'localStorage');
  });
  return stored;
}

/** The tab is signed in for the file's tests: a localStorage holding the access token. */
export function signedInStorage() {
  const stored = standInStorage();
  beforeAll(() => {
    stored.set('glad.accessToken', ACCESS_TOKEN);
  });
}
