export * from './auth.js';
export * from './calendar.js';
export * from './documents.js';
export * from './notices.js';
export * from './payments.js';
export * from './platform.js';
export * from './pricing.js';
export * from './records.js';
