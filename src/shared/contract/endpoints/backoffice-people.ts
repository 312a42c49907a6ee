import { ADMIN_ROLES, ANY_STAFF, ORDER_ROLES, staffMessageAnswerSchema } from '../staff.ts';
import {
  staffClientAnswerSchema,
  staffClientBookParamsSchema,
  staffClientParamsSchema,
  staffClientSavedSchema,
  staffClientsAnswerSchema,
  staffClientsQuerySchema,
} from '../staff-clients.ts';
import {
  activityAnswerSchema,
  activityQuerySchema,
  staffMemberAnswerSchema,
  staffMemberCreateBodySchema,
  staffMemberParamsSchema,
  staffMembersAnswerSchema,
  staffMembersQuerySchema,
  staffMemberUpdateBodySchema,
  staffMemberWrittenAnswerSchema,
  staffPasswordBodySchema,
} from '../staff-members.ts';
import {
  contactReplyBodySchema,
  staffContactMessageAnswerSchema,
  staffContactMessageSavedSchema,
  staffContactMessagesAnswerSchema,
  staffMessageParamsSchema,
  staffMessagesQuerySchema,
} from '../staff-messages.ts';
import {
  recoveryCodesAnswerSchema,
  securityAnswerSchema,
  securityMessageAnswerSchema,
  sessionsEndedAnswerSchema,
  staffSessionParamsSchema,
  staffSessionsAnswerSchema,
  twoFactorCodeBodySchema,
  twoFactorDisableBodySchema,
  twoFactorStartAnswerSchema,
} from '../staff-security.ts';
import type { EndpointEntry } from './entry.ts';

/**
 * The console's people: a member's own security and sessions, staff members and the activity log, clients
 * and the contact inbox (server/modules/backoffice).
 */
export const backofficePeopleEndpoints = {
  // a member's own sign-in security (every member, for themselves only)
  'GET /staff/security': { roles: ANY_STAFF, response: securityAnswerSchema },
  'POST /staff/security/two-factor/start': { roles: ANY_STAFF, response: twoFactorStartAnswerSchema },
  'POST /staff/security/two-factor/confirm': {
    roles: ANY_STAFF,
    body: twoFactorCodeBodySchema,
    response: recoveryCodesAnswerSchema,
  },
  'POST /staff/security/two-factor/disable': {
    roles: ANY_STAFF,
    body: twoFactorDisableBodySchema,
    response: securityMessageAnswerSchema,
  },
  'POST /staff/security/recovery-codes': {
    roles: ANY_STAFF,
    body: twoFactorCodeBodySchema,
    response: recoveryCodesAnswerSchema,
  },
  'GET /staff/sessions': { roles: ANY_STAFF, response: staffSessionsAnswerSchema },
  'POST /staff/sessions/:id/end': {
    roles: ANY_STAFF,
    params: staffSessionParamsSchema,
    response: sessionsEndedAnswerSchema,
  },
  'POST /staff/sessions/end-others': { roles: ANY_STAFF, response: sessionsEndedAnswerSchema },
  // staff members and the activity log (admin)
  'GET /staff/members': {
    roles: ADMIN_ROLES,
    query: staffMembersQuerySchema,
    response: staffMembersAnswerSchema,
  },
  'POST /staff/members': {
    roles: ADMIN_ROLES,
    statuses: [201],
    body: staffMemberCreateBodySchema,
    response: staffMemberWrittenAnswerSchema,
  },
  'GET /staff/members/:id': {
    roles: ADMIN_ROLES,
    params: staffMemberParamsSchema,
    response: staffMemberAnswerSchema,
  },
  'PUT /staff/members/:id': {
    roles: ADMIN_ROLES,
    params: staffMemberParamsSchema,
    body: staffMemberUpdateBodySchema,
    response: staffMemberWrittenAnswerSchema,
  },
  'POST /staff/members/:id/deactivate': {
    roles: ADMIN_ROLES,
    params: staffMemberParamsSchema,
    response: staffMemberWrittenAnswerSchema,
  },
  'POST /staff/members/:id/reactivate': {
    roles: ADMIN_ROLES,
    params: staffMemberParamsSchema,
    response: staffMemberWrittenAnswerSchema,
  },
  'POST /staff/members/:id/password': {
    roles: ADMIN_ROLES,
    params: staffMemberParamsSchema,
    body: staffPasswordBodySchema,
    response: staffMessageAnswerSchema,
  },
  'POST /staff/members/:id/two-factor/reset': {
    roles: ADMIN_ROLES,
    params: staffMemberParamsSchema,
    response: staffMemberWrittenAnswerSchema,
  },
  'GET /staff/activity': { roles: ADMIN_ROLES, query: activityQuerySchema, response: activityAnswerSchema },
  // clients (admins and the orders role)
  'GET /staff/clients': {
    roles: ORDER_ROLES,
    query: staffClientsQuerySchema,
    response: staffClientsAnswerSchema,
  },
  'GET /staff/clients/:id': {
    roles: ORDER_ROLES,
    params: staffClientParamsSchema,
    response: staffClientAnswerSchema,
  },
  'POST /staff/clients/:id/activation-code': {
    roles: ORDER_ROLES,
    params: staffClientParamsSchema,
    response: staffClientSavedSchema,
  },
  'POST /staff/clients/:id/sessions/revoke': {
    roles: ORDER_ROLES,
    params: staffClientParamsSchema,
    response: staffClientSavedSchema,
  },
  'POST /staff/clients/:id/deactivate': {
    roles: ORDER_ROLES,
    params: staffClientParamsSchema,
    response: staffClientSavedSchema,
  },
  'POST /staff/clients/:id/reactivate': {
    roles: ORDER_ROLES,
    params: staffClientParamsSchema,
    response: staffClientSavedSchema,
  },
  'POST /staff/clients/:id/deactivation-request/dismiss': {
    roles: ORDER_ROLES,
    params: staffClientParamsSchema,
    response: staffClientSavedSchema,
  },
  'POST /staff/clients/:id/books/:bookId/downloads/reset': {
    roles: ORDER_ROLES,
    params: staffClientBookParamsSchema,
    response: staffClientSavedSchema,
  },
  // the contact inbox
  'GET /staff/messages': {
    roles: ORDER_ROLES,
    query: staffMessagesQuerySchema,
    response: staffContactMessagesAnswerSchema,
  },
  'GET /staff/messages/:id': {
    roles: ORDER_ROLES,
    params: staffMessageParamsSchema,
    response: staffContactMessageAnswerSchema,
  },
  'POST /staff/messages/:id/read': {
    roles: ORDER_ROLES,
    params: staffMessageParamsSchema,
    response: staffContactMessageSavedSchema,
  },
  'POST /staff/messages/:id/unread': {
    roles: ORDER_ROLES,
    params: staffMessageParamsSchema,
    response: staffContactMessageSavedSchema,
  },
  'POST /staff/messages/:id/reply': {
    roles: ORDER_ROLES,
    statuses: [201],
    params: staffMessageParamsSchema,
    body: contactReplyBodySchema,
    response: staffContactMessageSavedSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
