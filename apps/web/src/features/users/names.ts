import { NO_DATA, type User } from '@glad/contracts';

/** «Имя Фамилия», or «нет данных» when neither is known (docs/spec.md §8). */
export function displayName(user: Pick<User, 'name' | 'family'>): string {
  return `${user.name} ${user.family}`.trim() || NO_DATA;
}

/** «Фамилия Имя Отчество» for the profile heading. */
export function fullName(user: Pick<User, 'name' | 'family' | 'secondname'>): string {
  return (
    [user.family, user.name, user.secondname]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(' ') || NO_DATA
  );
}

/** The position, or «нет данных». The server already says so; an empty string must say so too. */
export function positionOf(user: Pick<User, 'dolzhnost'>): string {
  return user.dolzhnost.trim() || NO_DATA;
}
