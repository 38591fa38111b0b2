export * from './apply.js';
export * from './backoff.js';
export * from './clone.js';
export * from './engine.js';
export { syncErrorMessage } from './engine-helpers.js';
export * from './local-change.js';
export * from './memory-store.js';
export * from './push-batch.js';
export * from './types.js';
