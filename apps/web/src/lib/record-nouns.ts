import type { PluralForms } from '@glad/domain';

/*
 * The records' names in their three Russian forms (for 1, 2–4, 5 and more), for counts with `formatCount`:
 * one list for every screen that counts them.
 */

export const clientPlural: PluralForms = ['клиент', 'клиента', 'клиентов'];
export const projectPlural: PluralForms = ['объект', 'объекта', 'объектов'];
export const draftPlural: PluralForms = ['чертёж', 'чертежа', 'чертежей'];
