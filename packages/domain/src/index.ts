export * from './calendar/index.js';
export * from './estimate/index.js';
export * from './format/index.js';
export * from './geometry/index.js';
export * from './plans/index.js';
export * from './pricing/index.js';
export * from './search/index.js';
export * from './sync/index.js';
