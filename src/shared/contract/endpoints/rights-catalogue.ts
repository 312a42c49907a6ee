import {
  rightsCatalogueQuerySchema,
  rightsTitleAnswerSchema,
  rightsTitleBodySchema,
  rightsTitleParamsSchema,
  rightsTitleSavedSchema,
  rightsTitlesAnswerSchema,
} from '../rights-catalogue.ts';
import { CATALOG_ROLES } from '../staff.ts';
import { staffDeletedAnswerSchema } from '../staff-taxonomy.ts';
import type { EndpointEntry } from './entry.ts';

/*
 * The rights list and its catalogue (server/modules/rights, decision 094): the catalogue is public, as
 * it is handed out; the list is kept by the members who keep the catalogue.
 */
export const rightsCatalogueEndpoints = {
  'GET /rights/catalogue.pdf': { query: rightsCatalogueQuerySchema, file: 'application/pdf' },
  'GET /staff/rights/titles': { roles: CATALOG_ROLES, response: rightsTitlesAnswerSchema },
  'GET /staff/rights/titles/:id': {
    roles: CATALOG_ROLES,
    params: rightsTitleParamsSchema,
    response: rightsTitleAnswerSchema,
  },
  'PUT /staff/rights/titles/:id': {
    roles: CATALOG_ROLES,
    params: rightsTitleParamsSchema,
    body: rightsTitleBodySchema,
    statuses: [200, 201],
    response: rightsTitleSavedSchema,
  },
  'DELETE /staff/rights/titles/:id': {
    roles: CATALOG_ROLES,
    params: rightsTitleParamsSchema,
    response: staffDeletedAnswerSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
