import { errorBody, messageResponse, passwordForgotBody, passwordResetBody } from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors.js';
import { captchaMessage } from '../../plugins/captcha.js';
import { FORGOT_ANSWER, RESET_DONE, requestPasswordReset, resetPassword } from './password-reset.js';
import { rateLimits } from './rate-limits.js';

const tags = ['auth'];

/** Password recovery by a single-use link sent by mail. */
export async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/password/forgot/',
    {
      config: { rateLimit: rateLimits.passwordForgot },
      schema: {
        tags,
        summary: 'Письмо со ссылкой для смены пароля',
        description: 'Отвечает одинаково, есть такая почта или нет.',
        body: passwordForgotBody,
        response: { 200: messageResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const check = await app.captcha.verify(request.body.altcha);
      if (check !== 'ok') throw badRequest(captchaMessage(check));
      await requestPasswordReset(app, request.body.email);
      return { res: true as const, message: FORGOT_ANSWER };
    },
  );

  app.post(
    '/password/reset/',
    {
      config: { rateLimit: rateLimits.passwordReset },
      schema: {
        tags,
        summary: 'Новый пароль по ссылке из письма; все сессии пользователя завершаются',
        body: passwordResetBody,
        response: { 200: messageResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await resetPassword(app, request.body.token, request.body.password);
      return { res: true as const, message: RESET_DONE };
    },
  );
}
