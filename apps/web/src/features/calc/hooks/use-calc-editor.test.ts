import { defaultCalculatorTemplate, defaultPriceList, newCalculationFromTemplate } from '@glad/domain';
import { describe, expect, it } from 'vitest';
import { NO_PROJECT, newCalc } from '../model/calc';
import { drawingOf, presets } from '../model/drawing';
import { proposalsFor, solve } from '../model/solve';
import { editorReducer, initEditor } from './use-calc-editor';

const drawing = drawingOf(presets[0]!.corners());
const calculation = newCalculationFromTemplate([defaultCalculatorTemplate()], defaultPriceList());
const saved = () =>
  initEditor({
    calc: { ...newCalc(NO_PROJECT, drawing, solve(drawing, proposalsFor(drawing))), calculation },
    saved: true,
  });

describe('the calculation editor', () => {
  it('takes the price that follows the total while the calculation is the one it came from, still saved', () => {
    const state = editorReducer(saved(), {
      type: 'follow',
      from: calculation,
      patch: { calculation, price: 26730 },
    });
    expect(state.base.price).toBe(26730);
    expect(state.saved).toBe(true);
  });

  it('never puts back an older calculation over an edit made since (the discount chosen again)', () => {
    const tenPercent = { ...calculation, saleSelect: 10 };
    // the user picks 10 %, then 0 % before the effect following the 10 % render has run
    let state = editorReducer(saved(), { type: 'calculation', patch: { calculation: tenPercent, price: 0 } });
    state = editorReducer(state, {
      type: 'calculation',
      patch: { calculation: { ...tenPercent, saleSelect: 0 }, price: 0 },
    });
    state = editorReducer(state, {
      type: 'follow',
      from: tenPercent,
      patch: { calculation: tenPercent, price: 24057 },
    });
    expect(state.base.calculation?.saleSelect).toBe(0);
    expect(state.base.price).toBe(0);
    expect(state.saved).toBe(false);
  });

  it('takes the default calculator only for a draft that still has none', () => {
    const empty = initEditor({ calc: { ...saved().base, calculation: null }, saved: true });
    const taken = editorReducer(empty, { type: 'follow', from: null, patch: { calculation } });
    expect(taken.base.calculation).toBe(calculation);
    expect(taken.saved).toBe(true);
    const chosen = { ...calculation, saleSelect: 5 };
    const edited = editorReducer(empty, { type: 'calculation', patch: { calculation: chosen, price: 0 } });
    expect(
      editorReducer(edited, { type: 'follow', from: null, patch: { calculation } }).base.calculation,
    ).toBe(chosen);
  });
});
