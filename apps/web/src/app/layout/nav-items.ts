import {
  IconBuilding,
  IconCalculator,
  IconCalendar,
  IconChartBar,
  IconCode,
  IconCreditCard,
  IconFileInvoice,
  IconFiles,
  IconHome,
  IconLayoutGrid,
  IconLifebuoy,
  IconListDetails,
  IconPencil,
  IconRuler2,
  IconShieldLock,
  IconTags,
  IconTool,
  IconTrash,
  IconUserCircle,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;
  /** Platform admins only (SPEC §6). */
  adminOnly?: boolean;
  /** One of the four daily places of the phone's bottom bar (DESIGN §4). */
  phone?: boolean;
  /** The phone bar's shorter label. */
  phoneLabel?: string;
}

/** Every section, in the sidebar's order (DESIGN §4). */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Главная', to: '/', icon: IconHome, phone: true },
  { label: 'Клиенты', to: '/clients/', icon: IconUserCircle, phone: true },
  { label: 'Объекты', to: '/projects/', icon: IconLayoutGrid },
  { label: 'Чертежи', to: '/drafts/', icon: IconPencil },
  { label: 'Расчёт', to: '/calc/', icon: IconRuler2, phone: true, phoneLabel: 'Замер' },
  { label: 'Калькуляторы', to: '/configs/', icon: IconCalculator },
  { label: 'Прайс-лист', to: '/configs2/', icon: IconListDetails },
  { label: 'Сметы', to: '/smety/', icon: IconFileInvoice },
  { label: 'Календарь', to: '/calendar/', icon: IconCalendar, phone: true },
  { label: 'Отчёты', to: '/reports/', icon: IconChartBar },
  { label: 'Расходы', to: '/calc/rashod/', icon: IconWallet },
  { label: 'Монтажники', to: '/montazhniki/', icon: IconTool },
  { label: 'Документы', to: '/documents/', icon: IconFiles },
  { label: 'Компания', to: '/company/', icon: IconBuilding },
  { label: 'Сотрудники', to: '/users/', icon: IconUsers },
  { label: 'Тарифы', to: '/tarifs/', icon: IconTags },
  { label: 'Оплата', to: '/payment/', icon: IconCreditCard },
  { label: 'Корзина', to: '/trash/', icon: IconTrash },
  { label: 'Поддержка', to: '/support/', icon: IconLifebuoy },
  { label: 'Админка', to: '/admin/', icon: IconShieldLock, adminOnly: true },
  { label: 'Разработка', to: '/dev/', icon: IconCode, adminOnly: true },
];

/** The phone bar's order (DESIGN §4): Главная, Клиенты, Календарь, Замер. */
const PHONE_ORDER = ['/', '/clients/', '/calendar/', '/calc/'];

export function phoneBarItems(items: NavItem[]): NavItem[] {
  return PHONE_ORDER.map((to) => items.find((i) => i.to === to)).filter((i): i is NavItem => !!i);
}

/** Sections a user may open: admin ones only for admins. */
export function navItemsFor(admin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => admin || !item.adminOnly);
}

/** The section a path belongs to: the longest matching prefix, so /calc/rashod/ is «Расходы», not «Расчёт». */
export function sectionOf(pathname: string): NavItem | null {
  let best: NavItem | null = null;
  for (const item of NAV_ITEMS) {
    const matches = item.to === '/' ? pathname === '/' : pathname.startsWith(item.to);
    if (matches && (!best || item.to.length > best.to.length)) best = item;
  }
  return best;
}
