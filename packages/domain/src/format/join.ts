/** The filled parts, trimmed, joined: `joinFilled([' ИНН 1 ', undefined, ''])` → `ИНН 1`. */
export const joinFilled = (parts: (string | null | undefined)[], separator = ', '): string =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(separator);

/** A person as a document names them: «Фамилия Имя», or the email when neither is filled. */
export const personName = (person: { family?: string | null; name?: string | null; email: string }): string =>
  joinFilled([person.family, person.name], ' ') || person.email;

/** A person as the app's screens name them: «Имя Фамилия», or the email when neither is filled. */
export const displayName = (person: {
  name?: string | null;
  family?: string | null;
  email: string;
}): string => joinFilled([person.name, person.family], ' ') || person.email;
