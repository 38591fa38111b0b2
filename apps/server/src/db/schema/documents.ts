import type { DocBlock, DocumentKind, EstimateSnapshot, TemplateDoc } from '@glad/domain';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/* Company documents and client links (issue 13, decision 0030). */

/** A company's template; the four it starts with carry `seed` (one each, even under concurrent first use). */
export const docTemplates = pgTable(
  'doc_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    name: text('name').notNull(),
    body: jsonb('body').$type<TemplateDoc>().notNull(),
    seed: text('seed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('doc_templates_company_seed_idx').on(t.companyId, t.seed),
    index('doc_templates_company_idx').on(t.companyId, t.kind),
  ],
);

/** The last number a company gave to a kind of document in a year: raised in the issuing transaction. */
export const docCounters = pgTable(
  'doc_counters',
  {
    companyId: integer('company_id').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.year] })],
);

/** An issued document: its text and figures frozen at issue. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    year: integer('year').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull(),
    title: text('title').notNull(),
    templateId: integer('template_id').notNull(),
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    projectName: text('project_name').notNull(),
    clientId: bigint('client_id', { mode: 'number' }).notNull(),
    clientName: text('client_name').notNull(),
    blocks: jsonb('blocks').$type<DocBlock[]>().notNull(),
    estimate: jsonb('estimate').$type<EstimateSnapshot>(),
    total: bigint('total', { mode: 'number' }).notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_company_number_idx').on(t.companyId, t.kind, t.year, t.serial),
    index('documents_company_project_idx').on(t.companyId, t.projectId),
  ],
);

/** A link a client opens without an account (`/e/{token}`): what it shows is frozen when it is made. */
export const clientLinks = pgTable(
  'client_links',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    token: text('token').notNull(),
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    /** Which estimate table `smeta_id` names (0009); a document's link keeps 0 there. */
    smetaKind: text('smeta_kind').$type<'smeta' | 'smetamontazh'>().notNull().default('smeta'),
    smetaId: bigint('smeta_id', { mode: 'number' }).notNull().default(0),
    documentId: integer('document_id'),
    /** The estimate the client reads; null for a document issued without one (0009). */
    snapshot: jsonb('snapshot').$type<EstimateSnapshot>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    comment: text('comment'),
    commentedAt: timestamp('commented_at', { withTimezone: true }),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_links_token_idx').on(t.token),
    index('client_links_company_project_idx').on(t.companyId, t.projectId),
    index('client_links_company_document_idx').on(t.companyId, t.documentId),
  ],
);
