export * from './event-ics.js';
export * from './hours.js';
export * from './ical.js';
export * from './overlap.js';
export * from './rules.js';
export * from './time.js';
export * from './warnings.js';
