import { defaultCalculatorTemplate } from '@glad/domain';
import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { groups, setTariffLimits, simpleRows } from './helpers/calculators.js';
import { addUser, call } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);

describe('a new company', () => {
  it('has the default template and one calculator made from it, marked default', async () => {
    const templates = await call(app, a, 'GET', '/api/templatecalc/');
    expect(templates.status).toBe(200);
    expect(templates.body).toMatchObject({ res: true, pagination: { total: 1 }, limit: 2 });
    const template = templates.body.content[0]!;
    const expected = defaultCalculatorTemplate();
    expect(template).toMatchObject({
      name: expected.name,
      type: 1,
      currency: 'руб.',
      schema: 2,
      sales: expected.sales,
    });
    expect(groups(template)).toEqual(JSON.parse(JSON.stringify(groups(expected))));
    const list = await call(app, a, 'GET', '/api/calculator/');
    expect(list.body).toMatchObject({ pagination: { total: 1 }, limit: 50 });
    expect(list.body.content[0]).toMatchObject({ name: expected.name, default: 1, templateId: template.id });
    expect(groups(list.body.content[0]!)).toEqual(groups(template));
    expect((await call(app, a, 'GET', '/api/company/')).body.company.calc).toBe(1);
  });
});

describe('templatecalc/', () => {
  it('creates with SPEC defaults, reads, changes by path or body id, and deletes', async () => {
    const made = await call(app, a, 'POST', '/api/templatecalc/', { name: 'Глянец', ...simpleRows });
    expect(made.status, made.text).toBe(200);
    expect(made.body.content).toMatchObject({
      name: 'Глянец',
      type: 1,
      currency: 'руб.',
      schema: 2,
      sales: [],
      road: [],
      scripts: [],
      main: simpleRows.main,
    });
    const id = made.body.content.id;
    expect((await call(app, a, 'GET', `/api/templatecalc/${id}`)).body.content).toEqual(made.body.content);
    const changed = await call(app, a, 'PUT', `/api/templatecalc/${id}`, {
      currency: '₽',
      sales: [0, 5],
      scripts: [{ id: 'min', kind: 'minimumOrder', amount: 300_000 }],
    });
    expect(changed.body.content).toMatchObject({ currency: '₽', sales: [0, 5], main: simpleRows.main });
    expect(changed.body.content.scripts).toHaveLength(1);
    const byBody = await call(app, a, 'PUT', '/api/templatecalc/', { id, name: 'Глянец 2' });
    expect(byBody.body.content.name).toBe('Глянец 2');
    expect((await call(app, a, 'PUT', '/api/templatecalc/', { name: 'x' })).error.message).toBe(
      'Не указан ID шаблона калькулятора',
    );
    const calc = await call(app, a, 'POST', '/api/calculator/', { templateId: id });
    expect(calc.body.content.templateId).toBe(id);
    expect(await call(app, a, 'DELETE', `/api/templatecalc/${id}`)).toMatchObject({
      status: 200,
      body: { id },
    });
    expect((await call(app, a, 'GET', `/api/templatecalc/${id}`)).status).toBe(404);
    const kept = await call(app, a, 'GET', `/api/calculator/${calc.body.content.id}`);
    expect(kept.body.content).toMatchObject({ templateId: null, main: simpleRows.main, name: 'Глянец 2' });
    expect((await call(app, a, 'DELETE', '/api/templatecalc/')).error.message).toBe(
      'Не указан ID шаблона калькулятора',
    );
    await call(app, a, 'DELETE', `/api/calculator/${calc.body.content.id}`);
  });

  it('checks rows with the domain’s rules and the price list, in Russian', async () => {
    const cases: [object, RegExp][] = [
      [
        { main: [{ id: 'x', itemUid: 'нет-такой', source: { kind: 'area' } }] },
        /строка «x»: Позиции нет в прайс-листе/,
      ],
      [
        { main: [{ id: 'd', itemUid: 'regular-discount', source: { kind: 'percentOfAbove' } }] },
        /строка «d»: Над процентной строкой нет строк/,
      ],
      [
        {
          main: [
            { id: 'a', itemUid: 'pvh-mat', source: { kind: 'area' } },
            { id: 'a', itemUid: 'profile', source: { kind: 'perimeter' } },
          ],
        },
        /Идентификатор «a» повторяется/,
      ],
      [
        { other: [{ id: 'c', name: 'Своя', price: 10.5, unit: 'pcs', source: { kind: 'fixed' } }] },
        /целое число копеек/,
      ],
      [{ other: [{ id: 'c', source: { kind: 'fixed' } }] }, /Выберите позицию прайс-листа или задайте цену/],
      [
        { main: [{ id: 'a', itemUid: 'pvh-mat', source: { kind: 'volume' } }] },
        /Неизвестный источник количества/,
      ],
      [
        { main: [{ id: 'a', itemUid: 'pvh-mat', source: { kind: 'perimeterRounded', lengthMm: 50 } }] },
        /не меньше 100 мм/,
      ],
      [
        { scripts: [{ id: 'h', kind: 'heightCoefficient', thresholdM: 3, factor: 1.3, tag: '' }] },
        /Укажите метку строк/,
      ],
      [
        { scripts: [{ id: 'h', kind: 'heightCoefficient', thresholdM: 0, factor: 1.3, tag: 'work' }] },
        /Высота — больше нуля/,
      ],
      [
        { main: [{ id: 'a', itemUid: 'pvh-mat', kind: 'клей', source: { kind: 'area' } }] },
        /Тип позиции: материал, работа или услуга/,
      ],
      [{ main: 'строки' }, /main/],
      [{ name: '' }, /Укажите название/],
    ];
    for (const [body, message] of cases) {
      const res = await call(app, a, 'POST', '/api/templatecalc/', { name: 'Проверка', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.message, JSON.stringify(body)).toMatch(message);
    }
    const template = (await call(app, a, 'GET', '/api/templatecalc/')).body.content[0]!;
    const bad = await call(app, a, 'PUT', `/api/templatecalc/${template.id}`, {
      road: [{ id: 'r', itemUid: 'gone', source: { kind: 'fixed' } }],
    });
    expect(bad.status).toBe(400);
    expect((await call(app, a, 'GET', `/api/templatecalc/${template.id}`)).body.content.road).toEqual(
      template.road,
    );
  });

  it('refuses one template more than the tariff allows, with a clear message', async () => {
    const c = await createCompany(app);
    expect((await call(app, c, 'POST', '/api/templatecalc/', { name: 'Второй' })).status).toBe(200);
    const third = await call(app, c, 'POST', '/api/templatecalc/', { name: 'Третий' });
    expect(third).toMatchObject({
      status: 403,
      body: {
        res: false,
        message:
          'Тариф «Бесплатный» позволяет не более 2 шаблонов калькулятора. ' +
          'Чтобы добавить шаблон, перейдите на другой тариф или удалите ненужный.',
      },
    });
    await setTariffLimits(app, c, 1, 5);
    const one = await call(app, c, 'POST', '/api/templatecalc/', { name: 'Ещё' });
    expect(one.error.message).toMatch(/^Тариф «Узкий» позволяет не более 1 шаблона калькулятора\./);
    expect((await call(app, c, 'GET', '/api/templatecalc/')).body).toMatchObject({
      pagination: { total: 2 },
      limit: 1,
    });
  });

  it('takes changes only from the owner or group «6»', async () => {
    const plain = await addUser(app, a, { rights: ['2', '3'] });
    const pricing = await addUser(app, a, { rights: ['6'] });
    expect((await call(app, plain, 'GET', '/api/templatecalc/')).status).toBe(200);
    const refused = await call(app, plain, 'POST', '/api/templatecalc/', { name: 'x' });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        message:
          'Шаблоны калькуляторов может менять владелец или сотрудник с правом «Прайс-лист и калькуляторы»',
      },
    });
    const made = await call(app, pricing, 'POST', '/api/templatecalc/', { name: 'Сотрудника' });
    expect(made.status).toBe(200);
    expect(
      (await call(app, plain, 'PUT', `/api/templatecalc/${made.body.content.id}`, { name: 'y' })).status,
    ).toBe(403);
    expect((await call(app, plain, 'DELETE', `/api/templatecalc/${made.body.content.id}`)).status).toBe(403);
    expect((await call(app, pricing, 'DELETE', `/api/templatecalc/${made.body.content.id}`)).status).toBe(
      200,
    );
  });
});
