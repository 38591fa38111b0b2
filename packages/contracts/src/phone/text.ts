/**
 * Reading and showing a phone without the zod field: `@glad/contracts/phone-text`, for a page that loads
 * the phone rules on its own, after its form works (decision 0038).
 */
export * from './read.js';
export * from './show.js';
