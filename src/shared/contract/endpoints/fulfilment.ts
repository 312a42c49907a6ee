import { FULFILMENT_ROLES, fulfilmentAnswerSchema, fulfilmentQuerySchema } from '../fulfilment.ts';
import type { EndpointEntry } from './entry.ts';

/** The fulfilment pipeline's counts and orders (server/modules/fulfilment, decision 100). */
export const fulfilmentEndpoints = {
  'GET /staff/fulfilment/pipeline': {
    roles: FULFILMENT_ROLES,
    query: fulfilmentQuerySchema,
    response: fulfilmentAnswerSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
