import {
  consentSavedAnswerSchema,
  consentsAnswerSchema,
  consentTokenQuerySchema,
  consentWithdrawnAnswerSchema,
  dataExportQuerySchema,
  dataExportSchema,
  marketingConsentBodySchema,
} from '../privacy-export.ts';
import type { EndpointEntry } from './entry.ts';

/**
 * The reader's copy of their data and their marketing consent, from My profile, and the marketing
 * mails' one-tap withdrawal (decision 085; server/modules/privacy).
 */
export const privacyExportEndpoints = {
  'GET /profile/data': { auth: 'client', query: dataExportQuerySchema, response: dataExportSchema },
  'GET /profile/data.pdf': { auth: 'client', query: dataExportQuerySchema, file: 'application/pdf' },
  'GET /profile/consents': { auth: 'client', response: consentsAnswerSchema },
  'PUT /profile/consents/marketing': {
    auth: 'client',
    body: marketingConsentBodySchema,
    response: consentSavedAnswerSchema,
  },
  'POST /consents/marketing/withdraw': {
    query: consentTokenQuerySchema,
    response: consentWithdrawnAnswerSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
