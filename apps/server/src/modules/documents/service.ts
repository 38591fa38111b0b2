import {
  type DocTemplateBody,
  type DocumentContextData,
  type DocumentIssueBody,
  type DocumentListQuery,
  ESTIMATES_GROUP,
  formatPhone,
} from '@glad/contracts';
import {
  blocksText,
  DOCUMENT_KIND_NAMES,
  documentNumber,
  personName,
  renderTemplate,
  requisiteLines,
  SEED_TEMPLATES,
} from '@glad/domain';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { type Access, requireRight } from '../../lib/rights.js';
import * as repo from './repository.js';

/* Company documents (issue 13): templates seeded on first use, numbered documents frozen at issue. */

type TemplateRow = Awaited<ReturnType<typeof repo.listTemplates>>[number];
const templateWire = (t: TemplateRow) => ({
  id: t.id,
  kind: t.kind,
  name: t.name,
  body: t.body,
  updatedAt: t.updatedAt.toISOString(),
});

/** GET doc_templates/: the company's templates; the four starting ones are added on the first call. */
export async function listTemplates(db: Db, companyId: number) {
  let rows = await repo.listTemplates(db, companyId);
  if (rows.length === 0) {
    await repo.insertSeeds(db, companyId, SEED_TEMPLATES);
    rows = await repo.listTemplates(db, companyId);
  }
  return rows.map(templateWire);
}

const EDIT_RIGHT = 'Шаблоны документов меняет владелец или сотрудник с правом «Сметы»';

export async function createTemplate(db: Db, access: Access, companyId: number, body: DocTemplateBody) {
  requireRight(access, ESTIMATES_GROUP, EDIT_RIGHT);
  return templateWire(await repo.insertTemplate(db, companyId, body));
}

export async function updateTemplate(
  db: Db,
  access: Access,
  companyId: number,
  id: number,
  body: DocTemplateBody,
) {
  requireRight(access, ESTIMATES_GROUP, EDIT_RIGHT);
  const row = await repo.updateTemplate(db, companyId, id, body);
  if (!row) throw notFound('Шаблон не найден');
  return templateWire(row);
}

export async function deleteTemplate(db: Db, access: Access, companyId: number, id: number) {
  requireRight(access, ESTIMATES_GROUP, EDIT_RIGHT);
  if (!(await repo.deleteTemplate(db, companyId, id))) throw notFound('Шаблон не найден');
}

/** Today in Moscow, `YYYY-MM-DD`: the day printed on a document issued now. */
export const moscowDay = (at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Moscow',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

async function personOf(tx: Tx, companyId: number, id: number) {
  const user = await repo.findUser(tx, companyId, id);
  if (!user) return null;
  return { name: personName(user), phone: formatPhone(user.phone) };
}

/** GET documents/context: the company's, client's, project's and people's part of a project's document. */
export async function documentContext(
  tx: Tx,
  companyId: number,
  projectId: number,
): Promise<DocumentContextData> {
  const project = await repo.findProject(tx, companyId, projectId);
  if (!project) throw notFound('Объект не найден');
  // one after another: inside a transaction they share one connection
  const company = await repo.findCompany(tx, companyId);
  const client = await repo.findClient(tx, companyId, project.clientid);
  const install = await repo.plannedInstallation(tx, companyId, projectId);
  if (!company) throw notFound('Компания не найдена');
  return {
    company: {
      name: company.name,
      city: company.city,
      address: company.adres,
      phone: formatPhone(company.phone),
      email: company.email,
      requisites: requisiteLines(company.requisites),
    },
    client: {
      name: client?.name || project.client,
      phone: formatPhone(client?.phone ?? ''),
      address: client?.adresa ?? '',
    },
    project: { name: project.name, address: project.adresa },
    manager: await personOf(tx, companyId, project.project_manager),
    installer: install?.assignees[0] ? await personOf(tx, companyId, install.assignees[0]) : null,
    installDate: install?.date || null,
    today: moscowDay(),
  };
}

/**
 * POST documents/: a numbered document from a template and a project, its text and figures frozen. The
 * number comes from the company's counter row in the same transaction: no gaps, no repeats.
 */
export async function issueDocument(
  db: Db,
  auth: { userId: number },
  companyId: number,
  body: DocumentIssueBody,
) {
  return db.transaction(async (tx) => {
    const template = await repo.findTemplate(tx, companyId, body.template);
    if (!template) throw notFound('Шаблон не найден');
    const context = await documentContext(tx, companyId, body.project);
    const date = context.today;
    const year = Number(date.slice(0, 4));
    const serial = await repo.nextSerial(tx, companyId, template.kind, year);
    const number = documentNumber(template.kind, year, serial);
    const blocks = renderTemplate(template.body, {
      ...context,
      number,
      date,
      estimate: body.estimate,
      prepayment: body.prepayment,
    });
    if (!blocksText(blocks).trim()) throw badRequest('Шаблон пуст: в документе не было бы ни слова');
    const project = await repo.findProject(tx, companyId, body.project);
    const row = await repo.insertDocument(tx, {
      companyId,
      kind: template.kind,
      year,
      serial,
      number,
      title: `${DOCUMENT_KIND_NAMES[template.kind]} № ${number}`,
      templateId: template.id,
      projectId: body.project,
      projectName: project?.name ?? '',
      clientId: project?.clientid ?? 0,
      clientName: context.client.name,
      blocks,
      estimate: body.estimate,
      total: body.estimate?.totals.total ?? 0,
      createdBy: auth.userId,
    });
    return documentWire({ ...row, createdAt: row.createdAt });
  });
}

type DocumentRow = Awaited<ReturnType<typeof repo.listDocuments>>['rows'][number];
export const documentWire = (d: DocumentRow) => ({
  id: d.id,
  kind: d.kind,
  number: d.number,
  title: d.title,
  projectId: d.projectId,
  projectName: d.projectName,
  clientId: d.clientId,
  clientName: d.clientName,
  total: d.total,
  issuedAt: d.createdAt.toISOString(),
});

export async function listDocuments(db: Db, companyId: number, query: DocumentListQuery) {
  if (query.from && query.to && query.from > query.to) throw badRequest('Дата «с» позже даты «по»');
  const page = await repo.listDocuments(db, companyId, query);
  return { res: true as const, pagination: { total: page.total }, content: page.rows.map(documentWire) };
}

/** An issued document of the company with its frozen blocks, or undefined (a client link reads it here). */
export function findDocument(tx: Tx, companyId: number, id: number) {
  return repo.findDocument(tx, companyId, id);
}

/** An issued document of the company with its frozen blocks. */
export async function getDocument(db: Db, companyId: number, id: number) {
  const row = await findDocument(db, companyId, id);
  if (!row) throw notFound('Документ не найден');
  return row;
}
