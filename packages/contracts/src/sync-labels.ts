import type { SyncTable } from './sync.js';

/**
 * What a record of each synced table is called, in the singular: the trash's list (the `{type}` of
 * trash/{type}/{id}/ is the table's name) and a refused change's notice. A module without schemas, so a
 * screen that only names records does not build zod's.
 */
export const syncTableLabels: Record<SyncTable, string> = {
  clients: 'Клиент',
  projects: 'Объект',
  drafts: 'Чертёж',
  events: 'Событие',
  smety: 'Смета',
  smetymontazh: 'Смета монтажа',
  oplata: 'Оплата',
};
