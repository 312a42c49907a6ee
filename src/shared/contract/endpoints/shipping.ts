import { shippingDestinationsAnswerSchema } from '../shipping.ts';
import type { EndpointEntry } from './entry.ts';

/** Where the shop ships to (server/modules/shipping). */
export const shippingEndpoints = {
  'GET /shipping-destinations': { response: shippingDestinationsAnswerSchema },
} as const satisfies Record<string, EndpointEntry>;
