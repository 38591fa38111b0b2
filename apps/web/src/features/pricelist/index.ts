/** The price list for other parts (compose in routes): online with the device's copy as the fallback. */
export {
  fetchPriceList,
  PRICE_LIST_CACHE_KEY,
  type PriceList,
  priceListQuery,
  readCachedPriceList,
  usePriceList,
} from './api/pricelist-api';
export { canEditPricing } from './permissions';
