import { ADMIN_ROLES } from '../staff.ts';
import { staffJobParamsSchema, staffJobRetriedSchema, staffJobsAnswerSchema } from '../staff-jobs.ts';
import type { EndpointEntry } from './entry.ts';

/** The background jobs in the console, for admins (server/modules/jobs). */
export const jobsEndpoints = {
  'GET /staff/jobs': { roles: ADMIN_ROLES, response: staffJobsAnswerSchema },
  'POST /staff/jobs/:name/:id/retry': {
    roles: ADMIN_ROLES,
    params: staffJobParamsSchema,
    response: staffJobRetriedSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
