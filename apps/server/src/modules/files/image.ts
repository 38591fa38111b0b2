import type { ImageMime } from '@glad/contracts';
import { sanitizeSvg } from './svg.js';

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);

/** How far into a file its `<svg` tag is looked for (past a prologue, comments and a doctype). */
const SVG_TAG_WITHIN = 4096;
/** Markup with an `<svg` tag near its start means to be SVG; svg.ts decides whether it is one. */
const looksSvg = (text: string) => /^\s*</.test(text) && /<svg[\s>/]/i.test(text.slice(0, SVG_TAG_WITHIN));
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The image to store: the uploaded bytes, or for an SVG the drawing written out again (svg.ts). */
export type ImageCheck =
  | { ok: true; mime: ImageMime; ext: string; data: Buffer }
  | { ok: false; message: string };

function detectSvg(buf: Buffer): ImageCheck | null {
  let text: string;
  try {
    text = utf8.decode(buf).replace(/^\uFEFF/, '');
  } catch {
    const latin = buf.toString('latin1');
    return looksSvg(latin) ? { ok: false, message: 'Сохраните SVG в кодировке UTF-8' } : null;
  }
  if (!looksSvg(text)) return null;
  const svg = sanitizeSvg(text);
  return svg.ok ? { ok: true, mime: 'image/svg+xml', ext: 'svg', data: svg.data } : svg;
}

/**
 * What the bytes really are: PNG, JPEG, WebP or an SVG that is nothing but a drawing; the declared type is
 * not trusted.
 */
export function detectImage(buf: Buffer): ImageCheck {
  if (buf.length >= 8 && startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { ok: true, mime: 'image/png', ext: 'png', data: buf };
  }
  if (buf.length >= 3 && startsWith(buf, [0xff, 0xd8, 0xff]))
    return { ok: true, mime: 'image/jpeg', ext: 'jpg', data: buf };
  if (
    buf.length >= 12 &&
    buf.toString('latin1', 0, 4) === 'RIFF' &&
    buf.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return { ok: true, mime: 'image/webp', ext: 'webp', data: buf };
  }
  const svg = detectSvg(buf);
  if (svg) return svg;
  return { ok: false, message: 'Файл не похож на изображение PNG, JPEG, WebP или SVG' };
}
