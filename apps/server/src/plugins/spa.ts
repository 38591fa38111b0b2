import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { answerOverLongPath, overLongApiPath } from './errors.js';

/**
 * Pages with an HTML of their own beside index.html, naming their code for the browser to fetch beside the
 * entry: the build's `pages/<name>.html` (apps/web/build/page-html.ts, decision 0053) answers `/<name>/`, so
 * the build's list of such pages is the only one. A build without them serves index.html everywhere.
 */
function pageFilesOf(root: string): Map<string, string> {
  const dir = path.join(root, 'pages');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => [`/${file.slice(0, -'.html'.length)}/`, `pages/${file}`]),
  );
}

/**
 * Serves the built SPA; every non-API path without a file gets index.html (history fallback). Hashed assets
 * are immutable for a year, the HTML and the service worker `no-cache` (decision 0026).
 */
export async function registerSpa(app: FastifyInstance) {
  const root = app.config.webDist;
  const hasSpa = existsSync(path.join(root, 'index.html'));
  const pageFiles = pageFilesOf(root);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      // `.br` / `.gz` made at build time (apps/web/build/precompress.ts), chosen by Accept-Encoding
      preCompressed: true,
      // without this `send` writes its own `public, max-age=0` over the one setHeaders chose
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // the answer depends on Accept-Encoding whenever a compressed copy may exist: caches must key on it
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    // With `index: false` the static plugin answers the root directory with 403: `/` is the SPA too.
    app.get('/', { schema: { hide: true } }, (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (overLongApiPath(request.url)) return answerOverLongPath(reply);
    if (isApi || !hasSpa || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ res: false, message: 'Адрес не найден' });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(pageFiles.get(request.url.split('?')[0] ?? '') ?? 'index.html');
  });
}
