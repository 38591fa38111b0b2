import type { ProjectPlan } from './plan.js';
import { newProjects } from './projects-new.js';
import { runningProjects } from './projects-running.js';

/** Every project of the demo company, in the order they are made. */
export const demoProjects: readonly ProjectPlan[] = [...newProjects, ...runningProjects];
