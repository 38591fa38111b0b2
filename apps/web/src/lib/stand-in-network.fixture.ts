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

/** The tab is signed in for the file's tests: a localStorage (node has none) holding the access token. */
export function signedInStorage() {
  const hadStorage = 'localStorage' in globalThis;
  beforeAll(() => {
    const session = new Map([['glad.accessToken', ACCESS_TOKEN]]);
    Object.assign(globalThis, {
      localStorage: {
        getItem: (k: string) => session.get(k) ?? null,
        setItem: (k: string, v: string) => void session.set(k, v),
        removeItem: (k: string) => void session.delete(k),
        key: () => null,
        length: 0,
      },
    });
  });
  afterAll(() => {
    if (!hadStorage) Reflect.deleteProperty(globalThis, 'localStorage');
  });
}
