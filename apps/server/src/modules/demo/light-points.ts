import { type LightPoint, type LightPointKind, type Point, pointInPolygon } from '@glad/domain';

/**
 * Where the demo rooms get their light: a chandelier in the middle of a living room or a bedroom, rows of
 * spots in kitchens, corridors and bathrooms, a riser pipe in a bathroom. Placed on a grid inside the
 * outline (mm, the outline's coordinates), each where a measurer would mark it.
 */

interface Lighting {
  chandelier?: boolean;
  /** spots across × along, evenly inside the room */
  spots?: [number, number];
  pipe?: boolean;
}

const lighting: Record<string, Lighting> = {
  Гостиная: { chandelier: true, spots: [3, 2] },
  Зал: { spots: [4, 3] },
  Холл: { chandelier: true, spots: [2, 2] },
  Спальня: { chandelier: true },
  Детская: { chandelier: true, spots: [2, 2] },
  Кабинет: { chandelier: true, spots: [2, 1] },
  Кухня: { spots: [3, 2], pipe: true },
  'Кухня-гостиная': { chandelier: true, spots: [4, 2] },
  Мансарда: { spots: [3, 3] },
  Коридор: { spots: [1, 4] },
  Прихожая: { spots: [2, 2] },
  Ванная: { spots: [2, 2], pipe: true },
  Санузел: { spots: [1, 2], pipe: true },
  Балкон: { spots: [2, 1] },
};

/** Spots keep this far from the walls (a fixture needs room for its housing). */
const WALL_GAP_MM = 500;
/** A pipe rises this far from the corner it runs in. */
const PIPE_GAP_MM = 150;

const round10 = (v: number) => Math.round(v / 10) * 10;

function box(points: readonly Point[]) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** `n` evenly spaced positions between a and b (the middle for one). */
function spread(a: number, b: number, n: number): number[] {
  if (n <= 1) return [(a + b) / 2];
  return Array.from({ length: n }, (_, i) => a + ((b - a) * i) / (n - 1));
}

export function demoLightPoints(roomName: string, corners: readonly Point[]): LightPoint[] {
  const plan = lighting[roomName] ?? { chandelier: true };
  const { x0, y0, x1, y1 } = box(corners);
  const out: LightPoint[] = [];
  const numbers: Record<LightPointKind, number> = { spot: 0, chandelier: 0, pipe: 0 };
  const add = (kind: LightPointKind, at: Point) => {
    const p = { x: round10(at.x), y: round10(at.y) };
    if (!pointInPolygon(p, corners)) return;
    numbers[kind] += 1;
    out.push({ id: `${kind}-${numbers[kind]}`, kind, ...p });
  };
  if (plan.chandelier) add('chandelier', { x: (x0 + x1) / 2, y: (y0 + y1) / 2 });
  if (plan.spots) {
    const [across, along] = plan.spots;
    for (const y of spread(y0 + WALL_GAP_MM, y1 - WALL_GAP_MM, along)) {
      for (const x of spread(x0 + WALL_GAP_MM, x1 - WALL_GAP_MM, across)) {
        // a chandelier in the middle leaves the middle spot out
        if (plan.chandelier && Math.abs(x - (x0 + x1) / 2) < 1 && Math.abs(y - (y0 + y1) / 2) < 1) continue;
        add('spot', { x, y });
      }
    }
  }
  if (plan.pipe) add('pipe', { x: x0 + PIPE_GAP_MM, y: y0 + PIPE_GAP_MM });
  return out;
}
