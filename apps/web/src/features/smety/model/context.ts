import type { Company, CompanySettings, User } from '@glad/contracts';
import { formatPhone } from '@glad/contracts';
import {
  type CalculatorTemplate,
  type EstimateCompanyInput,
  type EstimateSettings,
  type PriceListItem,
  personName,
  requisiteLines,
} from '@glad/domain';

/** A staff member an estimate may name: the project's manager or the installer. */
export interface StaffPerson {
  id: number;
  name: string;
  phone: string | null;
}

/** Everything besides the project's own records that an estimate needs; all of it kept for offline use. */
export interface EstimateContext {
  company: EstimateCompanyInput & { id: number };
  settings: EstimateSettings;
  priceList: PriceListItem[];
  /** Calculators (or, without any, templates): the default one prices drafts without a calculation. */
  templates: CalculatorTemplate[];
  staff: StaffPerson[];
  installers: StaffPerson[];
}

export function companyInput(company: Company): EstimateContext['company'] {
  return {
    id: company.id,
    name: company.name,
    city: company.city,
    adres: company.adres,
    phone: company.phone ? formatPhone(company.phone) : null,
    email: company.email,
    requisites: requisiteLines(company.requisites).join('\n'),
    logo: company.logo,
  };
}

/** The contracts' settings are the domain's, with SMETA_ROUND_BY narrowed to its four steps. */
export const estimateSettings = (settings: CompanySettings): EstimateSettings => ({ ...settings });

export function personOf(user: Pick<User, 'id' | 'name' | 'family' | 'email' | 'phone'>): StaffPerson {
  return {
    id: user.id,
    name: personName(user),
    phone: user.phone ? formatPhone(user.phone) : null,
  };
}
