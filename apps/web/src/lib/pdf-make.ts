/**
 * pdfmake set up once for every PDF the app makes in the browser (estimates, receipts): the two Roboto files
 * (Cyrillic) are build assets the service worker precaches, and nothing but the app's own files may be
 * fetched — a sketch or a logo can never make a PDF call another address. Imported only by the lazily
 * loaded PDF modules, so pdfmake stays out of every page's first load.
 */
import medium from 'pdfmake/build/fonts/Roboto/Roboto-Medium.ttf?url';
import regular from 'pdfmake/build/fonts/Roboto/Roboto-Regular.ttf?url';
import pdfMake from 'pdfmake/build/pdfmake.min.js';

let ready = false;

/** pdfmake with the app's fonts and its same-origin rule, set up on the first call. */
export function pdfMaker(): typeof pdfMake {
  if (!ready) {
    const at = (url: string) => new URL(url, window.location.href).href;
    pdfMake.setFonts({
      Roboto: { normal: at(regular), bold: at(medium), italics: at(regular), bolditalics: at(medium) },
    });
    pdfMake.setUrlAccessPolicy((url) => new URL(url, window.location.href).origin === window.location.origin);
    ready = true;
  }
  return pdfMake;
}
