/** The price list for other parts (compose in routes): online with the device's copy as the fallback. */
export { type PriceList, priceListQuery, usePriceList } from './api/pricelist-api';
export { canEditPricing } from './permissions';
