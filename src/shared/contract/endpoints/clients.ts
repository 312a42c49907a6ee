import {
  activationAnswerSchema,
  activationBodySchema,
  changePasswordBodySchema,
  clientParamsSchema,
  emailAnswerSchema,
  emailCheckBodySchema,
  loginAnswerSchema,
  loginBodySchema,
  messageAnswerSchema,
  profileAnswerSchema,
  profileUpdatedAnswerSchema,
  registerBodySchema,
  resendCodeBodySchema,
  sessionClientAnswerSchema,
  updateProfileBodySchema,
} from '../clients.ts';
import type { EndpointEntry } from './entry.ts';

/** Client accounts: registration, sign-in and the client's profile (server/modules/clients). */
export const clientsEndpoints = {
  'POST /register': { statuses: [201], body: registerBodySchema, response: emailAnswerSchema },
  'POST /client-activation': { body: activationBodySchema, response: activationAnswerSchema },
  'POST /client-resend-code': { body: resendCodeBodySchema, response: messageAnswerSchema },
  'POST /client-login': { body: loginBodySchema, response: loginAnswerSchema },
  'GET /check-client-login': { auth: 'client', response: sessionClientAnswerSchema },
  'POST /client-logout': { auth: 'client', response: messageAnswerSchema },
  'POST /client-email-check': { body: emailCheckBodySchema, response: emailAnswerSchema },
  'POST /client-change-password': { body: changePasswordBodySchema, response: messageAnswerSchema },
  'GET /clients/:id': { auth: 'client', params: clientParamsSchema, response: profileAnswerSchema },
  'PUT /clients/:id': {
    auth: 'client',
    params: clientParamsSchema,
    body: updateProfileBodySchema,
    response: profileUpdatedAnswerSchema,
  },
  'POST /client-deactivation-request': { auth: 'client', response: messageAnswerSchema },
} as const satisfies Record<string, EndpointEntry>;
