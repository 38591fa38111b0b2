export * from './field.js';
export * from './metadata.js';
export * from './read.js';
export * from './show.js';
