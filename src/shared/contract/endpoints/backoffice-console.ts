import { settingsAnswerSchema, settingsBodySchema, settingsSavedSchema } from '../settings.ts';
import { ADMIN_ROLES, ANY_STAFF } from '../staff.ts';
import { dashboardAnswerSchema } from '../staff-dashboard.ts';
import {
  notificationPrefsAnswerSchema,
  notificationPrefsBodySchema,
  notificationPrefsSavedSchema,
  staffCountsAnswerSchema,
} from '../staff-notifications.ts';
import type { EndpointEntry } from './entry.ts';

/**
 * The console's frame: dashboard, counts, a member's notification settings and the shop's settings
 * (server/modules/backoffice).
 */
export const backofficeConsoleEndpoints = {
  'GET /staff/dashboard': { roles: ANY_STAFF, response: dashboardAnswerSchema },
  'GET /staff/counts': { roles: ANY_STAFF, response: staffCountsAnswerSchema },
  'GET /staff/me/notifications': { roles: ANY_STAFF, response: notificationPrefsAnswerSchema },
  'PUT /staff/me/notifications': {
    roles: ANY_STAFF,
    body: notificationPrefsBodySchema,
    response: notificationPrefsSavedSchema,
  },
  'GET /staff/settings': { roles: ANY_STAFF, response: settingsAnswerSchema },
  'PUT /staff/settings': { roles: ADMIN_ROLES, body: settingsBodySchema, response: settingsSavedSchema },
} as const satisfies Record<string, EndpointEntry>;
