export * from './lists.js';
export * from './text.js';
