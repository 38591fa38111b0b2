import { randomBytes } from 'node:crypto';
import {
  type ClientLink,
  formatPhone,
  type LinkCreateBody,
  type LinkListQuery,
  type LinkState,
} from '@glad/contracts';
import { type DocBlock, snapshotBlocks } from '@glad/domain';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { addNotices, type NewNotice } from '../../lib/notices.js';
import type { Mailer } from '../../plugins/mail.js';
import { findDocument } from '../documents/service.js';
import { setEstimateStatus } from './estimate-status.js';
import * as repo from './repository.js';

/* Client links (issue 13 §2, decision 0032): made by the company, opened and answered by the client. */

export interface LinkDeps {
  db: Db;
  mail: Mailer;
  publicUrl: string;
}

const DAY_MS = 86_400_000;
/** 32 random bytes: 43 characters of base64url, far beyond guessing. */
export const newToken = () => randomBytes(32).toString('base64url');
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');

function stateOf(row: repo.LinkRow, now = Date.now()): LinkState {
  if (row.revokedAt) return 'revoked';
  if (row.acceptedAt) return 'accepted';
  if (row.expiresAt.getTime() <= now) return 'expired';
  return 'active';
}

export function linkWire(row: repo.LinkRow, publicUrl: string): ClientLink {
  const isDocument = row.documentId !== null;
  return {
    id: row.id,
    url: `${base(publicUrl)}/e/${row.token}`,
    state: stateOf(row),
    projectId: row.projectId,
    smetaKind: isDocument ? null : row.smetaKind,
    smetaId: isDocument ? null : row.smetaId,
    documentId: row.documentId,
    title: row.title || 'Смета',
    total: row.total === null ? null : Number(row.total),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: iso(row.revokedAt),
    firstViewedAt: iso(row.firstViewedAt),
    lastViewedAt: iso(row.lastViewedAt),
    views: row.views,
    acceptedAt: iso(row.acceptedAt),
    acceptedName: row.acceptedName,
    comment: row.comment,
    commentedAt: iso(row.commentedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

async function oneLink(tx: Tx, companyId: number, id: number, publicUrl: string) {
  const [row] = await repo.listLinks(tx, companyId, { id });
  if (!row) throw notFound('Ссылка не найдена');
  return linkWire(row, publicUrl);
}

/**
 * POST links/: a link to an estimate (its snapshot as the device built it, frozen here) or to an issued
 * document (its frozen blocks and estimate). Sending an estimate marks it «Отправлена клиенту».
 */
export async function createLink(
  deps: LinkDeps,
  auth: { userId: number },
  companyId: number,
  body: LinkCreateBody,
) {
  const id = await deps.db.transaction(async (tx) => {
    const expiresAt = new Date(Date.now() + body.days * DAY_MS);
    const common = { companyId, token: newToken(), expiresAt, createdBy: auth.userId };
    if (body.document) {
      const doc = await findDocument(tx, companyId, body.document);
      if (!doc) throw notFound('Документ не найден');
      return repo.insertLink(tx, {
        ...common,
        projectId: doc.projectId,
        smetaKind: 'smeta',
        smetaId: 0,
        documentId: doc.id,
        snapshot: doc.estimate,
      });
    }
    const { smeta, project, estimate } = body;
    if (!smeta || !project || !estimate) throw badRequest('Укажите смету или документ');
    if (!(await repo.findProject(tx, companyId, project))) throw notFound('Объект не найден');
    const record = await repo.findSmeta(tx, companyId, smeta.kind, smeta.id);
    if (!record || record.projectid !== project) throw notFound('Смета не найдена');
    return repo.insertLink(tx, {
      ...common,
      projectId: project,
      smetaKind: smeta.kind,
      smetaId: smeta.id,
      documentId: null,
      snapshot: estimate,
    });
  });
  if (body.smeta)
    await setEstimateStatus(deps.db, companyId, auth.userId, body.smeta.kind, body.smeta.id, 'sent');
  return oneLink(deps.db, companyId, id, deps.publicUrl);
}

export async function listLinks(deps: LinkDeps, companyId: number, query: LinkListQuery) {
  const rows = await repo.listLinks(deps.db, companyId, query);
  return rows.map((row) => linkWire(row, deps.publicUrl));
}

/** POST links/{id}/revoke: the link stops opening at once. */
export async function revokeLink(deps: LinkDeps, companyId: number, id: number) {
  if (!(await repo.revokeLink(deps.db, companyId, id))) throw notFound('Ссылка не найдена');
  return oneLink(deps.db, companyId, id, deps.publicUrl);
}

/* The client's side. */

/** What the client's page shows: the company, the document or estimate as blocks, the sketches. */
export interface ClientView {
  link: repo.LiveLink;
  company: { name: string; phone: string; hasLogo: boolean };
  title: string;
  blocks: DocBlock[];
  sketches: { name: string; svg: string }[];
  total: number | null;
}

async function viewOf(tx: Tx, link: repo.LiveLink): Promise<ClientView> {
  const company = await repo.findCompany(tx, link.companyId);
  const doc = link.documentId === null ? undefined : await findDocument(tx, link.companyId, link.documentId);
  const estimate = link.snapshot;
  // the page's own h1 is the title: the estimate's blocks start after theirs
  const blocks = doc ? doc.blocks : estimate ? snapshotBlocks(estimate).slice(1) : [];
  return {
    link,
    company: {
      name: company?.name ?? '',
      phone: formatPhone(company?.phone ?? ''),
      hasLogo: Boolean(company?.logoFileId),
    },
    title: doc?.title ?? (estimate?.title.trim() || 'Смета'),
    blocks,
    sketches: (estimate?.rooms ?? []).flatMap((r) =>
      r.sketchSvg ? [{ name: r.name, svg: r.sketchSvg }] : [],
    ),
    total: doc ? doc.total || null : (estimate?.totals.total ?? null),
  };
}

/** A live link's view, or null (wrong, revoked or ended token: the caller answers the Russian 404). */
export async function findView(db: Db, token: string): Promise<ClientView | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const link = await repo.liveLink(db, token);
  return link ? viewOf(db, link) : null;
}

const whatOf = (link: repo.LiveLink) => (link.documentId === null ? 'смету' : 'документ');
function appPath(link: repo.LiveLink) {
  if (link.documentId !== null) return `/projects/${link.projectId}`;
  return `/smety/?project=${link.projectId}${link.smetaKind === 'smetamontazh' ? '&kind=installer' : ''}`;
}

/** The people told of a client's answer: the project's manager and whoever sent the link. */
async function tell(deps: LinkDeps, tx: Tx, link: repo.LiveLink, notice: NewNotice, mail: boolean) {
  const project = await repo.findProject(tx, link.companyId, link.projectId);
  const people = await repo.findPeople(tx, link.companyId, [project?.manager ?? 0, link.createdBy]);
  await addNotices(
    tx,
    link.companyId,
    people.map((p) => p.id),
    notice,
  );
  if (!mail) return;
  for (const person of people) {
    const hello = person.name.trim() ? `Здравствуйте, ${person.name.trim()}!` : 'Здравствуйте!';
    const text = [hello, '', notice.text, '', `Открыть: ${base(deps.publicUrl)}${notice.url}`, '', 'Гладь'];
    deps.mail.sendLater({ to: person.email, subject: notice.title, text: text.join('\n') });
  }
}

async function projectLabel(tx: Tx, link: repo.LiveLink) {
  const project = await repo.findProject(tx, link.companyId, link.projectId);
  return project?.name.trim() || `Объект №${link.projectId}`;
}

/**
 * GET /e/{token}: the page is shown and the client's view counted; the first view is told in the app.
 * A browser marked as a live session of the link's own company (decision 0041) is staff looking: its
 * view is not counted and the page says so.
 */
export async function openLink(
  deps: LinkDeps,
  token: string,
  viewerCompany: number | null,
): Promise<{ view: ClientView; staff: boolean } | null> {
  const view = await findView(deps.db, token);
  if (!view) return null;
  if (viewerCompany === view.link.companyId) return { view, staff: true };
  await deps.db.transaction(async (tx) => {
    const first = await repo.recordView(tx, view.link.id);
    if (!first) return;
    const text = `Клиент открыл ${whatOf(view.link)} «${view.title}» (${await projectLabel(tx, view.link)}).`;
    await tell(deps, tx, view.link, { title: 'Клиент открыл ссылку', text, url: appPath(view.link) }, false);
  });
  return { view, staff: false };
}

export type AnswerResult = 'done' | 'already' | 'gone';

/**
 * The client accepts: recorded once, the estimate it shows is the frozen snapshot of the link, the estimate
 * record turns «Согласована», and the manager is told in the app and by mail.
 */
export async function acceptLink(deps: LinkDeps, token: string, name: string): Promise<AnswerResult> {
  const view = await findView(deps.db, token);
  if (!view) return 'gone';
  const { link } = view;
  if (link.acceptedAt) return 'already';
  const accepted = await deps.db.transaction(async (tx) => {
    if (!(await repo.acceptOnce(tx, link.id, name))) return false;
    const what = link.documentId === null ? 'Смета согласована' : 'Документ согласован';
    const text = `${name} согласовал(а) ${whatOf(link)} «${view.title}» (${await projectLabel(tx, link)}).`;
    await tell(deps, tx, link, { title: `${what}: ${view.title}`, text, url: appPath(link) }, true);
    return true;
  });
  if (!accepted) return 'already';
  if (link.documentId === null && link.smetaId > 0) {
    await setEstimateStatus(
      deps.db,
      link.companyId,
      link.createdBy,
      link.smetaKind,
      link.smetaId,
      'approved',
    );
  }
  return 'done';
}

/** The client asks for changes with a comment (the latest one is kept; none after acceptance). */
export async function askChanges(deps: LinkDeps, token: string, comment: string): Promise<AnswerResult> {
  const view = await findView(deps.db, token);
  if (!view) return 'gone';
  const { link } = view;
  if (link.acceptedAt) return 'already';
  return deps.db.transaction(async (tx) => {
    if (!(await repo.saveComment(tx, link.id, comment))) return 'already';
    const text = `Клиент просит изменить ${whatOf(link)} «${view.title}» (${await projectLabel(tx, link)}):\n«${comment}»`;
    await tell(deps, tx, link, { title: `Просьба изменить: ${view.title}`, text, url: appPath(link) }, true);
    return 'done';
  });
}

/** The company's logo for a live link's page. */
export async function linkLogo(db: Db, token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const link = await repo.liveLink(db, token);
  if (!link) return null;
  const company = await repo.findCompany(db, link.companyId);
  if (!company?.logoFileId) return null;
  return (await repo.findFile(db, link.companyId, company.logoFileId)) ?? null;
}
