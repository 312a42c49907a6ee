import {
  bookBoxSetsAnswerSchema,
  boxSetAnswerSchema,
  boxSetParamsSchema,
  staffBoxSetAnswerSchema,
  staffBoxSetBodySchema,
  staffBoxSetSavedSchema,
  staffBoxSetsAnswerSchema,
  staffBoxSetsQuerySchema,
  staffBoxSetUpdateSchema,
} from '../box-sets.ts';
import { ANY_STAFF, CATALOG_ROLES } from '../staff.ts';
import { staffDeletedAnswerSchema } from '../staff-taxonomy.ts';
import type { EndpointEntry } from './entry.ts';

/** Box sets: the shop's page of one, and the console's five routes (decision 096; server/modules/box-sets). */
export const boxSetsEndpoints = {
  'GET /box-sets/:id': { params: boxSetParamsSchema, response: boxSetAnswerSchema },
  'GET /books/:id/box-sets': { params: boxSetParamsSchema, response: bookBoxSetsAnswerSchema },
  // every member reads; admins and editors write
  'GET /staff/box-sets': {
    roles: ANY_STAFF,
    query: staffBoxSetsQuerySchema,
    response: staffBoxSetsAnswerSchema,
  },
  'POST /staff/box-sets': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffBoxSetBodySchema,
    response: staffBoxSetSavedSchema,
  },
  'GET /staff/box-sets/:id': {
    roles: ANY_STAFF,
    params: boxSetParamsSchema,
    response: staffBoxSetAnswerSchema,
  },
  'PUT /staff/box-sets/:id': {
    roles: CATALOG_ROLES,
    params: boxSetParamsSchema,
    body: staffBoxSetUpdateSchema,
    response: staffBoxSetSavedSchema,
  },
  'DELETE /staff/box-sets/:id': {
    roles: CATALOG_ROLES,
    params: boxSetParamsSchema,
    response: staffDeletedAnswerSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
