import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors.js';

const byCode: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип данных запроса',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Неверный формат JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело запроса',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Неверная длина запроса',
  FST_ERR_ASYNC_CONSTRAINT: 'Неверный запрос',
  FST_ERR_BAD_URL: 'Неверный адрес запроса: ошибка в кодировке символов',
  FST_ERR_MAX_PARAM_LENGTH: 'Слишком длинный адрес запроса',
};

/** The longest path parameter the router takes (an id, a token): longer ones are a 414. */
export const MAX_PARAM_LENGTH = 200;

/**
 * Whether an /api/ path holds a segment longer than MAX_PARAM_LENGTH. With the SPA served, the static
 * files' wildcard route catches such a path before the router's own check, so the not-found handler asks
 * this and answers as the router would without the SPA.
 */
export function overLongApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/api/') && path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH);
}

export function answerOverLongPath(reply: FastifyReply) {
  return reply.status(414).send({ res: false, message: byCode.FST_ERR_MAX_PARAM_LENGTH });
}

/**
 * Errors the router answers before any route (a URL that is not valid percent-encoding, a path parameter
 * over `maxParamLength`): Fastify's `frameworkErrors` option, so they get our body and a Russian message.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message = (error.code && byCode[error.code]) || 'Неверный запрос';
  return reply.status(status).send({ res: false, message });
}

/** Errors of the HTTP parser itself (a broken request line, headers too large, too slow a request). */
const clientErrors: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Слишком большие заголовки запроса'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Запрос не пришёл целиком вовремя'],
};

/**
 * Fastify's `clientErrorHandler`: the socket gets a complete answer with our body, then is closed. Its
 * default writes an English body and counts the length in characters, not bytes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = clientErrors[error.code ?? ''] ?? [400, 'Bad Request', 'Неверный запрос'];
  const body = JSON.stringify({ res: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

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
