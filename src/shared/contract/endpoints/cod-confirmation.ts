import {
  COD_CONFIRMATION_ROLES,
  codLinkParamsSchema,
  codLinkQuerySchema,
  codSettingsAnswerSchema,
  codSettingsBodySchema,
  staffCodConfirmedSchema,
  staffCodParamsSchema,
  staffCodWaitingAnswerSchema,
  staffCodWaitingQuerySchema,
} from '../cod-confirmation.ts';
import type { EndpointEntry } from './entry.ts';

/**
 * Cash-on-delivery confirmation (server/modules/cod-confirmation, decision 097): the buyer's link
 * pages, opened without signing in, and the orders desk's.
 */
export const codConfirmationEndpoints = {
  'GET /cod-confirmations/:id/:action': {
    params: codLinkParamsSchema,
    query: codLinkQuerySchema,
    file: 'text/html',
  },
  'POST /cod-confirmations/:id/:action': {
    params: codLinkParamsSchema,
    query: codLinkQuerySchema,
    file: 'text/html',
  },
  'GET /staff/cod-confirmations': {
    roles: COD_CONFIRMATION_ROLES,
    query: staffCodWaitingQuerySchema,
    response: staffCodWaitingAnswerSchema,
  },
  'POST /staff/cod-confirmations/:id/confirm': {
    roles: COD_CONFIRMATION_ROLES,
    params: staffCodParamsSchema,
    response: staffCodConfirmedSchema,
  },
  'GET /staff/cod-confirmations/settings': {
    roles: COD_CONFIRMATION_ROLES,
    response: codSettingsAnswerSchema,
  },
  'PUT /staff/cod-confirmations/settings': {
    roles: COD_CONFIRMATION_ROLES,
    body: codSettingsBodySchema,
    response: codSettingsAnswerSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
