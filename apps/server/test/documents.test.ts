import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { docxText, pdfText, sampleEstimate } from './helpers/documents.js';
import { addUser, type Caller, call, create } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app, { companyName: 'Потолки Плюс' });
const b = await createCompany(app);

async function templates(who: Caller) {
  const res = await call(app, who, 'GET', '/api/doc_templates/');
  expect(res.status, res.text).toBe(200);
  return res.body.content as { id: number; kind: string; name: string; body: unknown }[];
}

async function projectWithClient(who: Caller, clientName = 'Иванова Мария') {
  const client = await create(app, who, '/api/client/', {
    name: clientName,
    phone: '+79011112233',
    adresa: 'Казань, ул. Пушкина, 5',
  });
  return create(app, who, '/api/project/', {
    name: 'Квартира',
    clientid: client.id,
    adresa: 'Казань, ул. Пушкина, 5, кв. 7',
  });
}

async function issue(who: Caller, template: number, project: number, estimate: unknown = sampleEstimate) {
  return call(app, who, 'POST', '/api/documents/', { template, project, estimate, prepayment: 900_000 });
}

describe('doc_templates/', () => {
  it('gives each company the four starting templates once, even when asked at the same time', async () => {
    const c = await createCompany(app);
    const lists = await Promise.all([templates(c), templates(c), templates(c)]);
    const after = await templates(c);
    expect(after.map((t) => t.kind).sort()).toEqual(['akt', 'dogovor', 'schet', 'talon']);
    expect(after.map((t) => t.name)).toContain('Договор подряда на монтаж натяжных потолков');
    for (const list of lists) expect(list.map((t) => t.id)).toEqual(after.map((t) => t.id));
  });

  it('changes a template of its own company only, and only with the estimates right', async () => {
    const [first] = await templates(a);
    const body = {
      kind: 'akt',
      name: 'Мой акт',
      body: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Акт для {{Клиент}}' }] }],
      },
    };
    const changed = await call(app, a, 'PUT', `/api/doc_templates/${first!.id}`, body);
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.content).toMatchObject({ id: first!.id, name: 'Мой акт', kind: 'akt' });
    expect(await call(app, b, 'PUT', `/api/doc_templates/${first!.id}`, body)).toMatchObject({
      status: 404,
      body: { message: 'Шаблон не найден' },
    });
    expect((await templates(b)).map((t) => t.name)).not.toContain('Мой акт');
    const plain = await addUser(app, a);
    expect(await call(app, plain, 'PUT', `/api/doc_templates/${first!.id}`, body)).toMatchObject({
      status: 403,
    });
    const manager = await addUser(app, a, { rights: ['3'] });
    const made = await call(app, manager, 'POST', '/api/doc_templates/', { ...body, name: 'Второй акт' });
    expect(made.status).toBe(200);
  });

  it("refuses a body that is not the editor's text in Russian", async () => {
    const bad = await call(app, a, 'POST', '/api/doc_templates/', {
      kind: 'akt',
      name: 'x',
      body: { type: 'doc', content: [{ type: 'image', src: 'http://x' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.error.message).toMatch(/[а-я]/i);
    const kind = await call(app, a, 'POST', '/api/doc_templates/', {
      kind: 'zzz',
      name: 'x',
      body: { type: 'doc', content: [] },
    });
    expect(kind).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Неизвестный вид документа') },
    });
  });
});

describe('documents/', () => {
  it("issues a contract with the project's data, frozen, as PDF and DOCX", async () => {
    const c = await createCompany(app, { companyName: 'Гладь Казань' });
    const contract = (await templates(c)).find((t) => t.kind === 'dogovor')!;
    const project = await projectWithClient(c);
    const res = await issue(c, contract.id, project.id);
    expect(res.status, res.text).toBe(200);
    const year = new Date().getUTCFullYear();
    expect(res.body.content).toMatchObject({
      kind: 'dogovor',
      title: expect.stringMatching(/^Договор № Д-\d{4}-1$/),
      clientName: 'Иванова Мария',
      projectId: project.id,
      total: 1_850_000,
    });
    expect(Math.abs(Number(res.body.content.number.split('-')[1]) - year)).toBeLessThanOrEqual(1);
    const doc = res.body.content;

    // the template and the estimate change later: the document does not
    await call(app, c, 'PUT', `/api/doc_templates/${contract.id}`, {
      kind: 'dogovor',
      name: 'Новый',
      body: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Другой текст' }] }],
      },
    });
    await call(app, c, 'PUT', `/api/client/${project.clientid}`, { name: 'Петрова Анна' });

    const pdf = await app.inject({ method: 'GET', url: `/api/documents/${doc.id}/pdf`, headers: c.headers });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const pdfBody = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(pdfBody).toContain('Иванова Мария');
    expect(pdfBody).toContain(`Договор подряда № ${doc.number}`);
    expect(pdfBody).toContain('18 500,00 ₽');
    expect(pdfBody).toContain('Гладь Казань');
    expect(pdfBody).toContain('9 000,00 ₽');
    expect(pdfBody).not.toContain('Петрова');

    const docx = await app.inject({
      method: 'GET',
      url: `/api/documents/${doc.id}/docx`,
      headers: c.headers,
    });
    expect(docx.statusCode).toBe(200);
    const docxBody = await docxText(new Uint8Array(docx.rawPayload));
    expect(docxBody).toContain('Иванова Мария');
    expect(docxBody).toContain(doc.number);
    expect(docxBody).toContain('18 500,00 ₽');
    expect(docxBody).toContain('Полотно MSD');

    // another company sees neither the document nor its files
    expect((await call(app, b, 'GET', `/api/documents/${doc.id}/pdf`)).status).toBe(404);
    expect((await call(app, b, 'GET', '/api/documents/')).body.content).toEqual([]);
    expect(await issue(b, contract.id, project.id)).toMatchObject({
      status: 404,
      body: { message: 'Шаблон не найден' },
    });
    const ownTemplate = (await templates(b))[0]!;
    expect(await issue(b, ownTemplate.id, project.id)).toMatchObject({
      status: 404,
      body: { message: 'Объект не найден' },
    });
  });

  it('numbers each kind from 1 without gaps or repeats when many issue at once', async () => {
    const c = await createCompany(app);
    const list = await templates(c);
    const contract = list.find((t) => t.kind === 'dogovor')!;
    const act = list.find((t) => t.kind === 'akt')!;
    const project = await projectWithClient(c);
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => issue(c, contract.id, project.id)),
      ...Array.from({ length: 5 }, () => issue(c, act.id, project.id, null)),
    ]);
    for (const res of answers) expect(res.status, res.text).toBe(200);
    const serial = (n: string) => Number(n.split('-')[2]);
    const contracts = answers
      .filter((r) => r.body.content.kind === 'dogovor')
      .map((r) => serial(r.body.content.number));
    const acts = answers
      .filter((r) => r.body.content.kind === 'akt')
      .map((r) => serial(r.body.content.number));
    expect(contracts.sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(acts.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lists documents newest first with filters by kind, project, client and date', async () => {
    const c = await createCompany(app);
    const list = await templates(c);
    const contract = list.find((t) => t.kind === 'dogovor')!;
    const bill = list.find((t) => t.kind === 'schet')!;
    const p1 = await projectWithClient(c, 'Клиент Один');
    const p2 = await projectWithClient(c, 'Клиент Два');
    await issue(c, contract.id, p1.id);
    await issue(c, bill.id, p1.id);
    await issue(c, contract.id, p2.id);
    const get = async (q: string) => (await call(app, c, 'GET', `/api/documents/?${q}`)).body;
    const all = await get('');
    expect(all.pagination.total).toBe(3);
    expect(all.content.map((d: { clientName: string }) => d.clientName)).toEqual([
      'Клиент Два',
      'Клиент Один',
      'Клиент Один',
    ]);
    expect((await get('kind=schet')).content.map((d: { kind: string }) => d.kind)).toEqual(['schet']);
    expect((await get(`project=${p1.id}`)).pagination.total).toBe(2);
    expect((await get(`client=${p2.clientid}`)).pagination.total).toBe(1);
    expect((await get('to=2020-01-01')).pagination.total).toBe(0);
    expect((await get('from=2020-01-01')).pagination.total).toBe(3);
    expect(await call(app, c, 'GET', '/api/documents/?from=2026-02-30')).toMatchObject({
      status: 400,
      body: { message: 'Неверные данные (from): Такой даты нет' },
    });
    expect(await call(app, c, 'GET', '/api/documents/?from=2026-02-10&to=2026-02-01')).toMatchObject({
      status: 400,
    });
  });

  it("answers the preview's context of its own company's project only", async () => {
    const project = await projectWithClient(a);
    const res = await call(app, a, 'GET', `/api/documents/context?project=${project.id}`);
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({
      company: { name: 'Потолки Плюс' },
      client: { name: 'Иванова Мария', phone: '+7 (901) 111-22-33' },
      project: { name: 'Квартира', address: 'Казань, ул. Пушкина, 5, кв. 7' },
      today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await call(app, b, 'GET', `/api/documents/context?project=${project.id}`)).toMatchObject({
      status: 404,
      body: { message: 'Объект не найден' },
    });
  });
});
