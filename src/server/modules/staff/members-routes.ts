import type { FastifyPluginAsync } from 'fastify';
import { messagesOf } from '#server/i18n/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import {
  addStaffMember,
  findStaffMember,
  listStaffMembers,
  memberFields,
  resetStaffTwoFactor,
  StaffRefusal,
  type StaffRefusalReason,
  setStaffActive,
  setStaffPassword,
  updateStaffMember,
} from './admin.ts';
import { staffResource } from './resource.ts';
import { staffWrite } from './write.ts';

const m = messagesOf('backofficeMembers');

const entity = 'staff';

const refusals: Record<StaffRefusalReason, () => AppError> = {
  not_found: () => new AppError(404, 'not_found', m.notFound),
  email_taken: () => new AppError(409, 'email_taken', m.emailTaken, { email: [m.emailTaken] }),
  last_admin: () => new AppError(409, 'last_admin', m.lastAdmin),
  self_deactivation: () => new AppError(409, 'self_deactivation', m.selfDeactivation),
  own_two_factor: () => new AppError(409, 'own_two_factor', m.ownTwoFactor),
};

/** Runs a staff write, answering a refused change in the member's language (nothing is written). */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaffRefusal) throw refusals[error.reason]();
    throw error;
  }
}

/**
 * Staff members, for admins: list, add, edit (name, e-mail, role), deactivate and reactivate, and set
 * a new password. Every change is one transaction with its activity row; passwords are never logged.
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const membersRoutes: FastifyPluginAsync = async (app) => {
  staffResource(app, {
    path: '/staff/members',
    entity,
    topic: null,
    notFound: m.notFound,
    logged: memberFields,
    list: {
      summary: 'Staff members: search by name or e-mail, filter by role and standing, sort, paginate (admin)',
      run: listStaffMembers,
    },
    find: { summary: 'One staff member (admin)', run: findStaffMember },
    create: {
      summary: 'Add a staff member with a role and a first password (admin)',
      run: (tx, body) => refusing(() => addStaffMember(tx, body)),
      message: m.created,
    },
    update: {
      summary: 'Change a member’s name, e-mail, role or `active`; takes back what GET answers (admin)',
      description:
        'Omitted fields stay as they are. The last active admin cannot be demoted or deactivated (409), ' +
        'nor can an admin deactivate themselves; deactivation ends the member’s sessions at once.',
      run: (tx, id, body, request) => refusing(() => updateStaffMember(tx, id, body, request.staff!.id)),
      message: m.updated,
    },
  });

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    const summary = active
      ? 'Reactivate a staff member: they may sign in again (admin)'
      : 'Deactivate a staff member: their sessions end at once; never the last active admin (admin)';
    route(app, `POST /staff/members/:id/${action}`, { summary }, async (request) => {
      const { id } = request.params;
      const { after } = await refusing(() =>
        staffWrite(request, null, async (tx, record) => {
          const result = await setStaffActive(tx, id, active, request.staff!.id);
          await record.changes(
            { action, entity, entityId: id },
            memberFields(result.before),
            memberFields(result.after),
          );
          return result;
        }),
      );
      return { data: after, message: (active ? m.reactivated : m.deactivated)[request.lang] };
    });
  }

  route(
    app,
    'POST /staff/members/:id/password',
    {
      summary: 'Set a new password typed by the admin; ends the member’s sessions (admin)',
      description: 'An admin setting their own password keeps the session they set it from.',
    },
    async (request) => {
      const me = request.staff!;
      const { id } = request.params;
      await refusing(() =>
        staffWrite(request, null, async (tx, record) => {
          await setStaffPassword(tx, id, request.body.password, id === me.id ? me.sessionId : undefined);
          // That it happened, never what it became.
          await record({ action: 'password', entity, entityId: id });
        }),
      );
      return { message: m.passwordSet[request.lang] };
    },
  );

  route(
    app,
    'POST /staff/members/:id/two-factor/reset',
    {
      summary: 'Turn off a member’s two-step sign-in and end their sessions (admin)',
      description:
        'For a member who lost their app and their recovery codes: they sign in with their password and ' +
        'may set it up again. An admin’s own is turned off on their security page, with a code (409).',
    },
    async (request) => {
      const { id } = request.params;
      const { after } = await refusing(() =>
        staffWrite(request, null, async (tx, record) => {
          const result = await resetStaffTwoFactor(tx, id, request.staff!.id);
          await record({ action: 'two_factor_reset', entity, entityId: id });
          return result;
        }),
      );
      return { data: after, message: m.twoFactorReset[request.lang] };
    },
  );
};
