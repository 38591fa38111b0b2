import { companySettingsDefaults } from '@glad/contracts';
import { defaultCalculatorTemplate, defaultPriceList, newCalculationFromTemplate } from '@glad/domain';
import { describe, expect, it } from 'vitest';
import { calcFromRow, draftFieldsOf, NO_PROJECT, newCalc } from './calc';
import { drawingOf, presets, setSide } from './drawing';
import { geometryOf, priceCurrent } from './pricing';
import { proposalsFor, solve } from './solve';

/** A 520 × 380 cm room in right-angle mode: four sides are enough. */
function room() {
  let d = drawingOf(presets[0]!.corners(), 'ortho');
  d = setSide(setSide(setSide(setSide(d, 0, 5200), 1, 3800), 2, 5200), 3, 3800);
  return newCalc(NO_PROJECT, d, solve(d, proposalsFor(d)));
}

describe('the current calculation priced', () => {
  it('reads area, perimeter and corners from the outline', () => {
    expect(geometryOf(room())).toEqual({
      area: 19.76,
      perimeter: 18,
      extraCorners: 0,
      curvedLength: 0,
      corners: 4,
    });
  });

  it('passes the measured ceiling height on for the height coefficient, and none when not measured', () => {
    expect(geometryOf({ ...room(), ceiling_height: 3.2 }).height).toBe(3.2);
    expect(geometryOf(room())).not.toHaveProperty('height');
    const calculation = newCalculationFromTemplate([defaultCalculatorTemplate()], defaultPriceList());
    const price = (ceiling_height: number) =>
      priceCurrent(calculation, geometryOf({ ...room(), ceiling_height }), companySettingsDefaults);
    // the default calculator: installation work ×1.3 above 3 m; the film is not work
    const mounting = price(3.2).lines.find((l) => l.rowId === 'mounting')!;
    expect(mounting).toMatchObject({ heightFactor: 1.3, price: 45_500, amount: 899_080 });
    expect(price(3.2).lines.find((l) => l.rowId === 'film')).toMatchObject({ heightFactor: null });
    // 24 928 + 19.76 × (455 − 350) = 27 002.80 ₽ → 27 010 ₽; at 3 m or not measured: 24 930 ₽
    expect(price(3.2).totals.total).toBe(2_701_000);
    expect(price(3).totals.total).toBe(2_493_000);
    expect(price(0).totals.total).toBe(2_493_000);
  });

  it('prices the 5.20 × 3.80 m room with four spots at 26 730,00 ₽ (see the domain example)', () => {
    const calculation = newCalculationFromTemplate([defaultCalculatorTemplate()], defaultPriceList());
    calculation.counts.spots = 4;
    const { totals } = priceCurrent(calculation, geometryOf(room()), companySettingsDefaults);
    expect(totals.total).toBe(2_673_000);
  });

  it('saves the calculation on the draft and reads it back', () => {
    const calculation = newCalculationFromTemplate([defaultCalculatorTemplate()], defaultPriceList());
    calculation.counts.spots = 4;
    calculation.saleSelect = 5;
    const calc = { ...room(), id: 12, calculation, price: 2_673_000 };
    const fields = draftFieldsOf(calc);
    expect(fields).toMatchObject({ price: 2_673_000, saleSelect: 5, counts: { spots: 4 } });
    const back = calcFromRow({ id: 12, ...fields });
    expect(back.calculation).toEqual(calculation);
    expect(back.price).toBe(2_673_000);
  });

  it('a draft without a calculation has none (the panel then takes the default calculator)', () => {
    const fields = draftFieldsOf(room());
    expect(fields).not.toHaveProperty('main');
    expect(calcFromRow({ id: 1, ...fields }).calculation).toBeNull();
  });
});
