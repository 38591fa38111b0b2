/** The filled parts, trimmed, joined: `joinFilled([' ИНН 1 ', undefined, ''])` → `ИНН 1`. */
export const joinFilled = (parts: (string | null | undefined)[], separator = ', '): string =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(separator);

/** A person as a document names them: «Фамилия Имя», or the email when neither is filled. */
export const personName = (person: { family?: string | null; name?: string | null; email: string }): string =>
  joinFilled([person.family, person.name], ' ') || person.email;
