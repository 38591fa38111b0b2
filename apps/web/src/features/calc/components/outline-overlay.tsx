import { type LightPoint, type LightPointKind, lightPointSymbol, type Point, sideName } from '@glad/domain';
import type { MouseEvent } from 'react';
import { sideChain } from '../model/layout';
import type { Solved } from '../model/solve';
import classes from './calc.module.css';

/** The reading being typed, drawn over its wall or diagonal, so a measurer sees which one it is. */
export function TypingMark({
  name,
  points,
  outline,
  positions,
  solved,
  scale,
}: {
  name: string | null;
  points: readonly Point[];
  outline: readonly Point[];
  positions: readonly number[];
  solved: Solved;
  scale: number;
}) {
  if (!name) return null;
  const n = points.length;
  const side = points.findIndex((_, i) => sideName(i, n) === name);
  if (side >= 0) {
    return (
      <polyline
        data-typing={name}
        points={sideChain(side, positions, outline)
          .map((p) => `${p.x},${p.y}`)
          .join(' ')}
        className={classes.typing}
        strokeWidth={7 / scale}
        strokeLinecap="round"
      />
    );
  }
  const row = solved.diagonals.find((r) => r.name === name);
  const p = row && points[row.i];
  const q = row && points[row.j];
  if (!p || !q) return null;
  return (
    <line
      data-typing={name}
      x1={p.x}
      y1={p.y}
      x2={q.x}
      y2={q.y}
      className={classes.typing}
      strokeWidth={5 / scale}
      strokeLinecap="round"
    />
  );
}

/** Spots, chandeliers and pipes on the drawing, with the symbols of the printed sketch. */
export function PointsLayer({ points, scale }: { points: readonly LightPoint[]; scale: number }) {
  const r = 7 / scale;
  return (
    <g
      data-testid="light-points"
      className={classes.points}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the domain's symbols, built from numbers only
      dangerouslySetInnerHTML={{ __html: points.map((p) => lightPointSymbol(p.kind, p.x, p.y, r)).join('') }}
    />
  );
}

/** While a kind is being placed, the whole drawing takes taps: each one places a point where it lands. */
export function PlaceLayer({
  placing,
  box,
  toMm,
  onPlace,
}: {
  placing: LightPointKind | null;
  box: { x: number; y: number; w: number; h: number };
  toMm: (clientX: number, clientY: number) => Point | null;
  onPlace: (at: Point) => void;
}) {
  if (!placing) return null;
  const click = (event: MouseEvent<SVGRectElement>) => {
    const at = toMm(event.clientX, event.clientY);
    if (at) onPlace(at);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap's place is the input; the keyboard's way is the typed coordinates beside the drawing
    <rect
      data-testid="place-layer"
      x={box.x}
      y={box.y}
      width={box.w}
      height={box.h}
      fill="transparent"
      style={{ cursor: 'crosshair' }}
      onClick={click}
    />
  );
}
