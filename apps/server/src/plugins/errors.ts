import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors.js';

const byCode: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип данных запроса',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Неверный формат JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело запроса',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Неверная длина запроса',
  FST_ERR_ASYNC_CONSTRAINT: 'Неверный запрос',
  FST_ERR_BAD_URL: 'Неверный адрес запроса',
};

/** One error body for every failure: `{ res: false, message }`, with a Russian message; 4xx for bad input. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ res: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const text = issue?.message ?? 'неверное значение';
      const message = field ? `Неверные данные (${field}): ${text}` : `Неверные данные: ${text}`;
      return reply.status(400).send({ res: false, message });
    }
    if (error.validation) {
      return reply.status(400).send({ res: false, message: 'Неверные данные запроса' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ res: false, message: 'Слишком много запросов, попробуйте позже' });
    }
    if (status >= 400 && status < 500) {
      const message = (error.code && byCode[error.code]) || 'Неверный запрос';
      return reply.status(status).send({ res: false, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ res: false, message: 'Внутренняя ошибка сервера' });
  });
}
