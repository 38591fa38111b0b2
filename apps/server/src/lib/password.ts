import { hash, verify } from '@node-rs/argon2';

/** Argon2id with m=19456 KiB, t=2, p=1 (OWASP's recommended minimum). */
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
