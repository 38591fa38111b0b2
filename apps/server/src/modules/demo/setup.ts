import type { CalculatorTemplate, EstimateCompanyInput, EstimateSettings } from '@glad/domain';
import { addDays } from '@glad/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { calculators, companies, statuses, tariffs } from '../../db/schema/index.js';
import { mergeSettings } from '../../lib/company-settings.js';
import { hashPassword } from '../../lib/password.js';
import { calculatorWire } from '../calculators/service.js';
import { createCompanyWithOwner } from '../company/service.js';
import { allItems, toDomainItem } from '../pricelist/service.js';
import { emailTaken, insertStaffUser } from '../users/service.js';
import { DEMO_COMPANY, DEMO_EMAIL, DEMO_OWNER, DEMO_PASSWORD, demoStaff, type StaffKey } from './people.js';
import { type PayStage, payStatusName, type WorkStage, workStatusName } from './plan.js';
import type { PricingContext } from './rooms.js';

/** A person the demo names: on records (user id) and on estimates (name, phone). */
export interface DemoPerson {
  id: number;
  name: string;
  phone: string;
}

/** The demo company as made so far: who works there, its statuses and what it prices with. */
export interface DemoSetup {
  companyId: number;
  ownerId: number;
  /** the day the demo is made (Moscow), `YYYY-MM-DD` */
  today: string;
  people: Record<StaffKey | 'owner', DemoPerson>;
  work: Record<WorkStage, number>;
  pay: Record<PayStage, number>;
  pricing: PricingContext;
  settings: EstimateSettings;
  company: EstimateCompanyInput;
}

async function paidPlan(tx: Tx) {
  const [plan] = await tx
    .select({ id: tariffs.id })
    .from(tariffs)
    .where(eq(tariffs.name, DEMO_COMPANY.tariff));
  return plan?.id ?? null;
}

/** The company's statuses of a group by name (the defaults every new company gets). */
async function statusIds<K extends string>(
  tx: Tx,
  companyId: number,
  group: 'work' | 'payment',
  names: Record<K, string>,
) {
  const rows = await tx
    .select({ id: statuses.id, name: statuses.name })
    .from(statuses)
    .where(and(eq(statuses.companyId, companyId), eq(statuses.group, group)));
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  const out = {} as Record<K, number>;
  for (const [key, name] of Object.entries(names) as [K, string][]) {
    const id = byName.get(name);
    if (id === undefined) throw new Error(`Нет статуса «${name}» у демо-компании`);
    out[key] = id;
  }
  return out;
}

/** The company's calculators, price list and settings, as the app prices with them. */
async function pricingOf(tx: Tx, companyId: number, stored: Record<string, unknown>) {
  const rows = await tx
    .select()
    .from(calculators)
    .where(eq(calculators.companyId, companyId))
    .orderBy(asc(calculators.id));
  const templates: CalculatorTemplate[] = rows.map((row) => ({ ...calculatorWire(row, true) }));
  const priceList = (await allItems(tx, companyId)).map(toDomainItem);
  const settings: EstimateSettings = { ...mergeSettings(stored) };
  return { pricing: { templates, priceList, settings }, settings };
}

/**
 * «Демо-потолки» with its owner (the sign-up path every company takes: statuses, price list, calculator),
 * its details and a plan that fits its staff, and the staff, each able to sign in with the demo password.
 */
export async function setUpDemoCompany(tx: Tx, today: string): Promise<DemoSetup> {
  const { company, owner } = await createCompanyWithOwner(tx, {
    companyName: DEMO_COMPANY.name,
    name: DEMO_OWNER.name,
    email: DEMO_EMAIL,
    phone: DEMO_OWNER.phone,
    password: DEMO_PASSWORD,
  });
  const plan = await paidPlan(tx);
  await tx
    .update(companies)
    .set({
      email: DEMO_COMPANY.email,
      phone: DEMO_COMPANY.phone,
      city: DEMO_COMPANY.city,
      adres: DEMO_COMPANY.adres,
      managerdetail: DEMO_COMPANY.managerdetail,
      requisites: DEMO_COMPANY.requisites,
      ...(plan === null ? {} : { tariffId: plan, tariffEnd: addDays(today, DEMO_COMPANY.paidDays) }),
    })
    .where(eq(companies.id, company.id));

  const people = {
    owner: { id: owner.id, name: DEMO_OWNER.name, phone: DEMO_OWNER.phone },
  } as DemoSetup['people'];
  for (const staff of demoStaff) {
    // an address someone else took since cannot be the demo's: that person is left out
    if (await emailTaken(tx, staff.email)) continue;
    const { key, ...fields } = staff;
    const row = await insertStaffUser(tx, company.id, {
      ...fields,
      secondname: '',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    people[key] = { id: row.id, name: `${staff.family} ${staff.name}`, phone: staff.phone };
  }
  for (const staff of demoStaff) people[staff.key] ??= people.owner;

  const { pricing, settings } = await pricingOf(tx, company.id, company.settings);
  return {
    companyId: company.id,
    ownerId: owner.id,
    today,
    people,
    work: await statusIds(tx, company.id, 'work', workStatusName),
    pay: await statusIds(tx, company.id, 'payment', payStatusName),
    pricing,
    settings,
    company: {
      name: DEMO_COMPANY.name,
      city: DEMO_COMPANY.city,
      adres: DEMO_COMPANY.adres,
      phone: DEMO_COMPANY.phone,
      email: DEMO_COMPANY.email,
    },
  };
}
