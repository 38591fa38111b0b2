import { USER_FIELDS, type User } from '@glad/contracts';

/** Where the signed-in user's last answer is kept between starts (decision 0065). */
const USER_COPY_KEY = 'glad.user';

/**
 * Holds every field of a user of this version: a copy kept by an older version that lacked one is not
 * shown, nor a server's answer without one. What is shown before zod has checked it (after the first paint).
 */
export function hasUserFields(value: unknown): value is User {
  return typeof value === 'object' && value !== null && USER_FIELDS.every((field) => field in value);
}

/**
 * The copy of user `userId` an earlier start kept, as the server last answered it: null when there is none,
 * it is another user's, or it lacks a field. Read as the app starts, so its first screen shows the user's
 * name and rights at once and with no network (decision 0065).
 */
export function readUserCopy(userId: number | null): User | null {
  if (userId === null) return null;
  try {
    const copy: unknown = JSON.parse(localStorage.getItem(USER_COPY_KEY) ?? 'null');
    return hasUserFields(copy) && copy.id === userId ? copy : null;
  } catch {
    // unreadable: the start fetches the user as on a new device
    return null;
  }
}

/** Keeps `user` (as the server answered it, checked) for the next start. */
export function keepUserCopy(user: User): void {
  try {
    localStorage.setItem(USER_COPY_KEY, JSON.stringify(user));
  } catch {
    // storage full or refused: the next start fetches the user first, as on a new device
  }
}

/** Forgets the copy: signing out, or the tokens handed to another user. */
export function dropUserCopy(): void {
  try {
    localStorage.removeItem(USER_COPY_KEY);
  } catch {
    // no storage: nothing kept
  }
}
