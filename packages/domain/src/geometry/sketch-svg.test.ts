import { describe, expect, it } from 'vitest';
import { buildOutline } from './outline.js';
import { sketchSvg } from './sketch-svg.js';

const rectangle = buildOutline({
  sides: [5200, 3800, 5200, 3800],
  diagonals: [{ from: 'A', to: 'C', length: 6440.5 }],
});
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('sketchSvg', () => {
  it('draws letters, wall lengths in centimetres and the area and perimeter caption', () => {
    const svg = sketchSvg(rectangle);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<title>Эскиз помещения</title>');
    expect(texts(svg)).toEqual([
      'A',
      'B',
      'C',
      'D',
      '520',
      '380',
      '520',
      '380',
      'Площадь 19,76\u00a0м² · Периметр 18,00 м',
    ]);
    expect(svg).toContain('<path d="M0 0 L5200 0 L5200 3800 L0 3800 Z"');
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it('puts letters and lengths outside the room', () => {
    const svg = sketchSvg(rectangle);
    const at = (label: string) => {
      const match = new RegExp(`<text x="([-\\d.]+)" y="([-\\d.]+)"[^>]*>${label}</text>`).exec(svg)!;
      return { x: Number(match[1]), y: Number(match[2]) };
    };
    expect(at('A').x).toBeLessThan(0);
    expect(at('A').y).toBeLessThan(0);
    expect(at('C').x).toBeGreaterThan(5200);
    expect(at('C').y).toBeGreaterThan(3800);
  });

  it('labels a curved wall with its length along the arc', () => {
    const curved = buildOutline({
      sides: [4000, 3000, 4000, 3000],
      diagonals: [{ from: 'A', to: 'C', length: 5000 }],
      curvedWalls: [{ side: 1, sagitta: 500 }],
    });
    // Arc of chord 3000 and sagitta 500: 2500 × 2·asin 0,6 = 3217,5 mm.
    expect(texts(sketchSvg(curved))).toContain('⌒321,8');
  });

  it('escapes the title, sizes on request, leaves the caption out on request', () => {
    const svg = sketchSvg(rectangle, { title: 'Кухня <1> & "2"', widthPx: 600, caption: false });
    expect(svg).toContain('<title>Кухня &lt;1&gt; &amp; &quot;2&quot;</title>');
    expect(svg).toMatch(/ width="600" height="\d+"/);
    expect(svg).not.toContain('Площадь');
  });

  it('gives an empty drawing for an outline that could not be built', () => {
    const svg = sketchSvg(buildOutline({ sides: [1000] }));
    expect(svg).toContain('<title>Эскиз помещения</title>');
    expect(texts(svg)).toEqual([]);
  });
});

describe('light points on the sketch', () => {
  it('marks each point with the symbol of its kind, where it stands', () => {
    const room = buildOutline({ sides: [5200, 3800, 5200, 3800], orthogonal: true });
    const svg = sketchSvg(room, {
      lightPoints: [
        { id: 'a', kind: 'spot', x: 1000, y: 1000 },
        { id: 'b', kind: 'chandelier', x: 2600, y: 1900 },
        { id: 'c', kind: 'pipe', x: 5000, y: 3600 },
      ],
    });
    expect(svg).toContain('<circle cx="1000" cy="1000"');
    expect(svg).toMatch(/<g stroke="#1f2937"[^>]*><circle cx="2600" cy="1900"/);
    expect(svg).toMatch(/<rect x="[\d.]+" y="[\d.]+"[^>]*fill="#9ca3af"/);
    expect(sketchSvg(room)).not.toContain('<circle');
  });
});
