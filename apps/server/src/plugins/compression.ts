import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers the browser can shrink: JSON, text (not the live event stream, which must reach the tab as it is
 * written), XML and SVG. PDF, XLSX, DOCX and images are compressed already; octet-stream is an uploaded
 * file of any kind.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/;

/**
 * Below this size a compressed answer saves less than its own cost on the server (a short call such as
 * GET /api/users/{id} is ≈ 1 KB and stays as it is).
 */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers (decision 0057): the first sync pull of the demo company was 497 KB of JSON
 * sent as it is, 2.5 s on the slow 4G Lighthouse assumes, where brotli makes it a tenth. Brotli at quality
 * 4 (the plugin's default: 11 costs the server ten times more for a few per cent) or gzip, whichever the
 * browser accepts. The SPA's files keep their copies compressed at build time: an answer that already has
 * a Content-Encoding is left alone. Request bodies are not unpacked: a compressed body reaches the JSON
 * parser as it is and is refused as bad JSON, so no client can send a small body that unpacks to a huge one.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    threshold: THRESHOLD_BYTES,
  });
}
