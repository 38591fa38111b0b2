/** Company documents (issue 13): templates with fields, rendered to blocks for preview, PDF and DOCX. */
export {
  DOCUMENT_FIELDS,
  type DocumentField,
  fieldTable,
  findField,
  roomsTable,
  rowsTable,
} from './fields.js';
export { blocksText, fillText, renderTemplate } from './render.js';
export { type RequisiteFields, requisiteLines } from './requisites.js';
export { DOCUMENT_KIND_NAMES, documentNumber, SEED_TEMPLATES, type SeedTemplate } from './seed.js';
export { estimateSnapshot, snapshotBlocks } from './snapshot.js';
export type * from './types.js';
