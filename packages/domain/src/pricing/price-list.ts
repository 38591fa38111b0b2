import { mulDiv, toHundredths } from './arithmetic.js';
import type { PriceItemKind, PriceListItem, PricingSettings } from './types.js';

/** Price-list categories of the default list (a company may add its own). */
export const defaultCategories = [
  'Полотна',
  'Профиль',
  'Работы',
  'Освещение и закладные',
  'Выезд и доставка',
  'Скидки и наценки',
] as const;

const rub = (roubles: number) => Math.round(roubles * 100);

/**
 * The price list a new company starts with: Moscow-region retail prices of 2026 for a typical PVC/fabric
 * stretch ceiling. They are editable defaults — the company changes them on its price-list screen; nothing
 * else relies on these figures except the tests of the default template.
 * Materials have cost prices (what the company pays) and no installer pay; work has its installer price
 * left to SMETA_PROCENT_SOOTNOSHENIE; the measurer's trip and the delivery are services the installer does
 * not do (installer price 0).
 */
export function defaultPriceList(): PriceListItem[] {
  const [films, profile, works, light, road, percent] = defaultCategories;
  return [
    {
      uid: 'pvh-mat',
      kind: 'material',
      name: 'Полотно ПВХ матовое, белое',
      category: films,
      unit: 'm2',
      price: rub(450),
      costPrice: rub(190),
    },
    {
      uid: 'pvh-satin',
      kind: 'material',
      name: 'Полотно ПВХ сатиновое, белое',
      category: films,
      unit: 'm2',
      price: rub(490),
      costPrice: rub(210),
    },
    {
      uid: 'pvh-glossy',
      kind: 'material',
      name: 'Полотно ПВХ глянцевое, белое',
      category: films,
      unit: 'm2',
      price: rub(540),
      costPrice: rub(230),
    },
    {
      uid: 'pvh-color',
      kind: 'material',
      name: 'Полотно ПВХ цветное',
      category: films,
      unit: 'm2',
      price: rub(690),
      costPrice: rub(300),
    },
    {
      uid: 'fabric',
      kind: 'material',
      name: 'Полотно тканевое',
      category: films,
      unit: 'm2',
      price: rub(1650),
      costPrice: rub(850),
    },
    {
      uid: 'profile',
      kind: 'material',
      name: 'Профиль стеновой ПВХ (багет)',
      category: profile,
      unit: 'mp',
      price: rub(250),
      costPrice: rub(70),
    },
    {
      uid: 'insert',
      kind: 'material',
      name: 'Вставка маскировочная',
      category: profile,
      unit: 'mp',
      price: rub(90),
      costPrice: rub(25),
    },
    { uid: 'mounting', kind: 'work', name: 'Монтаж полотна', category: works, unit: 'm2', price: rub(350) },
    {
      uid: 'corner',
      kind: 'work',
      name: 'Угол сверх четырёх',
      category: works,
      unit: 'pcs',
      price: rub(250),
    },
    {
      uid: 'curved',
      kind: 'work',
      name: 'Криволинейный участок',
      category: works,
      unit: 'mp',
      price: rub(700),
      costPrice: rub(100),
    },
    {
      uid: 'pipe',
      kind: 'work',
      name: 'Обход трубы',
      category: works,
      unit: 'pcs',
      price: rub(400),
      costPrice: rub(30),
    },
    {
      uid: 'spot',
      kind: 'work',
      name: 'Установка точечного светильника',
      category: light,
      unit: 'pcs',
      price: rub(450),
      costPrice: rub(90),
    },
    {
      uid: 'chandelier',
      kind: 'work',
      name: 'Закладная под люстру',
      category: light,
      unit: 'pcs',
      price: rub(900),
      costPrice: rub(150),
    },
    {
      uid: 'measurer',
      kind: 'service',
      name: 'Выезд замерщика',
      category: road,
      unit: 'pcs',
      price: rub(1000),
      installerPrice: 0,
    },
    {
      uid: 'delivery',
      kind: 'service',
      name: 'Доставка',
      category: road,
      unit: 'pcs',
      price: rub(1500),
      installerPrice: 0,
      costPrice: rub(500),
    },
    {
      uid: 'regular-discount',
      kind: 'service',
      name: 'Скидка постоянному клиенту',
      category: percent,
      unit: 'percent',
      price: -5,
    },
    {
      uid: 'urgent',
      kind: 'service',
      name: 'Срочный монтаж',
      category: percent,
      unit: 'percent',
      price: 15,
      installerPrice: 15,
    },
  ];
}

/** An item or row without a kind is a material (what price lists held before kinds existed). */
export const DEFAULT_ITEM_KIND: PriceItemKind = 'material';

/** Kinds the installer is paid for by default: work he does and services he renders. */
export function isPaidKind(kind: PriceItemKind | undefined): boolean {
  return kind === 'work' || kind === 'service';
}

/**
 * Installer price per unit when the item or row has none of its own (an explicit one always wins, see
 * `priceRoom`): for work and services the SMETA_PROCENT_SOOTNOSHENIE share of the client price (before any
 * markup), rounded half away from zero to whole kopecks; for a material 0 — the installer mounts it, he is
 * paid for the work of mounting, not a share of the film's price.
 */
export function defaultInstallerPrice(
  clientPrice: number,
  settings: Pick<PricingSettings, 'SMETA_PROCENT_SOOTNOSHENIE'>,
  kind: PriceItemKind | undefined,
): number {
  if (!isPaidKind(kind)) return 0;
  return mulDiv(clientPrice, toHundredths(settings.SMETA_PROCENT_SOOTNOSHENIE), 10_000);
}

/** Items by uid, for lookups while pricing. */
export function indexPriceList(items: readonly PriceListItem[]): Map<string, PriceListItem> {
  const map = new Map<string, PriceListItem>();
  for (const item of items) map.set(item.uid, item);
  return map;
}
