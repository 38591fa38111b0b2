import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResets, users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { clearFailures } from './login.js';
import { revokeAllSessions } from './sessions.js';

export const RESET_TTL_MS = 60 * 60 * 1000;
/** Letters per account per hour: enough for a lost letter, too few to flood someone's mailbox. */
const MAX_LETTERS_PER_HOUR = 5;

export const FORGOT_ANSWER =
  'Если эта почта зарегистрирована, мы отправили на неё письмо со ссылкой для смены пароля. Ссылка действует один час.';
export const RESET_DONE = 'Пароль изменён. Войдите с новым паролем.';
export const RESET_INVALID = 'Ссылка для смены пароля недействительна или устарела. Запросите новую.';

/** Only the hash is stored: a leaked table does not let anyone reset a password. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function letter(name: string, email: string, link: string) {
  const greeting = name ? `Здравствуйте, ${name}!` : 'Здравствуйте!';
  const text = [
    greeting,
    '',
    `Кто-то (возможно, вы) попросил сменить пароль для входа в «Гладь» с почтой ${email}.`,
    'Чтобы задать новый пароль, откройте ссылку — она действует один час и только один раз:',
    link,
    '',
    'Если вы не просили сменить пароль, ничего не делайте: пароль останется прежним.',
    '',
    '— Гладь',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Кто-то (возможно, вы) попросил сменить пароль для входа в «Гладь» с почтой ${escapeHtml(email)}.</p>
<p>Чтобы задать новый пароль, откройте ссылку — она действует один час и только один раз:<br>
<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>Если вы не просили сменить пароль, ничего не делайте: пароль останется прежним.</p>
<p>— Гладь</p>`;
  return { subject: 'Смена пароля в «Гладь»', text, html };
}

/**
 * Mails a single-use reset link when the email belongs to someone; says nothing either way, and the
 * letter leaves in the background so the answer takes as long for unknown emails.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string) {
  const [user] = await app.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, isNull(users.deletedAt)));
  if (!user) return;

  const [recent] = await app.db
    .select({ count: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, user.id),
        gt(passwordResets.createdAt, new Date(Date.now() - RESET_TTL_MS)),
      ),
    );
  if ((recent?.count ?? 0) >= MAX_LETTERS_PER_HOUR) {
    app.log.warn({ userId: user.id }, 'лимит писем для смены пароля исчерпан');
    return;
  }

  const token = randomBytes(32).toString('base64url');
  await app.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  const link = `${app.config.publicUrl.replace(/\/+$/, '')}/password/reset/?token=${token}`;
  app.mail.sendLater({ to: user.email, ...letter(user.name, user.email, link) });
}

/** Sets a new password by a reset link, spends the link and ends every session of the user. */
export async function resetPassword(app: FastifyInstance, token: string, password: string) {
  const tokenHash = hashToken(token);
  const validToken = and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
  );
  // Check first so a made-up token costs no Argon2 work.
  const [candidate] = await app.db.select({ id: passwordResets.id }).from(passwordResets).where(validToken);
  if (!candidate) throw badRequest(RESET_INVALID);
  const passwordHash = await hashPassword(password);

  await app.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(validToken)
      .returning({ userId: passwordResets.userId });
    if (!spent) throw badRequest(RESET_INVALID);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, spent.userId), isNull(users.deletedAt)))
      .returning({ email: users.email });
    if (!user) throw badRequest(RESET_INVALID);
    // Any other link still in a mailbox dies with this one.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    await revokeAllSessions(tx, spent.userId);
    await clearFailures(tx, user.email);
  });
}
