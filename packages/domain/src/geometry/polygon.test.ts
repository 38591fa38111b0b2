import { describe, expect, it } from 'vitest';
import {
  interiorAngles,
  isSimple,
  perimeterOf,
  pointInPolygon,
  polygonArea,
  segmentsIntersect,
  selfIntersections,
  signedArea,
} from './polygon.js';

const p = (x: number, y: number) => ({ x, y });
// y down: A top-left, then clockwise on screen.
const square = [p(0, 0), p(10, 0), p(10, 10), p(0, 10)];
// An L: 6 × 2.5 m with a 1.875 × 2 m leg; D is the jutting corner.
const lRoom = [p(0, 0), p(6000, 0), p(6000, 2500), p(1875, 2500), p(1875, 4500), p(0, 4500)];

describe('polygon helpers', () => {
  it('gives clockwise (y-down) outlines a positive shoelace area', () => {
    expect(signedArea(square)).toBe(100);
    expect(signedArea([...square].reverse())).toBe(-100);
    expect(polygonArea([...square].reverse())).toBe(100);
    // 6000 × 2500 + 1875 × 2000
    expect(polygonArea(lRoom)).toBe(18_750_000);
  });

  it('measures the perimeter', () => {
    expect(perimeterOf(lRoom)).toBe(21_000);
  });

  it('finds the inside angle of each corner in either orientation', () => {
    expect(interiorAngles(lRoom)).toEqual([90, 90, 90, 270, 90, 90]);
    expect(interiorAngles([...lRoom].reverse())).toEqual([90, 90, 270, 90, 90, 90]);
    const triangle = interiorAngles([p(0, 0), p(4, 0), p(0, 3)]);
    expect(triangle.reduce((a, b) => a + b, 0)).toBeCloseTo(180, 10);
  });

  it('tells crossing, touching and separate segments apart', () => {
    expect(segmentsIntersect(p(0, 0), p(10, 10), p(0, 10), p(10, 0))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(10, 0), p(10, 0), p(10, 5))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(10, 0), p(0, 1), p(10, 1))).toBe(false);
    expect(segmentsIntersect(p(0, 0), p(4, 0), p(5, 0), p(9, 0))).toBe(false);
  });

  it('knows a simple outline from a crossed one', () => {
    expect(isSimple(lRoom)).toBe(true);
    const bowtie = [p(0, 0), p(10, 0), p(0, 10), p(10, 10)];
    expect(isSimple(bowtie)).toBe(false);
    expect(selfIntersections(bowtie)).toEqual([[1, 3]]);
    // A corner touching a far wall is not simple either.
    expect(isSimple([p(0, 0), p(10, 0), p(10, 10), p(5, 0), p(0, 10)])).toBe(false);
    // A wall folding back on the previous one.
    expect(isSimple([p(0, 0), p(10, 0), p(5, 0), p(5, 5)])).toBe(false);
    expect(isSimple([p(0, 0), p(1, 1)])).toBe(false);
  });

  it('tests points against the room', () => {
    expect(pointInPolygon(p(1000, 1000), lRoom)).toBe(true);
    expect(pointInPolygon(p(4000, 4000), lRoom)).toBe(false);
  });
});
