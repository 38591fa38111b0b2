/** Estimates (docs/design.md §3 «Estimates»): the client's and the installer's document models, ready to render. */
export {
  ALL_ROOMS_TITLE,
  buildClientEstimate,
  buildInstallerEstimate,
  CLIENT_ESTIMATE_TITLE,
  INSTALLER_ESTIMATE_TITLE,
  PROJECT_BLOCK_TITLE,
  projectCostPrice,
} from './build.js';
export { addDays, companyDetails } from './header.js';
export { type ProjectPart, type ProjectRoom, projectKey, projectPart } from './project.js';
export { estimatePoints, lightPointNames } from './room.js';
export type * from './types.js';
