export { referenceRoutes } from './routes.ts';
export {
  type CountryName,
  countriesById,
  findPaymentType,
  knownCountryIds,
  paymentTypeNames,
} from './service.ts';
