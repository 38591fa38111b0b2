/**
 * Russian texts of geometry problems. Lengths are said in centimetres, as measurers say them, through the
 * shared ru-RU formatting. Kept here (not in the app) so every client shows the same words.
 */
import { formatLengthCm, formatNumber, pluralRu } from '../format/index.js';
import type { Problem } from './types.js';

const cm = formatLengthCm;

function degrees(value: number): string {
  return `${formatNumber(value, { maxFractionDigits: 1 })}°`;
}

export const problem = {
  invalid(message: string, where: string[] = []): Problem {
    return { code: 'invalid-input', message, where };
  },
  notEnough(count: number, guess: 'sketch' | 'convex'): Problem {
    const basis = guess === 'sketch' ? 'по эскизу' : 'как выпуклая комната';
    return {
      code: 'not-enough-measurements',
      message: `Замеров не хватает, чтобы построить комнату: нужно ещё ${count} ${pluralRu(count, ['диагональ', 'диагонали', 'диагоналей'])}. Пока недостающее достроено ${basis}.`,
      where: [],
    };
  },
  cannotClose(longest: string, length: number, others: number): Problem {
    return {
      code: 'triangle-impossible',
      message: `Комната с такими сторонами не замкнётся: сторона ${longest} (${cm(length)}) не короче всех остальных вместе (${cm(others)}).`,
      where: [longest],
    };
  },
  /** `long` is not shorter than `a` + `b` together. */
  triangle(corners: string, long: [string, number], a: [string, number], b: [string, number]): Problem {
    return {
      code: 'triangle-impossible',
      message: `Треугольник ${corners} не может существовать: ${long[0]} = ${cm(long[1])}, а ${a[0]} + ${b[0]} = ${cm(a[1] + b[1])} — длиннейшая сторона должна быть короче суммы двух других.`,
      where: [long[0], a[0], b[0]].filter((name) => !name.includes(' ')),
    };
  },
  selfIntersection(pairs: [string, string][]): Problem {
    const list = pairs.map(([a, b]) => `${a} и ${b}`).join(', ');
    return {
      code: 'self-intersection',
      message: pairs.length === 1 ? `Стены ${list} пересекаются.` : `Стены пересекаются: ${list}.`,
      where: [...new Set(pairs.flat())],
    };
  },
  closure(side: string, mm: number, hint: string, suspects: string[]): Problem {
    return {
      code: 'closure-error',
      message: `Невязка замыкания ${cm(mm)}: сторона ${side} не сходится с остальными замерами (допустимо до 1 см).${hint}`,
      where: suspects.length ? suspects : [side],
    };
  },
  mismatch(name: string, isSide: boolean, mm: number, hint: string, suspects: string[]): Problem {
    const what = isSide ? `Сторона ${name}` : `Контрольная диагональ ${name}`;
    return {
      code: 'control-mismatch',
      message: `${what} расходится с остальными замерами на ${cm(mm)} (допустимо до 1 см).${hint}`,
      where: suspects.length ? suspects : [name],
    };
  },
  /** The sentence appended to a mismatch naming what to re-measure. */
  suspectHint(suspects: string[], expected?: number): string {
    if (suspects.length === 1 && expected !== undefined) {
      return ` Вероятно, ошибка в замере ${suspects[0]}: по остальным замерам там ${cm(expected)}.`;
    }
    return suspects.length ? ` Перемерьте: ${suspects.join(', ')}.` : '';
  },
  shortWall(name: string, mm: number): Problem {
    return { code: 'short-wall', message: `Стена ${name} короче 10 см: ${cm(mm)}.`, where: [name] };
  },
  sharpAngle(corner: string, angle: number): Problem {
    const text = angle < 180 ? `меньше 10°: ${degrees(angle)}` : `больше 350°: ${degrees(angle)}`;
    return { code: 'sharp-angle', message: `Угол ${corner} ${text} — проверьте замеры.`, where: [corner] };
  },
  turns(rights: number, lefts: number, where: string[] = []): Problem {
    return {
      code: 'orthogonal-turns',
      message: `Повороты не замыкают комнату с прямыми углами: при обходе по часовой стрелке поворотов направо должно быть на 4 больше, чем налево, а сейчас направо ${rights}, налево ${lefts}.`,
      where,
    };
  },
};
