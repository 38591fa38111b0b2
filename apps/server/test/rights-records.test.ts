import { describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { addUser, call, create, del, push, put, type Reply, reserve } from './helpers/records.js';

/*
 * Rights groups over the synced records (decision 0023), through REST and sync push alike: for each group
 * what a user holding it may do, and the 403 with a Russian message a user without it gets.
 */

const app = await useTestApp();
const a = await createCompany(app);
const nobody = await addUser(app, a, { name: 'Без прав' });
const records = await addUser(app, a, { rights: ['2'], name: 'Менеджер' });
const estimates = await addUser(app, a, { rights: ['3'], name: 'Сметчик' });
const calendar = await addUser(app, a, { rights: ['4'], name: 'Диспетчер' });
const installer = await addUser(app, a, { rights: ['7'], name: 'Монтажник' });

const OWN_PROJECTS = 'Без права «Клиенты и объекты» можно вести только свои объекты — те, где вы менеджер';
const OWN_DRAFTS = 'Без права «Клиенты и объекты» можно менять только чертежи своих объектов';
const OWN_CLIENTS = 'Без права «Клиенты и объекты» можно менять только клиентов своих объектов';
const OWN_EVENTS = 'Без права «Календарь» можно планировать только свои события';
const ESTIMATES = 'Сметы может составлять и менять владелец или сотрудник с правом «Сметы»';

const refused = (res: Reply<unknown>, message: string) => {
  expect(res.status).toBe(403);
  expect(res.error).toEqual({ res: false, message });
};

describe('«Клиенты и объекты» (2)', () => {
  it('without it: one’s own projects — a new one is his, another’s is refused, by REST and by push', async () => {
    const own = await create(app, nobody, '/api/project/', { name: 'Мой объект' });
    expect(own.project_manager).toBe(nobody.user.id);
    expect(
      (await call(app, nobody, 'PUT', `/api/project/${own.id}`, { notes: 'замер в среду' })).status,
    ).toBe(200);
    refused(
      await call(app, nobody, 'PUT', `/api/project/${own.id}`, { project_manager: a.owner.id }),
      OWN_PROJECTS,
    );

    const theirs = await create(app, a, '/api/project/', { name: 'Объект владельца' });
    refused(await call(app, nobody, 'PUT', `/api/project/${theirs.id}`, { name: 'Чужое' }), OWN_PROJECTS);
    refused(await call(app, nobody, 'DELETE', `/api/project/${theirs.id}`), OWN_PROJECTS);
    refused(
      await call(app, nobody, 'POST', '/api/project/', { name: 'Для другого', project_manager: a.owner.id }),
      OWN_PROJECTS,
    );
    const [pushed] = await push(app, nobody, [put('projects', theirs.id, { name: 'Чужое' }, theirs.version)]);
    expect(pushed).toMatchObject({ status: 'rejected', message: OWN_PROJECTS });

    // with the group, any project of the company
    const changed = await call(app, records, 'PUT', `/api/project/${theirs.id}`, { name: 'Переименован' });
    expect(changed.status).toBe(200);
    expect((await call(app, records, 'DELETE', `/api/project/${theirs.id}`)).status).toBe(200);
  });

  it('without it: drafts of his projects and of none; another’s project’s drafts are refused', async () => {
    const mine = await create(app, nobody, '/api/project/', { name: 'Мой' });
    const theirs = await create(app, a, '/api/project/', { name: 'Чужой' });
    const myDraft = await create(app, nobody, '/api/drafts/', { name: 'Кухня', projectid: mine.id });
    const loose = await create(app, nobody, '/api/drafts/', { name: 'Эскиз' });
    expect((await call(app, nobody, 'PUT', `/api/drafts/${loose.id}`, { name: 'Эскиз 2' })).status).toBe(200);
    const theirDraft = await create(app, a, '/api/drafts/', { name: 'Зал', projectid: theirs.id });
    refused(await call(app, nobody, 'PUT', `/api/drafts/${theirDraft.id}`, { name: 'x' }), OWN_DRAFTS);
    refused(
      await call(app, nobody, 'PUT', `/api/drafts/${myDraft.id}`, { projectid: theirs.id }),
      OWN_DRAFTS,
    );
    refused(
      await call(app, nobody, 'POST', '/api/drafts/', { name: 'В чужой', projectid: theirs.id }),
      OWN_DRAFTS,
    );
    expect((await call(app, records, 'PUT', `/api/drafts/${theirDraft.id}`, { name: 'Зал 2' })).status).toBe(
      200,
    );
  });

  it('without it: clients none of whose projects someone else manages', async () => {
    const lone = await create(app, nobody, '/api/client/', { name: 'Новый клиент' });
    expect((await call(app, nobody, 'PUT', `/api/client/${lone.id}`, { phone: '+79001234567' })).status).toBe(
      200,
    );
    const shared = await create(app, a, '/api/client/', { name: 'Клиент владельца' });
    await create(app, a, '/api/project/', {
      name: 'Его объект',
      clientid: shared.id,
      project_manager: a.owner.id,
    });
    refused(await call(app, nobody, 'PUT', `/api/client/${shared.id}`, { notes: 'x' }), OWN_CLIENTS);
    refused(await call(app, nobody, 'DELETE', `/api/client/${shared.id}`), OWN_CLIENTS);
    expect((await call(app, records, 'PUT', `/api/client/${shared.id}`, { notes: 'ок' })).status).toBe(200);
  });

  it('statuses: the owner and the group change them; others get 403', async () => {
    const message = 'Статусы может менять владелец или сотрудник с правом «Клиенты и объекты»';
    refused(await call(app, nobody, 'POST', '/api/statuses/', { group: 'work', name: 'Ждём' }), message);
    const made = await call(app, records, 'POST', '/api/statuses/', { group: 'work', name: 'Ждём' });
    expect(made.status).toBe(200);
    refused(await call(app, estimates, 'DELETE', `/api/statuses/${made.body.content.id}`), message);
    expect((await call(app, records, 'DELETE', `/api/statuses/${made.body.content.id}`)).status).toBe(200);
  });
});

describe('deleting for good from the trash', () => {
  it('needs the group of the record’s kind; restoring follows the rules of changing it', async () => {
    const project = await create(app, a, '/api/project/', { name: 'В корзину' });
    const smeta = await create(app, a, '/api/smeta/', { client: 'Смета в корзину' });
    await call(app, a, 'DELETE', `/api/project/${project.id}`);
    await call(app, a, 'DELETE', `/api/smeta/${smeta.id}`);

    refused(await call(app, nobody, 'PUT', `/api/trash/projects/${project.id}/`), OWN_PROJECTS);
    refused(
      await call(app, nobody, 'DELETE', `/api/trash/projects/${project.id}/`),
      'Удалять навсегда из корзины может владелец или сотрудник с правом «Клиенты и объекты»',
    );
    refused(
      await call(app, records, 'DELETE', `/api/trash/smety/${smeta.id}/`),
      'Удалять навсегда из корзины может владелец или сотрудник с правом «Сметы»',
    );
    expect((await call(app, records, 'DELETE', `/api/trash/projects/${project.id}/`)).status).toBe(200);
    expect((await call(app, estimates, 'DELETE', `/api/trash/smety/${smeta.id}/`)).status).toBe(200);
    const left = (await call(app, a, 'GET', '/api/trash/')).body.content;
    expect(left.filter((i: { id: number }) => i.id === project.id || i.id === smeta.id)).toEqual([]);
  });
});

describe('«Сметы» (3)', () => {
  it('client and installer estimates are written only by the owner and the group', async () => {
    refused(await call(app, records, 'POST', '/api/smeta/', { client: 'Анна' }), ESTIMATES);
    const block = await reserve(app, nobody);
    const [pushed] = await push(app, nobody, [put('smetymontazh', block.from, { client: 'Анна' })]);
    expect(pushed).toMatchObject({ status: 'rejected', message: ESTIMATES });
    const made = await call(app, estimates, 'POST', '/api/smeta/', { client: 'Анна' });
    expect(made.status).toBe(200);
    refused(await call(app, nobody, 'PUT', `/api/smeta/${made.body.content.id}`, { approved: 1 }), ESTIMATES);
    expect(
      (await call(app, estimates, 'PUT', `/api/smeta/${made.body.content.id}`, { approved: 1 })).status,
    ).toBe(200);
  });
});

describe('«Календарь» (4)', () => {
  it('without it: one’s own events (a new one is his); with it: everyone’s', async () => {
    const own = await create(app, nobody, '/api/events/', { date: '2026-12-01', kind: 'zamer' });
    expect(own.assignees).toEqual([nobody.user.id]);
    refused(
      await call(app, nobody, 'POST', '/api/events/', { date: '2026-12-01', assignees: [installer.user.id] }),
      OWN_EVENTS,
    );
    const theirs = await create(app, a, '/api/events/', {
      date: '2026-12-02',
      assignees: [installer.user.id],
    });
    refused(await call(app, nobody, 'PUT', `/api/events/${theirs.id}`, { time: '10:00' }), OWN_EVENTS);
    refused(await call(app, nobody, 'DELETE', `/api/events/${theirs.id}`), OWN_EVENTS);
    const planned = await call(app, calendar, 'POST', '/api/events/', {
      date: '2026-12-03',
      kind: 'montazh',
      assignees: [installer.user.id],
    });
    expect(planned.status).toBe(200);
    expect((await call(app, calendar, 'PUT', `/api/events/${theirs.id}`, { time: '11:00' })).status).toBe(
      200,
    );
    const [pushed] = await push(app, nobody, [del('events', theirs.id)]);
    expect(pushed).toMatchObject({ status: 'rejected', message: OWN_EVENTS });
  });
});

describe('«Монтажник» (7)', () => {
  it('only a user of the group can be the installer of an installer estimate', async () => {
    const smeta = await create(app, a, '/api/smetamontazh/', { client: 'Монтаж у Анны' });
    refused(
      await call(app, a, 'PUT', `/api/smetamontazh/${smeta.id}`, { montazhnik: records.user.id }),
      'Монтажником можно назначить только сотрудника с правом «Монтажник»',
    );
    const set = await call(app, a, 'PUT', `/api/smetamontazh/${smeta.id}`, { montazhnik: installer.user.id });
    expect(set.status).toBe(200);
    expect(set.body.content.montazhnik).toBe(installer.user.id);
  });
});
