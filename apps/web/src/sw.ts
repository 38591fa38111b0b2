/// <reference lib="webworker" />
// The service worker (decision 0026): the app's code precached in two stages, the pages from index.html
// offline, and control of the open tab on the first install so the first session already works offline.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isLaterCode, LATER_CODE_CACHE, PRECACHE_LATER } from './lib/sw-stages';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const entryUrl = (entry: PrecacheEntry | string) => (typeof entry === 'string' ? entry : entry.url);
const manifest = self.__WB_MANIFEST;

// Stage 1, while installing: the shell and every page. The PDF and Excel code (and the PDF's fonts) wait.
precacheAndRoute(manifest.filter((entry) => !isLaterCode(entryUrl(entry))));
cleanupOutdatedCaches();
// The login page is an entry of its own (decision 0056): answered with its page, as the server does.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('pages/login.html'), { allowlist: [/^\/login\/$/] }),
);
// The client's pages of links (/e/{token}) are the server's own HTML, never the app (decision 0041).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/e\//] }),
);

// Stage 2, once the app runs: the PDF and Excel code. Their names carry a hash, so the URL is the key.
const laterUrls = new Set(
  manifest
    .map(entryUrl)
    .filter(isLaterCode)
    .map((url) => new URL(url, self.location.href).href),
);

async function precacheLaterCode(): Promise<void> {
  const cache = await caches.open(LATER_CODE_CACHE);
  for (const url of laterUrls) {
    if (await cache.match(url)) continue;
    const response = await fetch(url, { credentials: 'same-origin' });
    if (response.ok) await cache.put(url, response);
  }
}

let laterRun: Promise<void> | undefined;
function runLaterStage(): Promise<void> {
  laterRun ??= precacheLaterCode().finally(() => {
    laterRun = undefined;
  });
  return laterRun;
}

registerRoute(
  ({ url }) => laterUrls.has(url.href),
  async ({ request }) => {
    const cache = await caches.open(LATER_CODE_CACHE);
    const cached = await cache.match(request.url);
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok) await cache.put(request.url, response.clone());
    return response;
  },
);

// Evaluated when this version's script first runs: no active worker means nothing older to replace.
const replacesNothing = self.registration.active === null;

self.addEventListener('activate', (event) => {
  // the first install takes the open tab at once; an update waits for the user's «Обновить» (SKIP_WAITING)
  if (replacesNothing) event.waitUntil(self.clients.claim());
  event.waitUntil(
    caches.open(LATER_CODE_CACHE).then(async (cache) => {
      for (const request of await cache.keys()) if (!laterUrls.has(request.url)) await cache.delete(request);
    }),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data?.type === PRECACHE_LATER) {
    event.waitUntil(runLaterStage().then(() => event.ports[0]?.postMessage({ type: PRECACHE_LATER })));
  }
});
