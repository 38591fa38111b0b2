import { z } from 'zod';
import { MAX_EVENT_ASSIGNEES, MINUTES_PER_DAY } from './event-constants.js';
import { paymentFields } from './payments.js';
import { optionalPhone } from './phone/index.js';
import {
  clockTime,
  flag01,
  isoDay,
  MAX_AMOUNT_KOPECKS,
  plainText,
  refId,
  smallRef,
} from './record-basics.js';
import { eventKind, eventStatus } from './records.js';
import { recordId, type SyncTable } from './sync.js';

/*
 * What a device or a REST call may write into a synced record: the push's `fields` and the create bodies.
 * Kept apart from the wire records (records.ts) because these parse what a person typed (a phone with
 * libphonenumber, decision 0021), while the records only check what the server answered: a screen that
 * reads records does not load the phone parser (decision 0051).
 */

const text = plainText;
const openObject = z.record(z.string(), z.unknown());

export const clientFields = z
  .object({ name: text(200), adresa: text(500), phone: optionalPhone, notes: plainText(10_000) })
  .partial();
export const projectFields = z
  .object({
    name: text(300),
    clientid: refId,
    date: isoDay,
    status_payment: smallRef,
    status_worked: smallRef,
    project_manager: smallRef,
    adresa: text(500),
    notes: plainText(10_000),
    amount: z.number().int().min(0).max(MAX_AMOUNT_KOPECKS),
  })
  .partial();
export const draftFields = z
  .object({
    name: text(300),
    date: isoDay,
    projectid: refId,
    smeta_exclude: flag01,
    sort: z.number().int().min(-1_000_000_000).max(1_000_000_000),
    form: openObject,
  })
  .partial()
  .catchall(z.unknown());
export const eventFields = z
  .object({
    date: isoDay,
    time: clockTime,
    duration: z
      .number({ error: 'Длительность — число минут' })
      .int('Длительность — целое число минут')
      .min(1, 'Длительность должна быть больше нуля')
      .max(MINUTES_PER_DAY, 'Событие не может длиться больше 24 часов'),
    client: refId,
    project: refId,
    adresa: text(500),
    kind: eventKind,
    assignees: z
      .array(smallRef.refine((id) => id > 0, 'Неверный ID сотрудника'))
      .max(MAX_EVENT_ASSIGNEES, `Не больше ${MAX_EVENT_ASSIGNEES} исполнителей`)
      .refine((ids) => new Set(ids).size === ids.length, 'Сотрудник указан дважды'),
    note: plainText(5000),
    status: eventStatus,
    cancel_reason: text(1000),
  })
  .partial();
export const smetaFields = z
  .object({
    uid: text(100),
    client: text(300),
    clientid: refId,
    projectid: refId,
    draftid: refId,
    approved: flag01,
  })
  .partial()
  .catchall(z.unknown());

/** Per table: the schema a put's `fields` must pass (after the ignored fields below are dropped). */
export const syncFieldSchemas = {
  clients: clientFields,
  projects: projectFields,
  drafts: draftFields,
  events: eventFields,
  smety: smetaFields,
  smetymontazh: smetaFields,
  oplata: paymentFields,
} satisfies Record<SyncTable, z.ZodType>;

const optionalId = { id: recordId.optional() };
/** Create bodies may carry an id the device took from its reserved block (sync/ids/). */
export const clientCreateBody = clientFields.extend(optionalId);
export const projectCreateBody = projectFields.extend(optionalId);
export const draftCreateBody = draftFields.extend(optionalId);
export const eventCreateBody = eventFields.extend(optionalId);
export const smetaCreateBody = smetaFields.extend(optionalId);
