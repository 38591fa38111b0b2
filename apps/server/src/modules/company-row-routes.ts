/**
 * Moved to lib/company-row-routes.ts (decision 0043). Kept only so `modules/reports/routes.ts`, changed on
 * another branch at the same time, keeps building; its import moves to the lib and this file goes.
 */
export { errors } from '../lib/company-row-routes.js';
