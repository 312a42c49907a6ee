export { listCurrencyRates } from './currency-rates.ts';
export { forgetReferenceLists } from './lists.ts';
export { referenceRoutes } from './routes.ts';
export {
  type CountryName,
  countriesByCode,
  countriesById,
  countryCodesById,
  findPaymentType,
  paymentTypeNames,
} from './service.ts';
export { currencyAdminRoutes } from './staff-routes.ts';
