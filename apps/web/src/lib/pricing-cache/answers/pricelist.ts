// The price list's answer schema and page size, loaded with its first request (decision 0068).
export { MAX_PRICE_ITEMS, priceListAnswer } from '@glad/contracts';
