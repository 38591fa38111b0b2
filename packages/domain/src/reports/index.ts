export * from './periods.js';
