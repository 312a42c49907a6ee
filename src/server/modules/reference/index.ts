export { forgetReferenceLists } from './lists.ts';
export { referenceRoutes } from './routes.ts';
export {
  type CountryName,
  countriesById,
  countryCodesById,
  findPaymentType,
  paymentTypeNames,
} from './service.ts';
export { currencyAdminRoutes } from './staff-routes.ts';
