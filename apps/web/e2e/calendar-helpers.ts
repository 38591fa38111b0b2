import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Session } from './a11y-app-helpers';
import { api } from './api';
import { create } from './records-helpers';

/** A local day `YYYY-MM-DD`, `days` from today. */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A client with a phone and a project at an address, made through the API. */
export async function clientWithProject(request: APIRequestContext, session: Session, name: string) {
  const client = await create(request, session, 'client', {
    name,
    phone: '+7 916 123-45-67',
    adresa: 'Москва, ул. Клиентская, 1',
  });
  const project = await create(request, session, 'project', {
    name: `Квартира ${name}`,
    clientid: client.id,
    adresa: 'Москва, ул. Ленина, 5, кв. 12',
  });
  return { client, project };
}

/** The company's events as the server holds them. */
export async function serverEvents(request: APIRequestContext, session: Session, query = '') {
  return (await api<{ content: Record<string, unknown>[] }>(request, session, 'GET', `/api/events/?${query}`))
    .content;
}

/** The event dialog, new or opened. */
export const eventDialog = (page: Page) => page.getByRole('dialog');

/** Fills the day and start time of the open event dialog and saves it. */
export async function saveDayAndTime(page: Page, date: string, time: string) {
  const dialog = eventDialog(page);
  await dialog.getByLabel('Дата').fill(date);
  await dialog.getByLabel('Начало').fill(time);
  await dialog.getByRole('button', { name: /^(Добавить|Сохранить)$/ }).click();
  await expect(dialog).toHaveCount(0);
}
