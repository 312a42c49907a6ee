import { z } from 'zod';
import { ADMIN_ROLES, ORDER_ROLES } from '../staff.ts';
import {
  zatcaCsrBodySchema,
  zatcaMessageAnswerSchema,
  zatcaOnboardingAnswerSchema,
  zatcaOnboardingStepSchema,
  zatcaOtpBodySchema,
  zatcaReportingAnswerSchema,
  zatcaReportingQuerySchema,
} from '../zatca.ts';
import type { EndpointEntry } from './entry.ts';

/** A ZATCA phase 2 document by the number of its invoice or credit note. */
export const zatcaDocumentParamsSchema = z.object({
  number: z.string().regex(/^(INV|CN)-\d{4}-\d{6}$/),
});

/**
 * ZATCA phase 2 (server/modules/zatca): the signed XML of an invoice or credit note, the documents'
 * reporting to ZATCA, and the shop's onboarding (decisions 098 and 104).
 */
export const zatcaEndpoints = {
  'GET /staff/zatca/documents/:number': {
    roles: ORDER_ROLES,
    params: zatcaDocumentParamsSchema,
    file: 'application/xml',
  },
  'GET /staff/zatca/reporting': {
    roles: ORDER_ROLES,
    query: zatcaReportingQuerySchema,
    response: zatcaReportingAnswerSchema,
  },
  'POST /staff/zatca/documents/:number/resubmit': {
    roles: ORDER_ROLES,
    params: zatcaDocumentParamsSchema,
    response: zatcaMessageAnswerSchema,
  },
  'GET /staff/zatca/onboarding': { roles: ADMIN_ROLES, response: zatcaOnboardingAnswerSchema },
  'POST /staff/zatca/onboarding/csr': {
    roles: ADMIN_ROLES,
    body: zatcaCsrBodySchema,
    response: zatcaOnboardingStepSchema,
  },
  'POST /staff/zatca/onboarding/otp': {
    roles: ADMIN_ROLES,
    body: zatcaOtpBodySchema,
    response: zatcaOnboardingStepSchema,
  },
  'POST /staff/zatca/onboarding/compliance-checks': {
    roles: ADMIN_ROLES,
    response: zatcaOnboardingStepSchema,
  },
  'POST /staff/zatca/onboarding/production': { roles: ADMIN_ROLES, response: zatcaOnboardingStepSchema },
} as const satisfies Record<string, EndpointEntry>;
