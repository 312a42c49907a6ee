import {
  ANY_STAFF,
  staffLoginAnswerSchema,
  staffLoginBodySchema,
  staffLoginCodeAnswerSchema,
  staffLoginCodeBodySchema,
  staffMeAnswerSchema,
  staffMessageAnswerSchema,
} from '../staff.ts';
import type { EndpointEntry } from './entry.ts';

/** A staff member's sign-in and session (server/modules/staff). */
export const staffEndpoints = {
  'POST /staff/login': { body: staffLoginBodySchema, response: staffLoginAnswerSchema },
  'POST /staff/login/code': { body: staffLoginCodeBodySchema, response: staffLoginCodeAnswerSchema },
  'GET /staff/me': { roles: ANY_STAFF, response: staffMeAnswerSchema },
  'POST /staff/logout': { roles: ANY_STAFF, response: staffMessageAnswerSchema },
} as const satisfies Record<string, EndpointEntry>;
