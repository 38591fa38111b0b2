/** Company documents (issue 13): templates with fields, rendered to blocks for preview, PDF and DOCX. */
export { DOCUMENT_FIELDS, type DocumentField, fieldTable, findField } from './fields.js';
export { blocksText, fillText, renderTemplate } from './render.js';
export { DOCUMENT_KIND_NAMES, documentNumber, SEED_TEMPLATES, type SeedTemplate } from './seed.js';
export { estimateSnapshot } from './snapshot.js';
export type * from './types.js';
