import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { groups, setTariffLimits, simpleRows } from './helpers/calculators.js';
import { addUser, type Caller, call } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

async function calculators(who: Caller) {
  return (await call(app, who, 'GET', '/api/calculator/')).body.content;
}

describe('calculator/', () => {
  it('makes a calculator from a template or from scratch', async () => {
    const template = (await call(app, a, 'GET', '/api/templatecalc/')).body.content[0]!;
    const copy = await call(app, a, 'POST', '/api/calculator/', {
      templateId: template.id,
      name: 'Мой',
      sales: [0, 7],
    });
    expect(copy.body.content).toMatchObject({
      name: 'Мой',
      default: 0,
      templateId: template.id,
      sales: [0, 7],
    });
    expect(groups(copy.body.content)).toEqual(groups(template));
    const scratch = await call(app, a, 'POST', '/api/calculator/', {
      name: 'С нуля',
      ...simpleRows,
      currency: 'руб.',
    });
    expect(scratch.body.content).toMatchObject({
      templateId: null,
      type: 1,
      schema: 2,
      main: simpleRows.main,
      costs: [],
    });
    expect((await call(app, a, 'POST', '/api/calculator/', {})).error.message).toBe(
      'Укажите название калькулятора или шаблон, из которого его сделать',
    );
    expect((await call(app, a, 'POST', '/api/calculator/', { templateId: 999_999 })).status).toBe(404);
    const changed = await call(app, a, 'PUT', `/api/calculator/${scratch.body.content.id}`, {
      other: [{ id: 'pipes', itemUid: 'pipe', source: { kind: 'manual' } }],
    });
    expect(changed.body.content.other).toEqual([
      { id: 'pipes', itemUid: 'pipe', source: { kind: 'manual' } },
    ]);
    expect(changed.body.content.main).toEqual(simpleRows.main);
    const byBody = await call(app, a, 'PUT', '/api/calculator/', { id: copy.body.content.id, name: 'Мой 2' });
    expect(byBody.body.content.name).toBe('Мой 2');
    expect((await call(app, a, 'PUT', '/api/calculator/', { name: 'x' })).error.message).toBe(
      'не указан id конфигурации',
    );
    for (const id of [copy.body.content.id, scratch.body.content.id]) {
      expect((await call(app, a, 'DELETE', `/api/calculator/${id}`)).status).toBe(200);
    }
  });

  it('takes rows counted from the points on the sketch, and a new company starts with them', async () => {
    const c = await createCompany(app);
    const first = (await calculators(c))[0]!;
    expect(first.other.find((r) => r.id === 'spots')!.source).toEqual({
      kind: 'points',
      pointKind: 'spot',
    });
    const row = { id: 'pipes', itemUid: 'pipe', source: { kind: 'points', pointKind: 'pipe' } };
    const changed = await call(app, c, 'PUT', `/api/calculator/${first.id}`, { other: [row] });
    expect(changed.body.content.other).toEqual([row]);
    const bad = await call(app, c, 'PUT', `/api/calculator/${first.id}`, {
      other: [{ ...row, source: { kind: 'points', pointKind: 'lamp' } }],
    });
    expect(bad.status).toBe(400);
    expect(bad.error.message).toContain('Вид точки: светильник, люстра или труба');
  });

  it('keeps exactly one default: PATCH {id}/default answers the calculator and the whole list', async () => {
    const c = await createCompany(app);
    const first = (await calculators(c))[0]!;
    const second = (await call(app, c, 'POST', '/api/calculator/', { name: 'Второй', ...simpleRows })).body
      .content;
    const third = (await call(app, c, 'POST', '/api/calculator/', { name: 'Третий', default: 1 })).body
      .content;
    expect(third.default).toBe(1);
    expect((await calculators(c)).map((x) => [x.id, x.default])).toEqual([
      [first.id, 0],
      [second.id, 0],
      [third.id, 1],
    ]);
    const res = await call(app, c, 'PATCH', `/api/calculator/${second.id}/default`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      res: true,
      data: {
        calc: expect.objectContaining({ id: second.id, default: 1, name: 'Второй' }),
        test: [
          { id: first.id, name: first.name, default: 0 },
          { id: second.id, name: 'Второй', default: 1 },
          { id: third.id, name: 'Третий', default: 0 },
        ],
      },
    });
    const again = await call(app, c, 'PATCH', `/api/calculator/${second.id}/default`, { default: 1 });
    expect(again.body.data.test.filter((x) => x.default === 1)).toHaveLength(1);
    const viaPut = await call(app, c, 'PUT', `/api/calculator/${first.id}`, { default: 1 });
    expect(viaPut.body.content.default).toBe(1);
    expect((await calculators(c)).filter((x) => x.default === 1).map((x) => x.id)).toEqual([first.id]);
    const cleared = await call(app, c, 'PATCH', `/api/calculator/${first.id}/default`, { default: 0 });
    expect(cleared.body.data.calc.default).toBe(0);
    expect(cleared.body.data.test.every((x) => x.default === 0)).toBe(true);
    expect((await call(app, c, 'PATCH', `/api/calculator/${first.id}/default`, { default: 2 })).status).toBe(
      400,
    );
    expect((await call(app, c, 'PATCH', '/api/calculator/999999/default')).status).toBe(404);
  });

  it('holds one default under concurrent switches', async () => {
    const c = await createCompany(app);
    const ids = [(await calculators(c))[0]!.id];
    for (const name of ['2', '3', '4'])
      ids.push((await call(app, c, 'POST', '/api/calculator/', { name })).body.content.id);
    const answers = await Promise.all(
      ids.map((id) => call(app, c, 'PATCH', `/api/calculator/${id}/default`)),
    );
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
    expect((await calculators(c)).filter((x) => x.default === 1)).toHaveLength(1);
  });

  it('deletes: without an id it says «не указан id конфигурации»', async () => {
    const made = (await call(app, a, 'POST', '/api/calculator/', { name: 'Удалить' })).body.content;
    const missing = await call(app, a, 'DELETE', '/api/calculator/');
    expect(missing).toMatchObject({
      status: 400,
      body: { res: false, message: 'не указан id конфигурации' },
    });
    expect((await call(app, a, 'DELETE', '/api/calculator/', { id: '' })).error.message).toBe(
      'не указан id конфигурации',
    );
    expect((await call(app, a, 'DELETE', '/api/calculator/', { id: made.id })).body).toEqual({
      res: true,
      id: made.id,
    });
    expect((await call(app, a, 'DELETE', `/api/calculator/${made.id}`)).status).toBe(404);
    for (const id of ['undefined', 'null']) {
      expect((await call(app, a, 'DELETE', `/api/calculator/${id}`)).error.message).toBe(
        'не указан id конфигурации',
      );
    }
    expect((await call(app, a, 'DELETE', '/api/calculator/abc')).error.message).toBe('Неверный ID');
  });

  it('refuses one calculator more than the tariff allows and counts them on the company', async () => {
    const c = await createCompany(app);
    await setTariffLimits(app, c, 2, 2);
    expect((await call(app, c, 'POST', '/api/calculator/', { name: 'Второй' })).status).toBe(200);
    const over = await call(app, c, 'POST', '/api/calculator/', { name: 'Третий' });
    expect(over.status).toBe(403);
    expect(over.error.message).toBe(
      'Тариф «Узкий» позволяет не более 2 калькуляторов. Чтобы добавить калькулятор, перейдите на другой тариф или удалите ненужный.',
    );
    expect((await call(app, c, 'GET', '/api/company/')).body.company.calc).toBe(2);
  });

  it('lets every user read calculators and only the owner or group «6» change them', async () => {
    const plain = await addUser(app, a, { rights: ['2'] });
    const calc = (await calculators(plain))[0]!;
    expect(calc).toBeDefined();
    expect((await call(app, plain, 'GET', `/api/calculator/${calc.id}`)).status).toBe(200);
    expect((await call(app, plain, 'POST', '/api/calculator/', { name: 'x' })).status).toBe(403);
    expect((await call(app, plain, 'PATCH', `/api/calculator/${calc.id}/default`)).status).toBe(403);
    expect((await call(app, plain, 'PUT', `/api/calculator/${calc.id}`, { name: 'y' })).status).toBe(403);
    expect((await call(app, plain, 'DELETE', `/api/calculator/${calc.id}`)).status).toBe(403);
  });
});

describe('tenancy', () => {
  it('answers 404 for another company’s templates and calculators', async () => {
    const template = (await call(app, a, 'GET', '/api/templatecalc/')).body.content[0]!;
    const calc = (await calculators(a))[0]!;
    for (const [method, url, body] of [
      ['GET', `/api/templatecalc/${template.id}`],
      ['PUT', `/api/templatecalc/${template.id}`, { name: 'чужой' }],
      ['PUT', '/api/templatecalc/', { id: template.id, name: 'чужой' }],
      ['DELETE', `/api/templatecalc/${template.id}`],
      ['DELETE', '/api/templatecalc/', { id: template.id }],
      ['POST', '/api/calculator/', { templateId: template.id }],
      ['GET', `/api/calculator/${calc.id}`],
      ['PUT', `/api/calculator/${calc.id}`, { name: 'чужой' }],
      ['PUT', '/api/calculator/', { id: calc.id, name: 'чужой' }],
      ['PATCH', `/api/calculator/${calc.id}/default`],
      ['DELETE', `/api/calculator/${calc.id}`],
      ['DELETE', '/api/calculator/', { id: calc.id }],
    ] as const) {
      const res = await call(app, b, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const theirs = (await call(app, b, 'GET', '/api/calculator/')).body.content.map((x) => x.id);
    expect(theirs).not.toContain(calc.id);
    expect((await call(app, a, 'GET', `/api/calculator/${calc.id}`)).body.content).toEqual(calc);
    // B's default switch leaves A's default alone.
    const bCalc = (await calculators(b))[0]!;
    await call(app, b, 'PATCH', `/api/calculator/${bCalc.id}/default`);
    expect((await calculators(a)).filter((x) => x.default === 1)).toHaveLength(1);
  });
});
