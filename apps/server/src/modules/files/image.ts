import type { ImageMime } from '@glad/contracts';

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);

const SVG_START =
  /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
/** Anything that could run code when the SVG is opened on its own. */
const SVG_ACTIVE = /<script|<foreignobject|<iframe|<embed|<object|\son[a-z]+\s*=|javascript:|<!entity/i;

export type ImageCheck = { ok: true; mime: ImageMime; ext: string } | { ok: false; message: string };

/** What the bytes really are: PNG, JPEG, WebP or a script-free SVG; the declared type is not trusted. */
export function detectImage(buf: Buffer): ImageCheck {
  if (buf.length >= 8 && startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { ok: true, mime: 'image/png', ext: 'png' };
  }
  if (buf.length >= 3 && startsWith(buf, [0xff, 0xd8, 0xff]))
    return { ok: true, mime: 'image/jpeg', ext: 'jpg' };
  if (
    buf.length >= 12 &&
    buf.toString('latin1', 0, 4) === 'RIFF' &&
    buf.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return { ok: true, mime: 'image/webp', ext: 'webp' };
  }
  if (!buf.includes(0)) {
    const text = buf.toString('utf8').replace(/^\uFEFF/, '');
    if (SVG_START.test(text)) {
      if (SVG_ACTIVE.test(text))
        return { ok: false, message: 'SVG со скриптами или ссылками на код не принимается' };
      return { ok: true, mime: 'image/svg+xml', ext: 'svg' };
    }
  }
  return { ok: false, message: 'Файл не похож на изображение PNG, JPEG, WebP или SVG' };
}
