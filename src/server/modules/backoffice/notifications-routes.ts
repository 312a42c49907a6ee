import type { FastifyPluginAsync } from 'fastify';
import { localize } from '#server/i18n/index.ts';
import { unreadMessageCount } from '#server/modules/content/index.ts';
import { failedMailCount } from '#server/modules/mail/index.ts';
import { pendingOrderCount } from '#server/modules/orders/index.ts';
import { staffWrite } from '#server/modules/staff/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { ORDER_ROLES, type StaffRole } from '#shared/contract/staff.ts';
import { eventsOfRole, type StaffEventKind } from '#shared/contract/staff-notifications.ts';
import type { Localized } from '#shared/lang.ts';
import { presentPrefs, readPrefsRow, writePrefs } from './notifications.ts';

const saved: Localized = localize('staffNotifications', 'saved');

/** A count the role may read, or null without a query. */
const countIf = (role: StaffRole, roles: readonly StaffRole[], count: () => Promise<number>) =>
  roles.includes(role) ? count() : Promise.resolve(null);

/**
 * GET /staff/counts, polled by the console for its badges; GET and PUT /staff/me/notifications, the
 * signed-in member's choice of notification mails.
 */
export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /staff/counts',
    {
      summary:
        'Work waiting, for the console’s badges: pending orders, unread messages, failed mails (each null for a role that may not see it)',
    },
    async (request) => {
      const { role } = request.staff!;
      const [orders, messages, mail] = await Promise.all([
        countIf(role, ORDER_ROLES, () => pendingOrderCount(app.db)),
        countIf(role, ORDER_ROLES, () => unreadMessageCount(app.db)),
        countIf(role, ORDER_ROLES, () => failedMailCount(app.db)),
      ]);
      return { data: { orders, messages, mail } };
    },
  );

  route(
    app,
    'GET /staff/me/notifications',
    { summary: 'The signed-in member’s notification mails: language, each or a daily digest, the events on' },
    async (request) => {
      const staff = request.staff!;
      return { data: presentPrefs(staff.role, await readPrefsRow(app.db, staff.id)) };
    },
  );

  route(
    app,
    'PUT /staff/me/notifications',
    {
      summary:
        'Change the signed-in member’s notification mails; an event their role may not see is refused (403)',
    },
    async (request) => {
      const staff = request.staff!;
      const allowed = eventsOfRole(staff.role);
      const asked = Object.keys(request.body.events ?? {}) as StaffEventKind[];
      if (asked.some((event) => !allowed.includes(event))) {
        throw new AppError(403, 'event_not_allowed', localize('staffNotifications', 'eventNotAllowed'));
      }
      const data = await staffWrite(request, null, async (tx, record) => {
        const before = presentPrefs(staff.role, await readPrefsRow(tx, staff.id));
        const after = {
          mode: request.body.mode ?? before.mode,
          language: request.body.language ?? before.language,
          events: { ...before.events, ...request.body.events },
        };
        await writePrefs(tx, staff.id, after);
        await record.changes({ entity: 'notification_prefs', entityId: staff.id }, before, after);
        return after;
      });
      return { data, message: saved[request.lang] };
    },
  );
};
