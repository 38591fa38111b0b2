/**
 * The service worker's two precache stages (decision 0026), shared by the worker (src/sw.ts) and the page
 * that starts the second one.
 */

/** The cache of stage 2: the PDF and Excel code, fetched once the app runs. */
export const LATER_CODE_CACHE = 'glad-later-code';

/** The message that starts stage 2 (answered on the message's port when it is done). */
export const PRECACHE_LATER = 'PRECACHE_LATER';

/** The PDF and Excel chunks and the PDF's fonts: needed only for a document, so precached after the rest. */
export function isLaterCode(url: string): boolean {
  return /(^|\/)assets\/(pdf|xlsx)-[\w-]+\.js$/.test(url) || /(^|\/)assets\/[^/]+\.ttf$/.test(url);
}

/** Asks the active service worker for stage 2; resolves when the worker says it is done. */
export function precacheLaterCode(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: PRECACHE_LATER }, [channel.port2]);
  });
}
