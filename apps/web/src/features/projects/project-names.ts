import type { ProjectRow } from '../../lib/offline-db';

/*
 * How a project is named in lists and notices (its count's forms: lib/record-nouns.ts). Apart from the project's actions
 * (project-actions.ts), whose answers' schemas a list that only names projects (home's recent ones) need not
 * build (decision 0068).
 */

export const projectTitle = (p: Pick<ProjectRow, 'name' | 'id'>) => p.name.trim() || `Объект №${p.id}`;
