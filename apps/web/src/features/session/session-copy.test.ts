// @vitest-environment jsdom
import type { User } from '@glad/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../lib/stand-in-network.fixture';

/*
 * The signed-in user kept on the device between starts (decision 0065), through the real session store and
 * API client; the network is a stand-in `fetch` answering what the server would (GET /api/users/{id}).
 */

const COPY_KEY = 'glad.user';

const userOf = (id: number, name: string): User => ({
  id,
  name,
  family: 'Петрова',
  secondname: '',
  email: 'anna@example.com',
  lastLogin: null,
  phone: '+79123456789',
  admin: false,
  rights: ['2'],
  ABR: 'АП',
  no_photo: true,
  photo: '/default-user.svg',
  dolzhnost: 'нет данных',
  vladelec: true,
});

/** An access token naming user `id`, valid for an hour (the client reads it, the stand-in server does not). */
const tokenFor = (id: number) =>
  `h.${btoa(JSON.stringify({ id, exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

/** A new start of the app: the session store's module evaluated anew over what the device keeps. */
async function start(signedInAs: number, copy: unknown, answer: () => Promise<Response>) {
  localStorage.clear();
  localStorage.setItem('glad.accessToken', tokenFor(signedInAs));
  localStorage.setItem('glad.refreshToken', 'r');
  if (copy !== undefined) localStorage.setItem(COPY_KEY, JSON.stringify(copy));
  globalThis.fetch = vi.fn(answer);
  vi.resetModules();
  return import('./session-store');
}

const kept = () => JSON.parse(localStorage.getItem(COPY_KEY) ?? 'null') as User | null;

beforeEach(() => {
  vi.restoreAllMocks();
});

describe('the signed-in user kept between starts', () => {
  it('is shown at once, not waited for, and refreshed from the server once', async () => {
    let answer: (r: Response) => void = () => undefined;
    const held = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const store = await start(7, userOf(7, 'Анна'), () => held);
    expect(store.getSessionState()).toMatchObject({ user: { name: 'Анна' }, loading: false });
    await expect(store.loadCurrentUser()).resolves.toMatchObject({ name: 'Анна' });
    // the first render does not wait for the server while the copy is there
    await store.userSettled();
    answer(jsonResponse({ res: true, user: userOf(7, 'Анна Новая') }));
    await vi.waitFor(() => expect(store.getSessionState().user?.name).toBe('Анна Новая'), { timeout: 3000 });
    // kept once zod has checked it, after the first paint (decision 0066)
    await vi.waitFor(() => expect(kept()?.name).toBe('Анна Новая'), { timeout: 3000 });
    // refreshed once: the next page asks for the user and gets him without a request
    await store.loadCurrentUser();
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  it('stays when the network is gone, with no error', async () => {
    const store = await start(7, userOf(7, 'Анна'), () => Promise.reject(new TypeError('Failed to fetch')));
    await store.loadCurrentUser();
    await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalled(), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getSessionState()).toEqual({ user: userOf(7, 'Анна'), loading: false, error: null });
  });

  it('is not shown for another user, nor when it lacks a field of this version', async () => {
    const other = await start(8, userOf(7, 'Анна'), async () =>
      jsonResponse({ res: true, user: userOf(8, 'Олег') }),
    );
    expect(other.getSessionState().user).toBeNull();
    await expect(other.loadCurrentUser()).resolves.toMatchObject({ name: 'Олег' });
    await vi.waitFor(() => expect(kept()?.name).toBe('Олег'), { timeout: 3000 });

    const { vladelec: _, ...older } = userOf(7, 'Анна');
    const store = await start(7, older, async () => jsonResponse({ res: true, user: userOf(7, 'Анна') }));
    expect(store.getSessionState().user).toBeNull();
  });

  it('is forgotten when the user signs out', async () => {
    const store = await start(7, userOf(7, 'Анна'), async () =>
      jsonResponse({ res: true, user: userOf(7, 'Анна') }),
    );
    store.clearCurrentUser();
    expect(kept()).toBeNull();
    expect(store.getSessionState().user).toBeNull();
  });

  it('on a new device is shown as the server answered, and kept once zod has checked it', async () => {
    const store = await start(7, undefined, async () => jsonResponse({ res: true, user: userOf(7, 'Анна') }));
    expect(store.getSessionState().user).toBeNull();
    await expect(store.loadCurrentUser()).resolves.toMatchObject({ name: 'Анна' });
    expect(store.getSessionState()).toMatchObject({ user: { name: 'Анна' }, loading: false, error: null });
    // kept for the next start only after the schema's check (after the first paint)
    await vi.waitFor(() => expect(kept()?.name).toBe('Анна'), { timeout: 3000 });
    expect(store.getSessionState().user?.name).toBe('Анна');
  });

  it('is taken off the screen, with the start-up notice, when the answer fails the schema', async () => {
    // every field there, one of the wrong type: shown at first, refused by zod
    const wrong = { ...userOf(7, 'Анна'), rights: 'все' };
    const store = await start(7, undefined, async () => jsonResponse({ res: true, user: wrong }));
    await store.loadCurrentUser();
    await vi.waitFor(
      () =>
        expect(store.getSessionState()).toEqual({
          user: null,
          loading: false,
          error: 'Сервер прислал неполные данные пользователя',
        }),
      { timeout: 3000 },
    );
    expect(kept()).toBeNull();
  });

  it('is not shown when the answer lacks a field', async () => {
    const { rights: _, ...partial } = userOf(7, 'Анна');
    const store = await start(7, undefined, async () => jsonResponse({ res: true, user: partial }));
    await expect(store.loadCurrentUser()).resolves.toBeNull();
    expect(store.getSessionState()).toEqual({
      user: null,
      loading: false,
      error: 'Сервер прислал неполные данные пользователя',
    });
  });
});
