export {
  currencyMessages,
  listCurrencyRates,
  type StoredRate,
  setCurrencyRate,
} from './currency-rates.ts';
export { referenceRoutes } from './routes.ts';
export {
  type CountryName,
  countriesById,
  countryCodesById,
  findPaymentType,
  paymentTypeNames,
} from './service.ts';
