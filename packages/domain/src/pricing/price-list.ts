import { mulDiv, toHundredths } from './arithmetic.js';
import type { PriceListItem, PricingSettings } from './types.js';

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
 * Materials have cost prices (what the company pays); installer prices are left to
 * SMETA_PROCENT_SOOTNOSHENIE except the measurer's trip and the delivery, which are not installer work.
 */
export function defaultPriceList(): PriceListItem[] {
  const [films, profile, works, light, road, percent] = defaultCategories;
  return [
    {
      uid: 'pvh-mat',
      name: 'Полотно ПВХ матовое, белое',
      category: films,
      unit: 'm2',
      price: rub(450),
      costPrice: rub(190),
    },
    {
      uid: 'pvh-satin',
      name: 'Полотно ПВХ сатиновое, белое',
      category: films,
      unit: 'm2',
      price: rub(490),
      costPrice: rub(210),
    },
    {
      uid: 'pvh-glossy',
      name: 'Полотно ПВХ глянцевое, белое',
      category: films,
      unit: 'm2',
      price: rub(540),
      costPrice: rub(230),
    },
    {
      uid: 'pvh-color',
      name: 'Полотно ПВХ цветное',
      category: films,
      unit: 'm2',
      price: rub(690),
      costPrice: rub(300),
    },
    {
      uid: 'fabric',
      name: 'Полотно тканевое',
      category: films,
      unit: 'm2',
      price: rub(1650),
      costPrice: rub(850),
    },
    {
      uid: 'profile',
      name: 'Профиль стеновой ПВХ (багет)',
      category: profile,
      unit: 'mp',
      price: rub(250),
      costPrice: rub(70),
    },
    {
      uid: 'insert',
      name: 'Вставка маскировочная',
      category: profile,
      unit: 'mp',
      price: rub(90),
      costPrice: rub(25),
    },
    { uid: 'mounting', name: 'Монтаж полотна', category: works, unit: 'm2', price: rub(350) },
    { uid: 'corner', name: 'Угол сверх четырёх', category: works, unit: 'pcs', price: rub(250) },
    {
      uid: 'curved',
      name: 'Криволинейный участок',
      category: works,
      unit: 'mp',
      price: rub(700),
      costPrice: rub(100),
    },
    { uid: 'pipe', name: 'Обход трубы', category: works, unit: 'pcs', price: rub(400), costPrice: rub(30) },
    {
      uid: 'spot',
      name: 'Установка точечного светильника',
      category: light,
      unit: 'pcs',
      price: rub(450),
      costPrice: rub(90),
    },
    {
      uid: 'chandelier',
      name: 'Закладная под люстру',
      category: light,
      unit: 'pcs',
      price: rub(900),
      costPrice: rub(150),
    },
    {
      uid: 'measurer',
      name: 'Выезд замерщика',
      category: road,
      unit: 'pcs',
      price: rub(1000),
      installerPrice: 0,
    },
    {
      uid: 'delivery',
      name: 'Доставка',
      category: road,
      unit: 'pcs',
      price: rub(1500),
      installerPrice: 0,
      costPrice: rub(500),
    },
    {
      uid: 'regular-discount',
      name: 'Скидка постоянному клиенту',
      category: percent,
      unit: 'percent',
      price: -5,
    },
    {
      uid: 'urgent',
      name: 'Срочный монтаж',
      category: percent,
      unit: 'percent',
      price: 15,
      installerPrice: 15,
    },
  ];
}

/**
 * Installer price per unit of a client price: an explicit one wins, else the SMETA_PROCENT_SOOTNOSHENIE
 * share of the client price (before any markup), rounded half away from zero to whole kopecks.
 */
export function defaultInstallerPrice(
  clientPrice: number,
  settings: Pick<PricingSettings, 'SMETA_PROCENT_SOOTNOSHENIE'>,
): number {
  return mulDiv(clientPrice, toHundredths(settings.SMETA_PROCENT_SOOTNOSHENIE), 10_000);
}

/** Items by uid, for lookups while pricing. */
export function indexPriceList(items: readonly PriceListItem[]): Map<string, PriceListItem> {
  const map = new Map<string, PriceListItem>();
  for (const item of items) map.set(item.uid, item);
  return map;
}
