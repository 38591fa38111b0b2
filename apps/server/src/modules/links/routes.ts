import {
  clientLinkAnswer,
  clientLinkListAnswer,
  idParam,
  linkAcceptForm,
  linkChangesForm,
  linkCreateBody,
  linkListQuery,
  okBody,
} from '@glad/contracts';
import { snapshotBlocks } from '@glad/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blocksPdf } from '../../lib/blocks-pdf.js';
import { errors } from '../../lib/company-row-routes.js';
import { HttpError } from '../../lib/errors.js';
import { loadSecret } from '../../lib/secrets.js';
import { markedSession, STAFF_MARK_KEY_NAME, staffCompanyOf, staffMarkCookie } from '../../lib/staff-mark.js';
import { companyOf } from '../../plugins/auth.js';
import { registerStorage } from '../../plugins/storage.js';
import { errorPage, type Flash, linkPage, notFoundPage } from './page.js';
import {
  acceptLink,
  askChanges,
  createLink,
  findView,
  type LinkDeps,
  linkLogo,
  listLinks,
  openLink,
  revokeLink,
} from './service.js';

const tags = ['links'];
const deps = (app: FastifyInstance): LinkDeps => ({
  db: app.db,
  mail: app.mail,
  publicUrl: app.config.publicUrl,
});

/** links/ (issue 13 §2): the company makes, lists and revokes the links its clients open. */
export async function linkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  app.post(
    '/links/',
    { schema: { tags, body: linkCreateBody, response: { 200: clientLinkAnswer, ...errors } } },
    async (request) => ({
      res: true as const,
      content: await createLink(deps(app), request.auth, companyOf(request), request.body),
    }),
  );
  app.get(
    '/links/',
    { schema: { tags, querystring: linkListQuery, response: { 200: clientLinkListAnswer, ...errors } } },
    async (request) => ({
      res: true as const,
      content: await listLinks(deps(app), companyOf(request), request.query),
    }),
  );
  const markKey = await loadSecret(app.db, STAFF_MARK_KEY_NAME);
  app.post(
    '/links/mark/',
    {
      schema: {
        tags,
        summary: 'Пометить браузер сотрудника: его просмотры клиентских ссылок не засчитываются клиенту',
        response: { 200: okBody, ...errors },
      },
    },
    async (request, reply) => {
      const secure = app.config.publicUrl.startsWith('https:');
      reply.header('set-cookie', staffMarkCookie(markKey, request.auth.sessionId, secure));
      return { res: true as const };
    },
  );
  app.post(
    '/links/:id/revoke',
    { schema: { tags, params: idParam, response: { 200: clientLinkAnswer, ...errors } } },
    async (request) => ({
      res: true as const,
      content: await revokeLink(deps(app), companyOf(request), request.params.id),
    }),
  );
}

const tokenParam = z.object({ token: z.string().max(100) });
const FLASHES: Record<string, Flash> = {
  accepted: { kind: 'ok', text: 'Спасибо! Согласие записано, компания получила уведомление.' },
  changes: { kind: 'ok', text: 'Спасибо! Ваша просьба отправлена компании.' },
  already: { kind: 'error', text: 'Это уже согласовано: второй раз согласие не записывается.' },
};

const STAFF: Flash = {
  kind: 'ok',
  text: 'Вы вошли в «Гладь» как сотрудник этой компании: ваш просмотр не засчитывается как просмотр клиента.',
};

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** `/e/{token}`: the client's page, its PDF and logo, and the two answers, as plain HTML forms. */
export async function publicLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The forms post `application/x-www-form-urlencoded`; only these routes accept it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // Whatever goes wrong here is answered as a Russian page, never as the API's JSON.
  app.setErrorHandler((error, request, reply) => {
    const status =
      error instanceof HttpError ? error.statusCode : (error as { statusCode?: number }).statusCode;
    if (status === 404) return html(reply, 404, notFoundPage());
    if (status && status >= 400 && status < 500) {
      return html(reply, status, errorPage(error instanceof Error ? error.message : 'Проверьте адрес'));
    }
    request.log.error({ err: error }, 'client link page failed');
    return html(reply, 500, errorPage('Страница не открылась. Попробуйте ещё раз чуть позже.'));
  });
  registerStorage(app);
  const markKey = await loadSecret(app.db, STAFF_MARK_KEY_NAME);
  const limits = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get('/e/:token', { schema: { hide: true, params: tokenParam } }, async (request, reply) => {
    const viewer = await staffCompanyOf(app.db, markedSession(markKey, request.headers.cookie));
    const opened = await openLink(deps(app), request.params.token, viewer);
    if (!opened) return html(reply, 404, notFoundPage());
    const done = (request.query as Record<string, unknown>).done;
    const flash = typeof done === 'string' ? (FLASHES[done] ?? null) : null;
    return html(
      reply,
      200,
      linkPage(opened.view, request.params.token, flash ?? (opened.staff ? STAFF : null)),
    );
  });

  app.get('/e/:token/pdf', { schema: { hide: true, params: tokenParam } }, async (request, reply) => {
    const view = await findView(app.db, request.params.token);
    if (!view) return html(reply, 404, notFoundPage());
    const blocks =
      view.link.documentId === null && view.link.snapshot ? snapshotBlocks(view.link.snapshot) : view.blocks;
    const body = await blocksPdf(view.title, blocks);
    return reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="smeta.pdf"; filename*=UTF-8''${encodeURIComponent(`${view.title}.pdf`)}`,
      )
      .send(body);
  });

  app.get('/e/:token/logo', { schema: { hide: true, params: tokenParam } }, async (request, reply) => {
    const file = await linkLogo(app.db, request.params.token);
    const stored = file ? await app.storage.get(file.storageKey) : null;
    if (!file || !stored) return html(reply, 404, notFoundPage());
    return reply.type(file.mime).header('cache-control', 'private, max-age=3600').send(stored.stream);
  });

  async function answer(
    token: string,
    reply: FastifyReply,
    result: 'done' | 'already' | 'gone',
    done: string,
  ) {
    if (result === 'gone') return html(reply, 404, notFoundPage());
    return reply
      .status(303)
      .header('location', `/e/${token}?done=${result === 'done' ? done : 'already'}`)
      .send();
  }
  function formError(reply: FastifyReply, token: string, message: string) {
    return findView(app.db, token).then((view) =>
      view
        ? html(reply, 400, linkPage(view, token, { kind: 'error', text: message }))
        : html(reply, 404, notFoundPage()),
    );
  }

  app.post(
    '/e/:token/accept',
    { config: limits, schema: { hide: true, params: tokenParam } },
    async (request, reply) => {
      const form = linkAcceptForm.safeParse(request.body ?? {});
      if (!form.success)
        return formError(reply, request.params.token, form.error.issues[0]?.message ?? 'Проверьте форму');
      return answer(
        request.params.token,
        reply,
        await acceptLink(deps(app), request.params.token, form.data.name),
        'accepted',
      );
    },
  );

  app.post(
    '/e/:token/changes',
    { config: limits, schema: { hide: true, params: tokenParam } },
    async (request, reply) => {
      const form = linkChangesForm.safeParse(request.body ?? {});
      if (!form.success)
        return formError(reply, request.params.token, form.error.issues[0]?.message ?? 'Проверьте форму');
      return answer(
        request.params.token,
        reply,
        await askChanges(deps(app), request.params.token, form.data.comment),
        'changes',
      );
    },
  );
}
