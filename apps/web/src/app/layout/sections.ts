/**
 * Every section's name and address, in the sidebar's order (docs/design.md §4), without the icons: the page title
 * needs the names on every page, the sign-in pages included, and the icons only come with the signed-in
 * shell (nav-items.ts), so the sign-in pages do not load them (decision 0038).
 */
export interface Section {
  label: string;
  to: string;
  /** Platform admins only (docs/spec.md §6). */
  adminOnly?: boolean;
  /** One of the four daily places of the phone's bottom bar (docs/design.md §4). */
  phone?: boolean;
  /** The phone bar's shorter label. */
  phoneLabel?: string;
}

export const SECTIONS: Section[] = [
  { label: 'Главная', to: '/', phone: true },
  { label: 'Клиенты', to: '/clients/', phone: true },
  { label: 'Объекты', to: '/projects/' },
  { label: 'Чертежи', to: '/drafts/' },
  { label: 'Расчёт', to: '/calc/', phone: true, phoneLabel: 'Замер' },
  { label: 'Калькуляторы', to: '/configs/' },
  { label: 'Прайс-лист', to: '/configs2/' },
  { label: 'Сметы', to: '/smety/' },
  { label: 'Календарь', to: '/calendar/', phone: true },
  { label: 'Отчёты', to: '/reports/' },
  { label: 'Расходы', to: '/calc/rashod/' },
  { label: 'Монтажники', to: '/montazhniki/' },
  { label: 'Документы', to: '/documents/' },
  { label: 'Компания', to: '/company/' },
  { label: 'Сотрудники', to: '/users/' },
  { label: 'Тарифы', to: '/tarifs/' },
  { label: 'Оплата', to: '/payment/' },
  { label: 'Корзина', to: '/trash/' },
  { label: 'Поддержка', to: '/support/' },
  { label: 'Админка', to: '/admin/', adminOnly: true },
  { label: 'Разработка', to: '/dev/', adminOnly: true },
];

/** The section a path belongs to: the longest matching prefix, so /calc/rashod/ is «Расходы», not «Расчёт». */
export function sectionOf<T extends Section>(pathname: string, items: readonly T[]): T | null {
  let best: T | null = null;
  for (const item of items) {
    const matches = item.to === '/' ? pathname === '/' : pathname.startsWith(item.to);
    if (matches && (!best || item.to.length > best.to.length)) best = item;
  }
  return best;
}

/** The name of the section a path belongs to, for the page title. */
export function sectionLabel(pathname: string): string | null {
  return sectionOf(pathname, SECTIONS)?.label ?? null;
}
