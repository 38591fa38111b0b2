import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-constants.js';

export const authEmail = z
  .string({ error: 'Укажите почту' })
  .trim()
  .min(1, 'Укажите почту')
  .max(254, 'Слишком длинная почта')
  .pipe(z.email({ error: 'Введите корректную почту' }));

export const newPassword = z
  .string({ error: 'Укажите пароль' })
  .min(PASSWORD_MIN_LENGTH, `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов`)
  .max(PASSWORD_MAX_LENGTH, `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов`)
  .refine((p) => p.trim().length > 0, 'Пароль не может состоять из одних пробелов');

/** A solved ALTCHA challenge as the widget submits it (base64 of JSON). */
export const altchaPayload = z
  .string({ error: 'Подтвердите, что вы не робот' })
  .min(1, 'Подтвердите, что вы не робот')
  .max(8000, 'Неверное подтверждение');

/**
 * How hard a «Я не робот» check is: level 1 for registration and the first login failures, and one level
 * more (twice the proof of work) as an account's failures grow. An account under attack costs its
 * attacker more per guess, while its owner still gets in, a few seconds later.
 */
export const ALTCHA_MAX_LEVEL = 4;
export const altchaLevel = z.coerce
  .number({ error: 'Уровень проверки — число от 1 до 4' })
  .int('Уровень проверки — число от 1 до 4')
  .min(1, 'Уровень проверки — число от 1 до 4')
  .max(ALTCHA_MAX_LEVEL, 'Уровень проверки — число от 1 до 4');
export const altchaQuery = z.object({ level: altchaLevel.default(1) });

/** `GET /api/altcha/`: an ALTCHA v2 proof-of-work challenge, signed by the server. */
export const altchaChallenge = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof altchaChallenge>;

const token = z.string().min(1);

/** Every successful sign-in answers with a fresh pair. */
export const tokenPair = z.object({
  res: z.literal(true),
  accessToken: token,
  refreshToken: token,
});
export type TokenPair = z.infer<typeof tokenPair>;

/** docs/spec.md §5: registration succeeds only when the success flag is there. */
export const registrationResponse = tokenPair.extend({ success: z.literal(true) });
export type RegistrationResponse = z.infer<typeof registrationResponse>;

export const loginBody = z.object({
  email: authEmail,
  password: z
    .string({ error: 'Укажите пароль' })
    .min(1, 'Укажите пароль')
    .max(PASSWORD_MAX_LENGTH, 'Неверная почта или пароль'),
  /** Required after 5 failed attempts for the email within an hour, of the level the refusal named. */
  altcha: altchaPayload.optional(),
});
export type LoginBody = z.input<typeof loginBody>;

/**
 * A refused login; `captcha: true` tells the client to show the ALTCHA widget and send its solution, of a
 * challenge of `captchaLevel` (`GET /api/altcha/?level=…`).
 */
export const loginFailure = z.object({
  res: z.literal(false),
  message: z.string(),
  captcha: z.boolean().optional(),
  captchaLevel: z.number().int().min(1).max(ALTCHA_MAX_LEVEL).optional(),
});
export type LoginFailure = z.infer<typeof loginFailure>;

/** `GET /api/verify/`: the access token is valid (signature, expiry and a live session). */
export const verifyResponse = z.object({
  res: z.literal(true),
  valid: z.literal(true),
  /** user id */
  id: z.number().int(),
  /** expiry, seconds since the epoch */
  exp: z.number().int(),
});
export type VerifyResponse = z.infer<typeof verifyResponse>;

export const passwordForgotBody = z.object({ email: authEmail, altcha: altchaPayload });
export type PasswordForgotBody = z.input<typeof passwordForgotBody>;

export const passwordResetBody = z.object({
  token: z
    .string({ error: 'Ссылка для смены пароля недействительна' })
    .min(20, 'Ссылка для смены пароля недействительна')
    .max(200, 'Ссылка для смены пароля недействительна'),
  password: newPassword,
});
export type PasswordResetBody = z.input<typeof passwordResetBody>;

/** A success with a Russian message to show. */
export const messageResponse = z.object({ res: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** A demo staff account the login page lists: who, in what role, and how to sign in. */
export const demoAccount = z.object({
  email: z.string(),
  password: z.string(),
  /** «Анна Смирнова» */
  name: z.string(),
  /** the position: «Менеджер», «Монтажник» */
  role: z.string(),
});
export type DemoAccount = z.infer<typeof demoAccount>;

/**
 * `GET /api/demo-login/`: the demo owner's credentials and the demo staff's, each only while that account
 * still has the demo password.
 */
export const demoLoginResponse = z.object({
  res: z.literal(true),
  demo: z.object({ email: z.string(), password: z.string() }).nullable(),
  staff: z.array(demoAccount),
});
export type DemoLoginResponse = z.infer<typeof demoLoginResponse>;
