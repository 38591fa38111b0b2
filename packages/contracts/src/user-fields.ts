/**
 * The fields of a user (`userSchema`, users.ts), named without zod: what the device's copy of the signed-in
 * user must hold to be shown before the server's answer is read (decision 0065). users.test.ts keeps the
 * two lists the same.
 */
export const USER_FIELDS = [
  'id',
  'name',
  'family',
  'secondname',
  'email',
  'lastLogin',
  'phone',
  'admin',
  'rights',
  'ABR',
  'no_photo',
  'photo',
  'dolzhnost',
  'vladelec',
] as const;
