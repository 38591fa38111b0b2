/**
 * The room sketch as an SVG string (docs/design.md §3): the outline, corner letters outside the corners, each
 * wall's length in centimetres outside the wall, and a caption with area and perimeter. Plain text, no
 * DOM, so the same sketch goes on screen, into estimates and into PDFs. Drawn in millimetres with y down,
 * exactly as the outline is stored.
 */
import { formatArea, formatNumber } from '../format/index.js';
import { arcMeasure } from './curved.js';
import { cornerLetter } from './letters.js';
import type { LightPoint, LightPointKind } from './light-points.js';
import { signedArea } from './polygon.js';
import type { OutlineResult, Point } from './types.js';

export interface SketchOptions {
  /** Pixel width written on the root element (height follows the drawing); without it only a viewBox. */
  widthPx?: number;
  /** Accessible name; default «Эскиз помещения». */
  title?: string;
  /** Default true: the area and perimeter line under the drawing. */
  caption?: boolean;
  /** Spots, chandeliers and pipes to mark on the plan, each kind with its own symbol. */
  lightPoints?: readonly LightPoint[];
}

/**
 * The symbol of a light point, centred on (x, y) with radius r: a spot is a filled dot, a chandelier a
 * ring with a cross, a pipe a square — told apart without colour (a printout is black and white).
 */
export function lightPointSymbol(kind: LightPointKind, x: number, y: number, r: number): string {
  const c = `cx="${n2(x)}" cy="${n2(y)}"`;
  const w = n2(r / 4);
  switch (kind) {
    case 'spot':
      return `<circle ${c} r="${n2(r * 0.6)}" fill="#1f2937"/>`;
    case 'chandelier':
      return `<g stroke="#1f2937" stroke-width="${w}" fill="none"><circle ${c} r="${n2(r)}"/><path d="M${n2(x - r)} ${n2(y)} H${n2(x + r)} M${n2(x)} ${n2(y - r)} V${n2(y + r)}"/></g>`;
    case 'pipe':
      return `<rect x="${n2(x - r * 0.7)}" y="${n2(y - r * 0.7)}" width="${n2(r * 1.4)}" height="${n2(r * 1.4)}" fill="#9ca3af" stroke="#1f2937" stroke-width="${w}"/>`;
  }
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n2 = (value: number) => (Math.round(value * 10) / 10 + 0).toString();
const unit = (x: number, y: number): Point => {
  const length = Math.hypot(x, y) || 1;
  return { x: x / length, y: y / length };
};

/** Indices in `outline` where each corner of `points` sits (outline = corners plus arc points, in order). */
function cornerPositions(result: OutlineResult): number[] {
  const positions: number[] = [];
  let k = 0;
  for (const p of result.points) {
    while (k < result.outline.length && (result.outline[k]!.x !== p.x || result.outline[k]!.y !== p.y)) k++;
    positions.push(k);
  }
  return positions;
}

export function sketchSvg(result: OutlineResult, options: SketchOptions = {}): string {
  const { points, outline } = result;
  const title = escapeXml(options.title ?? 'Эскиз помещения');
  if (points.length < 3) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20" role="img"><title>${title}</title></svg>`;
  }
  const n = points.length;
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX;
  const spanY = Math.max(...ys) - minY;
  const font = Math.max(Math.max(spanX, spanY) / 26, 60);
  const margin = font * 3.2;
  const sense = signedArea(points) < 0 ? -1 : 1;
  const positions = cornerPositions(result);
  const texts: string[] = [];

  points.forEach((p, i) => {
    const a = unit(points[(i + n - 1) % n]!.x - p.x, points[(i + n - 1) % n]!.y - p.y);
    const b = unit(points[(i + 1) % n]!.x - p.x, points[(i + 1) % n]!.y - p.y);
    const angle = result.angles[i] ?? 90;
    // Away from the room: against the bisector at an ordinary corner, along it at a jutting one.
    let out = unit(-(a.x + b.x), -(a.y + b.y));
    if (Math.hypot(a.x + b.x, a.y + b.y) < 1e-6) out = { x: sense * b.y, y: -sense * b.x };
    else if (angle > 180) out = { x: -out.x, y: -out.y };
    const at = { x: p.x + out.x * font * 0.9, y: p.y + out.y * font * 0.9 };
    texts.push(`<text x="${n2(at.x)}" y="${n2(at.y)}" font-weight="700">${cornerLetter(i)}</text>`);
  });

  for (let i = 0; i < n; i++) {
    const from = positions[i]!;
    const to = i + 1 < n ? positions[i + 1]! : outline.length;
    const chain = [...outline.slice(from, to + 1), ...(i + 1 < n ? [] : [outline[0]!])];
    const p = points[i]!;
    const q = points[(i + 1) % n]!;
    const d = unit(q.x - p.x, q.y - p.y);
    const out = { x: sense * d.y, y: -sense * d.x };
    let label = formatNumber((result.sides[i] ?? 0) / 10, { maxFractionDigits: 1 });
    let mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
    if (chain.length > 2) {
      // A curved wall: its middle point is the arc's deepest (the chain has an even number of pieces); that
      // gives back the sagitta and so the exact arc length for the label.
      mid = chain[Math.floor(chain.length / 2)]!;
      const sagitta = Math.abs((mid.x - p.x) * d.y - (mid.y - p.y) * d.x);
      const { length } = arcMeasure(result.sides[i] ?? Math.hypot(q.x - p.x, q.y - p.y), sagitta);
      label = `⌒${formatNumber(length / 10, { maxFractionDigits: 1 })}`;
    }
    // Horizontal text needs more room beside a vertical wall than above a horizontal one.
    const offset = font * (0.75 + 1.3 * Math.abs(out.x));
    texts.push(
      `<text x="${n2(mid.x + out.x * offset)}" y="${n2(mid.y + out.y * offset)}">${escapeXml(label)}</text>`,
    );
  }

  const caption = options.caption ?? true;
  const captionHeight = caption ? font * 2 : 0;
  const box = {
    x: minX - margin,
    y: minY - margin,
    w: spanX + 2 * margin,
    h: spanY + 2 * margin + captionHeight,
  };
  if (caption) {
    const text = `Площадь ${formatArea(result.area)} · Периметр ${formatNumber(result.perimeter, { fractionDigits: 2 })} м`;
    texts.push(
      `<text x="${n2(minX + spanX / 2)}" y="${n2(minY + spanY + margin + font)}">${escapeXml(text)}</text>`,
    );
  }
  const symbols = (options.lightPoints ?? []).map((p) => lightPointSymbol(p.kind, p.x, p.y, font * 0.5));
  const path = `M${outline.map((p) => `${n2(p.x)} ${n2(p.y)}`).join(' L')} Z`;
  const size = options.widthPx
    ? ` width="${options.widthPx}" height="${Math.round((options.widthPx * box.h) / box.w)}"`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n2(box.x)} ${n2(box.y)} ${n2(box.w)} ${n2(box.h)}"${size} role="img">`,
    `<title>${title}</title>`,
    `<path d="${path}" fill="#eef3fb" stroke="#1f2937" stroke-width="${n2(font / 8)}" stroke-linejoin="round"/>`,
    ...symbols,
    `<g font-family="Roboto, Arial, sans-serif" font-size="${n2(font)}" fill="#111827" text-anchor="middle" dominant-baseline="central">`,
    ...texts,
    '</g>',
    '</svg>',
  ].join('');
}
