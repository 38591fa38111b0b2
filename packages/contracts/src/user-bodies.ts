import { z } from 'zod';
import { authEmail, newPassword } from './auth.js';
import { optionalPhone } from './phone/index.js';
import { rightsGroupId, rightsGroups } from './users.js';

/*
 * What a person types to add a user or edit a profile. Apart from users.ts (the user as the server answers
 * it) so that a screen reading users does not load the phone parser and the auth fields (decision 0051).
 */

const personName = z.string().trim().max(100, 'Не длиннее 100 символов');
const phone = optionalPhone;
const email = authEmail;

export const createUserBody = z.object({
  email,
  password: newPassword,
  name: personName.min(1, 'Укажите имя'),
  family: personName.optional(),
  secondname: personName.optional(),
  phone: phone.optional(),
  dolzhnost: personName.optional(),
  rights: z.array(rightsGroupId).max(rightsGroups.length).optional(),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

/**
 * Profile edits. `rights` only by the owner; `password` for another user by staff admins (ends that
 * user's sessions), for oneself with `currentPassword`.
 */
export const updateUserBody = z.object({
  email: email.optional(),
  name: personName.min(1, 'Укажите имя').optional(),
  family: personName.optional(),
  secondname: personName.optional(),
  phone: phone.optional(),
  dolzhnost: personName.optional(),
  rights: z.array(rightsGroupId).max(rightsGroups.length).optional(),
  password: newPassword.optional(),
  currentPassword: z.string().max(200).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;
