export * from './auth.js';
export * from './pricing.js';
export * from './records.js';
