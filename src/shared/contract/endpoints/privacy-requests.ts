import {
  cancelDataRequestBodySchema,
  dataRequestParamsSchema,
  dataRequestSavedSchema,
  dataRequestsAnswerSchema,
  erasureAnswerSchema,
  erasureBodySchema,
} from '../privacy-requests.ts';
import { ADMIN_ROLES } from '../staff.ts';
import type { EndpointEntry } from './entry.ts';

/** Data requests (server/modules/privacy, decision 085): the reader's deletion and the console's list. */
export const privacyRequestsEndpoints = {
  'POST /profile/erasure': { auth: 'client', body: erasureBodySchema, response: erasureAnswerSchema },
  'GET /staff/data-requests': { roles: ADMIN_ROLES, response: dataRequestsAnswerSchema },
  'POST /staff/data-requests/:id/erase': {
    roles: ADMIN_ROLES,
    params: dataRequestParamsSchema,
    response: dataRequestSavedSchema,
  },
  'POST /staff/data-requests/:id/cancel': {
    roles: ADMIN_ROLES,
    params: dataRequestParamsSchema,
    body: cancelDataRequestBodySchema,
    response: dataRequestSavedSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
