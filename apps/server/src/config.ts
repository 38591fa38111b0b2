import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { YooKassaConfig } from './lib/yookassa.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** Where npm was invoked from: relative paths in the environment are read from there. */
const baseDir = process.env.INIT_CWD ?? process.cwd();

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  webDist: string;
  outboxDir: string;
  uploadsDir: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  /** Creates the demo company on an empty database. */
  seedDemo: boolean;
  /** ALTCHA proof-of-work cost (max number); tests lower it. */
  altchaMaxNumber: number;
  /** How long a login attempt on an account under the heaviest attack waits (ms); tests lower it. */
  loginSlowdownMaxMs: number;
  /** Trust X-Forwarded-For (behind a proxy). */
  trustProxy: boolean;
  /** Per-IP request limits on sign-in calls; benchmarks turn them off with RATE_LIMIT=0. */
  rateLimit: boolean;
  /** How often a process runs a round of calendar reminders, ms; 0 = never (tests run rounds by hand). */
  reminderTickMs: number;
  /** ADMIN_EMAILS: users made platform admins when the server starts. */
  adminEmails: string[];
  /** YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY, YOOKASSA_API_URL: card payments; unset = no card payments. */
  yookassa?: YooKassaConfig;
  /**
   * PAYEE_NAME, PAYEE_INN, PAYEE_KPP, PAYEE_ADDRESS, PAYEE_BANK, PAYEE_BIK, PAYEE_RS, PAYEE_KS: the platform's
   * requisites on bank invoices; unset (name, INN, bank, BIK or accounts missing) = no invoices.
   */
  payee?: Payee;
}

export interface Payee {
  name: string;
  inn: string;
  kpp: string;
  address: string;
  bank: string;
  bik: string;
  rs: string;
  ks: string;
}

function payeeFrom(env: NodeJS.ProcessEnv): Payee | undefined {
  const v = (key: string) => (env[`PAYEE_${key}`] ?? '').trim();
  const payee = {
    name: v('NAME'),
    inn: v('INN'),
    kpp: v('KPP'),
    address: v('ADDRESS'),
    bank: v('BANK'),
    bik: v('BIK'),
    rs: v('RS'),
    ks: v('KS'),
  };
  const required = [payee.name, payee.inn, payee.bank, payee.bik, payee.rs, payee.ks];
  return required.every(Boolean) ? payee : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(baseDir, env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    webDist: path.resolve(baseDir, env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    outboxDir: path.resolve(baseDir, env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    uploadsDir: path.resolve(baseDir, env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Гладь <noreply@glad.local>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== '0',
    altchaMaxNumber: Number(env.ALTCHA_MAX_NUMBER ?? 100_000),
    loginSlowdownMaxMs: Number(env.LOGIN_SLOWDOWN_MAX_MS ?? 3000),
    trustProxy: env.TRUST_PROXY === '1',
    rateLimit: env.RATE_LIMIT !== '0',
    reminderTickMs: Number(env.REMINDER_TICK_MS ?? 60_000),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean),
    yookassa:
      env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY
        ? {
            shopId: env.YOOKASSA_SHOP_ID,
            secretKey: env.YOOKASSA_SECRET_KEY,
            apiUrl: env.YOOKASSA_API_URL || 'https://api.yookassa.ru/v3',
          }
        : undefined,
    payee: payeeFrom(env),
  };
}

/** A configuration for tests: in-memory PGlite unless DATABASE_URL is given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: '0' });
  return {
    ...base,
    dataDir: 'memory://',
    altchaMaxNumber: 1000,
    loginSlowdownMaxMs: 40,
    reminderTickMs: 0,
    ...overrides,
  };
}
