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
import { SECTIONS, type Section, sectionOf as sectionIn } from './sections';

export interface NavItem extends Section {
  icon: ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;
}

const ICONS: Record<string, NavItem['icon']> = {
  '/': IconHome,
  '/clients/': IconUserCircle,
  '/projects/': IconLayoutGrid,
  '/drafts/': IconPencil,
  '/calc/': IconRuler2,
  '/configs/': IconCalculator,
  '/configs2/': IconListDetails,
  '/smety/': IconFileInvoice,
  '/calendar/': IconCalendar,
  '/reports/': IconChartBar,
  '/calc/rashod/': IconWallet,
  '/montazhniki/': IconTool,
  '/documents/': IconFiles,
  '/company/': IconBuilding,
  '/users/': IconUsers,
  '/tarifs/': IconTags,
  '/payment/': IconCreditCard,
  '/trash/': IconTrash,
  '/support/': IconLifebuoy,
  '/admin/': IconShieldLock,
  '/dev/': IconCode,
};

/** Every section, in the sidebar's order (docs/design.md §4), with its icon. */
export const NAV_ITEMS: NavItem[] = SECTIONS.map((section) => {
  const icon = ICONS[section.to];
  if (!icon) throw new Error(`no icon for the section ${section.to}`);
  return { ...section, icon };
});

/** The phone bar's order (docs/design.md §4): Главная, Клиенты, Календарь, Замер. */
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
  return sectionIn(pathname, NAV_ITEMS);
}
