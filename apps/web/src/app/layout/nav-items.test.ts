import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, navItemsFor, phoneBarItems, sectionOf } from './nav-items';

describe('sections', () => {
  it('finds the section of a path by its longest prefix', () => {
    expect(sectionOf('/')?.label).toBe('Главная');
    expect(sectionOf('/calc/')?.label).toBe('Расчёт');
    expect(sectionOf('/calc/construct/')?.label).toBe('Расчёт');
    expect(sectionOf('/calc/rashod/')?.label).toBe('Расходы');
    expect(sectionOf('/clients/12')?.label).toBe('Клиенты');
    expect(sectionOf('/configs2/')?.label).toBe('Прайс-лист');
    expect(sectionOf('/calendar/week/')?.label).toBe('Календарь');
    expect(sectionOf('/admin/events/')?.label).toBe('Админка');
    expect(sectionOf('/nowhere/')).toBeNull();
  });

  it('offers the admin and dev areas to platform admins only', () => {
    const labels = (admin: boolean) => navItemsFor(admin).map((i) => i.label);
    expect(labels(false)).not.toContain('Админка');
    expect(labels(false)).not.toContain('Разработка');
    expect(labels(true)).toEqual(NAV_ITEMS.map((i) => i.label));
  });

  it('puts the four daily places on the phone bar in the design order', () => {
    expect(phoneBarItems(navItemsFor(false)).map((i) => i.phoneLabel ?? i.label)).toEqual([
      'Главная',
      'Клиенты',
      'Календарь',
      'Замер',
    ]);
  });
});
