import { countriesAnswerSchema, paymentTypesAnswerSchema } from '../content.ts';
import { currencyRatesAnswerSchema } from '../currency.ts';
import type { EndpointEntry } from './entry.ts';

/**
 * The reference lists: countries, payment types and display-currency rates (server/modules/reference).
 */
export const referenceEndpoints = {
  'GET /countries': { response: countriesAnswerSchema },
  'GET /payment-types': { response: paymentTypesAnswerSchema },
  'GET /currency-rates': { response: currencyRatesAnswerSchema },
} as const satisfies Record<string, EndpointEntry>;
