import type {
  EstimateCompanyInput,
  EstimateHeader,
  EstimateKind,
  EstimateLayout,
  EstimatePerson,
  EstimateSettings,
  InstallerEstimateInput,
} from './types.js';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` + n calendar days, with no time zone involved. Throws on a day that does not exist. */
export function addDays(day: string, days: number): string {
  const m = DAY.exec(day);
  const y = Number(m?.[1]);
  const mo = Number(m?.[2]);
  const d = Number(m?.[3]);
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (!m || date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) {
    throw new RangeError(`Не дата: ${day}`);
  }
  date.setUTCDate(date.getUTCDate() + Math.trunc(days));
  return date.toISOString().slice(0, 10);
}

const clean = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

/** The detail lines under the company name, as printed. */
export function companyDetails(company: EstimateCompanyInput): string[] {
  const lines: string[] = [];
  const address = [clean(company.city), clean(company.adres)].filter(Boolean).join(', ');
  if (address) lines.push(address);
  const phone = clean(company.phone);
  if (phone) lines.push(`Тел.: ${phone}`);
  const email = clean(company.email);
  if (email) lines.push(`E-mail: ${email}`);
  for (const line of (company.requisites ?? '').split('\n')) {
    const text = line.trim();
    if (text) lines.push(text);
  }
  return lines;
}

const person = (p: EstimatePerson | null | undefined) => {
  const name = clean(p?.name);
  return name ? { name, phone: clean(p?.phone) } : null;
};

export function buildLayout(settings: EstimateSettings): EstimateLayout {
  return {
    compact: settings.SMETA_COMPACT,
    byRoom: settings.SMETA_POM,
    showQuantity: settings.SMETA_QUAN,
    showPrices: settings.SMETA_STOIMOST,
    showSketches: settings.SMETA_SKETCH,
  };
}

/** The header as the settings allow; validity only on client estimates, the installer only on his. */
export function buildHeader(
  kind: EstimateKind,
  input: Omit<InstallerEstimateInput, 'installer' | 'drafts'> & { installer?: EstimatePerson | null },
): EstimateHeader {
  const { settings, company, client, project, date } = input;
  const logo = clean(company.logo);
  const position = settings.SMETA_PHOTO_POSITION;
  // Validate the day even when it is not printed: a wrong day would otherwise surface only with a setting.
  const validUntil = addDays(date, settings.SMETA_DAY);
  return {
    company: settings.SMETA_COMPANY_NAME
      ? { name: clean(company.name) ?? '', details: companyDetails(company) }
      : null,
    logo: logo && (position === 'left' || position === 'right') ? { url: logo, position } : null,
    date: settings.SMETA_DATE_CREATE ? date : null,
    validUntil: kind === 'client' && settings.SMETA_EXPIRES ? validUntil : null,
    manager: settings.SMETA_MANAGER ? person(input.manager) : null,
    installer: kind === 'installer' ? person(input.installer) : null,
    client: { name: clean(client.name) ?? '', phone: clean(client.phone), adresa: clean(client.adresa) },
    project: { id: project.id, name: clean(project.name) ?? '' },
  };
}
