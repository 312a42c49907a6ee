import { ANY_STAFF } from '../staff.ts';
import { onixReportAnswerSchema } from '../trade-feeds.ts';
import type { EndpointEntry } from './entry.ts';

/** The catalogue for the trade (server/modules/trade-feeds): every member may read the catalogue. */
export const tradeFeedsEndpoints = {
  'GET /staff/onix': { roles: ANY_STAFF, file: 'application/xml' },
  'GET /staff/onix/nightly': { roles: ANY_STAFF, file: 'application/xml' },
  'GET /staff/onix/report': { roles: ANY_STAFF, response: onixReportAnswerSchema },
  'GET /staff/feeds/google-merchant': { roles: ANY_STAFF, file: 'application/xml' },
} as const satisfies Record<string, EndpointEntry>;
