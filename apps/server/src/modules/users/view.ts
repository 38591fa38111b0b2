import {
  DEFAULT_USER_PHOTO,
  type Employee,
  fileUrl,
  NO_DATA,
  ONLINE_WINDOW_MS,
  type User,
} from '@glad/contracts';
import type { users } from '../../db/schema/index.js';

type UserRow = typeof users.$inferSelect;

const firstLetter = (s: string) => Array.from(s.trim())[0]?.toLocaleUpperCase('ru-RU') ?? '';

/** The initials badge: «ИП» for Иван Петров; the first letter of the email when there is no name. */
export function initials(row: Pick<UserRow, 'name' | 'family' | 'email'>): string {
  const abr = firstLetter(row.name) + firstLetter(row.family);
  return abr || firstLetter(row.email) || '?';
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A user as the API shows it (docs/spec.md §3). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    family: row.family,
    secondname: row.secondname,
    email: row.email,
    lastLogin: iso(row.lastLogin),
    phone: row.phone,
    admin: row.admin,
    rights: row.rights,
    ABR: initials(row),
    no_photo: row.photoFileId === null,
    photo: row.photoFileId === null ? DEFAULT_USER_PHOTO : fileUrl(row.photoFileId),
    dolzhnost: row.dolzhnost.trim() || NO_DATA,
    vladelec: row.vladelec,
  };
}

/** A user of the employees list: activity dates and whether active within the last five minutes. */
export function toEmployee(row: UserRow, now = Date.now()): Employee {
  return {
    ...toUser(row),
    LAST_ACTIVITY_DATE: iso(row.lastActivity),
    LAST_LOGIN: iso(row.lastLogin),
    is_online: row.lastActivity !== null && now - row.lastActivity.getTime() <= ONLINE_WINDOW_MS,
  };
}

const collator = new Intl.Collator('ru-RU', { sensitivity: 'base' });

/** Owners first, then by name, family, and id so the order (and the own-profile index) is stable. */
export function compareEmployees(a: UserRow, b: UserRow): number {
  if (a.vladelec !== b.vladelec) return a.vladelec ? -1 : 1;
  return collator.compare(a.name, b.name) || collator.compare(a.family, b.family) || a.id - b.id;
}
