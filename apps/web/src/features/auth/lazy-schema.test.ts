import { loginBody } from '@glad/contracts';
import { describe, expect, it } from 'vitest';
import { lazySchema } from './lazy-schema';

const fields = loginBody.pick({ email: true, password: true });

describe('lazySchema', () => {
  it('finds no errors before its schema arrives, the schema’s own once it has', async () => {
    let loads = 0;
    const schema = lazySchema(async () => {
      loads += 1;
      return fields;
    });
    const bad = { email: 'не почта', password: '' };
    expect(schema.validate(bad)).toEqual({});
    schema.preload();
    await schema.ready();
    const errors = schema.validate(bad);
    expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
    expect(schema.validate({ email: 'anna@example.com', password: 'секрет' })).toEqual({});
    await schema.ready();
    expect(loads).toBe(1);
  });

  it('tries again after a load that failed (offline at the first touch)', async () => {
    let fail = true;
    const schema = lazySchema(async () => {
      if (fail) throw new Error('нет сети');
      return fields;
    });
    await expect(schema.ready()).rejects.toThrow('нет сети');
    // a submit offline goes on to the server, which checks the values itself
    expect(await schema.check(() => ({ hasErrors: true }))).toBe(true);
    fail = false;
    expect(await schema.check(() => ({ hasErrors: true }))).toBe(false);
    expect(Object.keys(schema.validate({ email: '', password: '' }))).toContain('email');
  });
});
