import { describe, expect, it } from 'vitest';
import { USER_FIELDS } from './user-fields.js';
import { userSchema } from './users.js';

describe('the user fields named without zod', () => {
  it('are the fields of the user schema: a copy of an older user is then never taken for a current one', () => {
    expect([...USER_FIELDS].sort()).toEqual(Object.keys(userSchema.shape).sort());
  });
});
