import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { clientLinks } from '../src/db/schema/index.js';
import { createCompany, useTestApp } from './helpers/app.js';
import { pdfText, sampleEstimate } from './helpers/documents.js';
import { addUser, type Caller, call, create } from './helpers/records.js';
import { startSmtpServer } from './helpers/smtp.js';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const app = await useTestApp({ smtpUrl: smtp.url, publicUrl: 'https://potolki.example.ru' });
const a = await createCompany(app, { companyName: 'Потолки Плюс' });
const b = await createCompany(app, { companyName: 'Чужая фирма' });

async function estimateOf(who: Caller) {
  const client = await create(app, who, '/api/client/', { name: 'Иванова Мария', phone: '+79011112233' });
  const project = await create(app, who, '/api/project/', {
    name: 'Квартира на Пушкина',
    clientid: client.id,
  });
  const smeta = await create(app, who, '/api/smeta/', { projectid: project.id, clientid: client.id });
  return { project: project.id as number, smeta: smeta.id as number };
}

async function sendEstimate(who: Caller, days?: number) {
  const { project, smeta } = await estimateOf(who);
  const res = await call(app, who, 'POST', '/api/links/', {
    project,
    smeta: { kind: 'smeta', id: smeta },
    estimate: sampleEstimate,
    ...(days ? { days } : {}),
  });
  expect(res.status, res.text).toBe(200);
  const link = res.body.content as { id: number; url: string; state: string };
  return { project, smeta, link, token: link.url.split('/e/')[1]! };
}

const open = (token: string) => app.inject({ method: 'GET', url: `/e/${token}` });
const form = (token: string, what: 'accept' | 'changes', fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/e/${token}/${what}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

function expectRussian404(res: Awaited<ReturnType<typeof open>>) {
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.body).toContain('Ссылка не найдена');
  expect(res.body).not.toContain('Потолки Плюс');
  expect(res.body).not.toContain('Полотно MSD');
  expect(res.body).not.toContain('Иванова');
}

describe('links/ and /e/{token}', () => {
  it('makes a long random link that shows the estimate to anyone holding it, and nothing else', async () => {
    const { link, token, smeta } = await sendEstimate(a);
    expect(link.url).toMatch(/^https:\/\/potolki\.example\.ru\/e\/[A-Za-z0-9_-]{43}$/);
    expect(link.state).toBe('active');
    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Потолки Плюс');
    expect(page.body).toContain('Полотно MSD');
    expect(page.body).toContain('Кухня');
    expect(page.body).toContain('data:image/svg+xml;base64,');
    expect(page.body).toMatch(/18\s500,00\s₽/);
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('Чужая фирма');
    const pdf = await app.inject({ method: 'GET', url: `/e/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(text).toContain('Полотно MSD');
    expect(text).toMatch(/18 500,00 ₽/);
    // sending marks the estimate «Отправлена клиенту»
    const record = await call(app, a, 'GET', `/api/smeta/${smeta}`);
    expect(record.body.content).toMatchObject({ status: 'sent', approved: 0 });
  });

  it('records the first and the last view and tells the manager once in the app', async () => {
    const { token, link, project } = await sendEstimate(a);
    await open(token);
    await open(token);
    const listed = (await call(app, a, 'GET', `/api/links/?project=${project}`)).body.content[0]!;
    expect(listed).toMatchObject({ id: link.id, views: 2 });
    expect(listed.firstViewedAt).not.toBeNull();
    expect(listed.lastViewedAt! >= listed.firstViewedAt!).toBe(true);
    const notices = (await call(app, a, 'GET', '/api/notices/')).body.content as {
      id: number;
      text: string;
    }[];
    const opened = notices.filter((n) => n.text.includes('Квартира на Пушкина') && n.text.includes('открыл'));
    expect(opened.length).toBeGreaterThanOrEqual(1);
    const read = await call(app, a, 'POST', '/api/notices/read', { ids: notices.map((n) => n.id) });
    expect(read.body.read).toBe(notices.length);
    expect((await call(app, a, 'GET', '/api/notices/')).body.content).toEqual([]);
  });

  it('does not count a colleague’s view from a browser the app marked, but counts the client’s', async () => {
    const { token, link, project } = await sendEstimate(a);
    const markOf = async (who: Caller) => {
      const res = await app.inject({ method: 'POST', url: '/api/links/mark/', headers: who.headers });
      expect(res.statusCode).toBe(200);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^glad_staff=[^;]+; Path=\/e; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
      return cookie.split(';')[0]!;
    };
    const views = async () =>
      (await call(app, a, 'GET', `/api/links/?project=${project}`)).body.content.find(
        (l: { id: number }) => l.id === link.id,
      ) as { views: number; firstViewedAt: string | null };
    const openWith = (cookie: string) =>
      app.inject({ method: 'GET', url: `/e/${token}`, headers: { cookie } });

    // the manager, and a colleague of the same company, look: not counted, and the page says why
    const colleague = await addUser(app, a, { name: 'Пётр' });
    for (const who of [a, colleague]) {
      const page = await openWith(`theme=dark; ${await markOf(who)}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('ваш просмотр не засчитывается');
    }
    expect(await views()).toMatchObject({ views: 0, firstViewedAt: null });

    // another company's staff, a forged mark and an ended session are the client
    const forged = (await markOf(a)).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const stranger = await markOf(b);
    const ending = await addUser(app, a);
    const ended = await markOf(ending);
    expect((await call(app, ending, 'GET', '/api/logout/')).status).toBe(200);
    for (const cookie of [stranger, forged, ended, 'glad_staff=nonsense']) {
      const page = await openWith(cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('ваш просмотр не засчитывается');
    }
    expect((await views()).views).toBe(4);
    expect((await open(token)).body).not.toContain('ваш просмотр не засчитывается');
    expect((await views()).views).toBe(5);
    // the mark is only for signed-in people
    expect((await app.inject({ method: 'POST', url: '/api/links/mark/' })).statusCode).toBe(401);
  });

  it('answers a wrong, revoked or expired token with the same Russian 404 page', async () => {
    expectRussian404(await open('x'));
    expectRussian404(await open('A'.repeat(43)));
    expectRussian404(await app.inject({ method: 'GET', url: `/e/${'B'.repeat(43)}/pdf` }));
    const revoked = await sendEstimate(a);
    const res = await call(app, a, 'POST', `/api/links/${revoked.link.id}/revoke`);
    expect(res.body.content.state).toBe('revoked');
    expectRussian404(await open(revoked.token));
    expectRussian404(await app.inject({ method: 'GET', url: `/e/${revoked.token}/pdf` }));
    expectRussian404(await form(revoked.token, 'accept', { name: 'Мария Иванова', agree: 'on' }));
    const expired = await sendEstimate(a);
    await app.db
      .update(clientLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientLinks.id, expired.link.id));
    expectRussian404(await open(expired.token));
    const listed = (await call(app, a, 'GET', `/api/links/?project=${expired.project}`)).body.content[0]!;
    expect(listed.state).toBe('expired');
  });

  it('records the acceptance once, approves the estimate and tells the manager by mail', async () => {
    const { token, link, smeta, project } = await sendEstimate(a);
    const bad = await form(token, 'accept', { name: 'Мария Иванова' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Отметьте, что согласны со сметой');
    const answers = await Promise.all([
      form(token, 'accept', { name: 'Мария Иванова', agree: 'on' }),
      form(token, 'accept', { name: 'Пётр Иванов', agree: 'on' }),
    ]);
    const places = answers.map((r) => r.headers.location).sort();
    expect(answers.map((r) => r.statusCode)).toEqual([303, 303]);
    expect(places).toEqual([`/e/${token}?done=accepted`, `/e/${token}?done=already`]);
    const listed = (await call(app, a, 'GET', `/api/links/?project=${project}`)).body.content[0]!;
    expect(listed).toMatchObject({ id: link.id, state: 'accepted' });
    expect(['Мария Иванова', 'Пётр Иванов']).toContain(listed.acceptedName);
    const record = await call(app, a, 'GET', `/api/smeta/${smeta}`);
    expect(record.body.content).toMatchObject({ status: 'approved', approved: 1 });
    const letter = await smtp.waitFor(a.email);
    expect(letter.subject).toContain('Смета согласована');
    expect(letter.text).toContain(listed.acceptedName);
    expect(letter.text).toContain(`https://potolki.example.ru/smety/?project=${project}`);
    const page = await open(token);
    expect(page.body).toContain('Согласовано');
    expect(page.body).not.toContain('action="/e/');
    const late = await form(token, 'changes', { comment: 'Поменяйте полотно' });
    expect(late.headers.location).toBe(`/e/${token}?done=already`);
  });

  it('keeps the client’s request for changes and shows it to the company', async () => {
    const { token, project } = await sendEstimate(a);
    const res = await form(token, 'changes', { comment: 'Уберите, пожалуйста, монтаж в зале' });
    expect(res.statusCode).toBe(303);
    const listed = (await call(app, a, 'GET', `/api/links/?project=${project}`)).body.content[0]!;
    expect(listed).toMatchObject({ state: 'active', comment: 'Уберите, пожалуйста, монтаж в зале' });
    expect((await open(token)).body).toContain('Уберите, пожалуйста, монтаж в зале');
  });

  it('links an issued document with its frozen text', async () => {
    const { project } = await estimateOf(a);
    const templates = (await call(app, a, 'GET', '/api/doc_templates/')).body.content as {
      id: number;
      kind: string;
    }[];
    const dogovor = templates.find((t) => t.kind === 'dogovor')!;
    const doc = await call(app, a, 'POST', '/api/documents/', {
      template: dogovor.id,
      project,
      estimate: sampleEstimate,
    });
    expect(doc.status, doc.text).toBe(200);
    const res = await call(app, a, 'POST', '/api/links/', { document: doc.body.content.id });
    expect(res.status, res.text).toBe(200);
    expect(res.body.content).toMatchObject({
      documentId: doc.body.content.id,
      title: doc.body.content.title,
    });
    const token = res.body.content.url.split('/e/')[1]!;
    const page = await open(token);
    expect(page.body).toContain(doc.body.content.number);
    expect(page.body).toContain('Иванова Мария');
    const pdf = await pdfText(
      new Uint8Array((await app.inject({ method: 'GET', url: `/e/${token}/pdf` })).rawPayload),
    );
    expect(pdf).toContain(doc.body.content.number);
  });

  it('keeps every company to its own links, estimates and documents', async () => {
    const theirs = await sendEstimate(b);
    expect((await call(app, a, 'GET', `/api/links/?project=${theirs.project}`)).body.content).toEqual([]);
    expect((await call(app, a, 'POST', `/api/links/${theirs.link.id}/revoke`)).status).toBe(404);
    const mine = await estimateOf(a);
    const foreign = await call(app, a, 'POST', '/api/links/', {
      project: mine.project,
      smeta: { kind: 'smeta', id: theirs.smeta },
      estimate: sampleEstimate,
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Смета не найдена' } });
    const otherProject = await call(app, a, 'POST', '/api/links/', {
      project: theirs.project,
      smeta: { kind: 'smeta', id: theirs.smeta },
      estimate: sampleEstimate,
    });
    expect(otherProject.status).toBe(404);
    expect((await call(app, a, 'POST', '/api/links/', { document: 999_999 })).status).toBe(404);
    const installer = await addUser(app, a);
    expect((await call(app, installer, 'GET', `/api/notices/`)).body.content).toEqual([]);
  });

  it('refuses bad input with a Russian 400', async () => {
    const { project, smeta } = await estimateOf(a);
    for (const body of [
      {},
      { project, smeta: { kind: 'smeta', id: smeta } },
      { project, smeta: { kind: 'smeta', id: smeta }, estimate: sampleEstimate, days: 365 },
      { document: 1, project, smeta: { kind: 'smeta', id: smeta }, estimate: sampleEstimate },
    ]) {
      const res = await call(app, a, 'POST', '/api/links/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.message).toMatch(/[а-яё]/i);
    }
  });
});
