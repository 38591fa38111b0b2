import { companySettingsDefaults } from '@glad/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies, users } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { seedPricing } from '../pricelist/service.js';
import { seedStatuses } from '../statuses/service.js';
import { freeTariffId } from '../tariffs/service.js';

export interface NewCompany {
  companyName: string;
  name: string;
  email: string;
  phone: string;
  password: string;
}

/** Creates a company on the free plan with its owner (vladelec). Email is unique regardless of case. */
export async function createCompanyWithOwner(tx: Tx, input: NewCompany) {
  const email = input.email.trim();
  const taken = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (taken.length > 0) throw conflict('Пользователь с такой почтой уже зарегистрирован');
  const passwordHash = await hashPassword(input.password);
  const [company] = await tx
    .insert(companies)
    .values({
      name: input.companyName.trim(),
      email,
      phone: input.phone,
      tariffId: await freeTariffId(tx),
      settings: companySettingsDefaults,
    })
    .returning();
  await seedStatuses(tx, company!.id);
  await seedPricing(tx, company!.id);
  const [owner] = await tx
    .insert(users)
    .values({
      companyId: company!.id,
      email,
      passwordHash,
      name: input.name.trim(),
      phone: input.phone,
      vladelec: true,
      dolzhnost: 'Руководитель',
    })
    .returning();
  return { company: company!, owner: owner! };
}
