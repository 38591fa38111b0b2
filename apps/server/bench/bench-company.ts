/**
 * What the server benches set up before they measure: a fresh company with its owner (an email no earlier
 * run on the same database has used), the owner's session, and the quantile of the measured times.
 */
import { randomBytes } from 'node:crypto';
import type { App } from '../src/app.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { createCompanyWithOwner } from '../src/modules/company/create-company.js';

/** Every bench owner's password (http.bench.ts signs in with it to time the login). */
export const BENCH_PASSWORD = 'bench-password';

export interface BenchCompanyOptions {
  companyName?: string;
  /** the owner's email is `<emailPrefix>-<random>@example.com` */
  emailPrefix?: string;
  phone?: string;
}

/** A company and its owner, written as registration writes them. */
export function benchCompany(
  app: App,
  { companyName = 'Бенчмарк', emailPrefix = 'bench', phone = '+79990000001' }: BenchCompanyOptions = {},
) {
  return app.db.transaction((tx) =>
    createCompanyWithOwner(tx, {
      companyName,
      name: 'Бенч',
      email: `${emailPrefix}-${randomBytes(3).toString('hex')}@example.com`,
      phone,
      password: BENCH_PASSWORD,
    }),
  );
}

/** A company whose owner is signed in: the owner, the session's tokens and the header that carries them. */
export async function benchOwner(app: App, options?: BenchCompanyOptions) {
  const { company, owner } = await benchCompany(app, options);
  const tokens = await startSession(app, owner);
  return { company, owner, tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}

/** The value below which the share `q` (0.5: the median, 0.95) of `values` lies; NaN for none. */
export const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
