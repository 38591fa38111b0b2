import {
  altchaChallenge,
  altchaQuery,
  demoLoginResponse,
  errorBody,
  loginBody,
  loginFailure,
  okBody,
  REFRESH_ATTEMPT_HEADER,
  registrationBody,
  registrationResponse,
  tokenPair,
  verifyResponse,
} from '@glad/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { bearerToken } from '../../plugins/auth.js';
import { captchaMessage } from '../../plugins/captcha.js';
import { createDemoCheck } from './demo.js';
import { login } from './login.js';
import { rateLimits } from './rate-limits.js';
import { rotateRefreshToken } from './refresh.js';
import { register } from './register.js';
import { revokeSession, type SessionMeta } from './sessions.js';

const tags = ['auth'];
const meta = (request: FastifyRequest): SessionMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Sign-in: ALTCHA challenges, registration, login, token refresh, logout, token check, demo login. */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const demoLogins = createDemoCheck(app);

  app.get(
    '/altcha/',
    {
      config: { rateLimit: rateLimits.altcha },
      schema: {
        tags,
        summary: 'Задача ALTCHA «Я не робот»',
        description:
          '`level` (1–4): уровень, который назвал отказ во входе (`captchaLevel`); каждый вдвое труднее.',
        querystring: altchaQuery,
        response: { 200: altchaChallenge, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.captcha.challenge(request.query.level);
    },
  );

  app.post(
    '/registration/',
    {
      config: { rateLimit: rateLimits.registration },
      schema: {
        tags,
        summary: 'Регистрация компании и её владельца',
        body: registrationBody,
        response: { 200: registrationResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { altcha, ...input } = request.body;
      const check = await app.captcha.verify(altcha);
      if (check !== 'ok') throw badRequest(captchaMessage(check));
      const tokens = await register(app, input, meta(request));
      return { success: true as const, res: true as const, ...tokens };
    },
  );

  app.post(
    '/login/',
    {
      config: { rateLimit: rateLimits.login },
      schema: {
        tags,
        summary: 'Вход по почте и паролю',
        description:
          'Неверная почта или пароль — 401 с `res: false`. После 5 неудачных попыток за час для почты ' +
          'нужно решённое ALTCHA уровня `captchaLevel` (`captcha: true` в ответе); с числом неудач уровень ' +
          'растёт и ответ приходит позже, но верный пароль с решённой проверкой впускает всегда.',
        body: loginBody,
        response: { 200: tokenPair, 400: errorBody, 401: loginFailure, 403: loginFailure, 429: errorBody },
      },
    },
    async (request, reply) => {
      const outcome = await login(app, request.body, meta(request));
      if (!outcome.ok) {
        const { status, message, captchaLevel } = outcome;
        const captcha = captchaLevel ? { captcha: true, captchaLevel } : {};
        return reply.code(status).send({ res: false as const, message, ...captcha });
      }
      return { res: true as const, accessToken: outcome.accessToken, refreshToken: outcome.refreshToken };
    },
  );

  app.post(
    '/refresh/',
    {
      config: { rateLimit: rateLimits.refresh },
      schema: {
        tags,
        summary: 'Новая пара токенов по refresh-токену (в заголовке Authorization: Bearer)',
        response: { 200: tokenPair, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('Нет refresh-токена, войдите снова');
      const attempt = request.headers[REFRESH_ATTEMPT_HEADER];
      const outcome = await rotateRefreshToken(
        app,
        token,
        typeof attempt === 'string' && attempt.length <= 200 ? attempt : undefined,
      );
      if (!outcome.ok) throw unauthorized(outcome.message);
      return { res: true as const, accessToken: outcome.accessToken, refreshToken: outcome.refreshToken };
    },
  );

  app.get(
    '/logout/',
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: 'Выход: сессия отзывается', response: { 200: okBody, 401: errorBody } },
    },
    async (request) => {
      await revokeSession(app.db, request.auth.sessionId);
      return { res: true as const };
    },
  );

  app.get(
    '/verify/',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Действителен ли access-токен',
        response: { 200: verifyResponse, 401: errorBody },
      },
    },
    async (request) => {
      // requireAuth has checked the token and its session; read its expiry for the answer.
      const claims = await app.tokens.verifyAccess(bearerToken(request) ?? '');
      if (!claims) throw unauthorized('Сессия истекла');
      return { res: true as const, valid: true as const, id: claims.id, exp: claims.exp };
    },
  );

  app.get(
    '/demo-login/',
    {
      schema: {
        tags,
        summary: 'Демо-входы для страницы входа: владелец и сотрудники, пока у них демо-пароль',
        response: { 200: demoLoginResponse },
      },
    },
    async () => ({ res: true as const, ...(await demoLogins()) }),
  );
}
