import { INSTALLER_GROUP, type RightsGroupId } from '@glad/contracts';

/** The demo owner's sign-in, shown on the login page while it still works. */
export const DEMO_EMAIL = 'demo@example.com';
/** Every demo account's password (the login page lists them while they keep it). */
export const DEMO_PASSWORD = 'demo12345';

export const DEMO_COMPANY = {
  name: 'Демо-потолки',
  email: 'demo-potolki@example.com',
  phone: '+74951234567',
  city: 'Москва',
  adres: 'ул. Складочная, д. 1, стр. 7, офис 212',
  managerdetail: 'Ответим в WhatsApp и Telegram с 9:00 до 21:00, без выходных',
  requisites: {
    legalName: 'ООО «Демо-потолки»',
    legalAddress: '127018, г. Москва, ул. Складочная, д. 1, стр. 7',
    inn: '7715123456',
    kpp: '771501001',
    ogrn: '1187746123456',
    bank: 'ПАО Сбербанк',
    bik: '044525225',
    rs: '40702810938000123456',
    ks: '30101810400000000225',
  },
  /** Seven people need more than the free plan's two; the plan is paid a year ahead. */
  tariff: 'Бизнес',
  paidDays: 365,
};

export const DEMO_OWNER = { name: 'Демо', phone: '+79990000000' };

export type ManagerKey = 'anna' | 'sergey' | 'olga';
export type InstallerKey = 'alexey' | 'igor' | 'pavel';
export type StaffKey = ManagerKey | InstallerKey;

export interface StaffPlan {
  key: StaffKey;
  email: string;
  name: string;
  family: string;
  phone: string;
  /** the position, shown as the role on the login page and in the staff list */
  dolzhnost: string;
  rights: RightsGroupId[];
}

/** Managers run clients, projects, estimates and the calendar; installers get their estimates and trips. */
export const demoStaff: readonly StaffPlan[] = [
  {
    key: 'anna',
    email: 'demo-anna@example.com',
    name: 'Анна',
    family: 'Смирнова',
    phone: '+79161230101',
    dolzhnost: 'Менеджер',
    rights: ['2', '3', '4', '5'],
  },
  {
    key: 'sergey',
    email: 'demo-sergey@example.com',
    name: 'Сергей',
    family: 'Кузнецов',
    phone: '+79161230202',
    dolzhnost: 'Замерщик',
    rights: ['2', '3', '4'],
  },
  {
    key: 'olga',
    email: 'demo-olga@example.com',
    name: 'Ольга',
    family: 'Васильева',
    phone: '+79161230303',
    dolzhnost: 'Офис-менеджер',
    rights: ['1', '2', '3', '4', '5', '11'],
  },
  {
    key: 'alexey',
    email: 'demo-alexey@example.com',
    name: 'Алексей',
    family: 'Морозов',
    phone: '+79261230404',
    dolzhnost: 'Бригадир монтажников',
    rights: [INSTALLER_GROUP, '4'],
  },
  {
    key: 'igor',
    email: 'demo-igor@example.com',
    name: 'Игорь',
    family: 'Новиков',
    phone: '+79261230505',
    dolzhnost: 'Монтажник',
    rights: [INSTALLER_GROUP],
  },
  {
    key: 'pavel',
    email: 'demo-pavel@example.com',
    name: 'Павел',
    family: 'Фёдоров',
    phone: '+79261230606',
    dolzhnost: 'Монтажник',
    rights: [INSTALLER_GROUP],
  },
];

/** Every demo account's email, the owner's first: what the login page may list. */
export const demoEmails = [DEMO_EMAIL, ...demoStaff.map((s) => s.email)];
