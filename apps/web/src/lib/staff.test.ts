import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { staffQuery } from './staff';
import { jsonResponse, standInFetch, standInStorage } from './stand-in-network.fixture';

const employee = (id: number, name: string, family: string) => ({
  id,
  name,
  family,
  secondname: '',
  email: `user${id}@example.com`,
  lastLogin: null,
  phone: '',
  admin: false,
  rights: [],
  ABR: '',
  no_photo: true,
  photo: '/default-user.svg',
  dolzhnost: 'нет данных',
  vladelec: false,
  LAST_ACTIVITY_DATE: null,
  LAST_LOGIN: null,
  is_online: false,
});

/** An access token of `company` (only its payload is read on the device). */
const tokenOf = (company: number) =>
  `h.${Buffer.from(JSON.stringify({ id: 1, cid: company, exp: 4_000_000_000 })).toString('base64url')}.s`;

const storage = standInStorage();
afterEach(() => storage.clear());

standInFetch(async () => jsonResponse([employee(3, 'Яна', 'Орлова'), employee(2, 'Борис', 'Ильин')]));

describe('staffQuery', () => {
  it('answers the staff by name and keeps them for the signed-in company only', async () => {
    storage.set('glad.accessToken', tokenOf(7));
    const staff = await new QueryClient().fetchQuery(staffQuery());
    expect(staff).toEqual([
      { id: 2, name: 'Борис Ильин' },
      { id: 3, name: 'Яна Орлова' },
    ]);
    // offline, the next start of the same company shows them at once
    const initial = staffQuery().initialData;
    expect(typeof initial === 'function' ? initial() : initial).toEqual(staff);

    // another company signed in on the device does not see them
    storage.set('glad.accessToken', tokenOf(8));
    expect(typeof initial === 'function' ? initial() : initial).toBeUndefined();
  });
});
