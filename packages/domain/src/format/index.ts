export * from './date.js';
export * from './iso-order.js';
export * from './join.js';
export * from './measure.js';
export * from './money.js';
export * from './number.js';
export * from './plural.js';
export * from './relative.js';
