import { rightsEnquiryAnswerSchema, rightsEnquiryBodySchema } from '../rights.ts';
import {
  RIGHTS_ROLES,
  rightsStatusBodySchema,
  staffRightsAnswerSchema,
  staffRightsListAnswerSchema,
  staffRightsParamsSchema,
  staffRightsQuerySchema,
  staffRightsSavedSchema,
} from '../staff-rights.ts';
import type { EndpointEntry } from './entry.ts';

/** Rights and permissions (server/modules/rights, decision 093): the public enquiry form and the console's. */
export const rightsEndpoints = {
  'POST /rights/enquiries': {
    statuses: [201],
    body: rightsEnquiryBodySchema,
    response: rightsEnquiryAnswerSchema,
  },
  'GET /staff/rights/enquiries': {
    roles: RIGHTS_ROLES,
    query: staffRightsQuerySchema,
    response: staffRightsListAnswerSchema,
  },
  'GET /staff/rights/enquiries/:id': {
    roles: RIGHTS_ROLES,
    params: staffRightsParamsSchema,
    response: staffRightsAnswerSchema,
  },
  'POST /staff/rights/enquiries/:id/status': {
    roles: RIGHTS_ROLES,
    params: staffRightsParamsSchema,
    body: rightsStatusBodySchema,
    response: staffRightsSavedSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
