/**
 * zod builds an object's parser with `new Function` unless told not to; our Content-Security-Policy has no
 * 'unsafe-eval', so the browser refuses it and reports a violation on every page that parses (Lighthouse's
 * best practices lose points for it). zod reads its settings from `globalThis.__zod_globalConfig`, shared
 * by every copy of zod (zod/v4/core/core.js keeps an object already there), when a schema is built: set
 * here, first in the entry, before any schema loads. Importing zod's `config` instead would bring zod's
 * utilities into every page (3.6 KiB gzip, decision 0038).
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
