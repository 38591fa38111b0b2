import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { sampleEstimate } from './helpers/documents.js';
import { addUser, call, create } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

const body = {
  kind: 'akt',
  name: 'Короткий акт',
  body: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Акт для {{Клиент}}' }] }],
  },
};

describe('DELETE doc_templates/{id}', () => {
  it('deletes a template of its own company only, with the estimates right; issued documents stay', async () => {
    const made = (await call(app, a, 'POST', '/api/doc_templates/', body)).body.content as { id: number };
    const client = await create(app, a, '/api/client/', { name: 'Петров Пётр' });
    const project = await create(app, a, '/api/project/', { name: 'Дача', clientid: client.id });
    const doc = await call(app, a, 'POST', '/api/documents/', {
      template: made.id,
      project: project.id,
      estimate: sampleEstimate,
    });
    expect(doc.status, doc.text).toBe(200);

    expect(await call(app, b, 'DELETE', `/api/doc_templates/${made.id}`)).toMatchObject({
      status: 404,
      body: { message: 'Шаблон не найден' },
    });
    const plain = await addUser(app, a);
    expect((await call(app, plain, 'DELETE', `/api/doc_templates/${made.id}`)).status).toBe(403);
    expect((await call(app, a, 'DELETE', `/api/doc_templates/${made.id}`)).status).toBe(200);
    expect((await call(app, a, 'DELETE', `/api/doc_templates/${made.id}`)).status).toBe(404);
    const names = ((await call(app, a, 'GET', '/api/doc_templates/')).body.content as { name: string }[]).map(
      (t) => t.name,
    );
    expect(names).not.toContain('Короткий акт');
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/documents/${doc.body.content.id}/pdf`,
      headers: a.headers,
    });
    expect(pdf.statusCode).toBe(200);
  });
});
