import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addStaffMember,
  findStaffMember,
  listStaffMembers,
  memberFields,
  requireStaff,
  StaffRefusal,
  type StaffRefusalReason,
  setStaffActive,
  setStaffPassword,
  updateStaffMember,
} from '#server/modules/staff/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { ADMIN_ROLES, staffMessageAnswerSchema } from '#shared/contract/staff.ts';
import {
  staffMemberAnswerSchema,
  staffMemberCreateBodySchema,
  staffMemberParamsSchema,
  staffMembersAnswerSchema,
  staffMembersQuerySchema,
  staffMemberUpdateBodySchema,
  staffMemberWrittenAnswerSchema,
  staffPasswordBodySchema,
} from '#shared/contract/staff-members.ts';
import { paginationMeta } from '#shared/pagination.ts';
import { listPath } from './list-path.ts';
import { membersMessages as m } from './members-messages.ts';
import { staffWrite } from './write.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const ENTITY = 'staff';

const refusals: Record<StaffRefusalReason, () => AppError> = {
  not_found: () => new AppError(404, 'not_found', m.notFound),
  email_taken: () => new AppError(409, 'email_taken', m.emailTaken, { email: [m.emailTaken] }),
  last_admin: () => new AppError(409, 'last_admin', m.lastAdmin),
  self_deactivation: () => new AppError(409, 'self_deactivation', m.selfDeactivation),
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

const actor = (request: FastifyRequest) => request.staff!;

/**
 * Staff members, for admins: list, add, edit (name, e-mail, role), deactivate and reactivate, and set
 * a new password. Every change is one transaction with its activity row; passwords are never logged.
 */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireStaff(ADMIN_ROLES);
  const params = staffMemberParamsSchema;

  app.get(
    '/staff/members',
    {
      schema: {
        tags,
        security,
        summary:
          'Staff members: search by name or e-mail, filter by role and standing, sort, paginate (admin)',
        querystring: staffMembersQuerySchema,
        response: { 200: staffMembersAnswerSchema },
      },
      onRequest,
    },
    async (request) => {
      const { data, total, page, perPage } = await listStaffMembers(app.db, request.query);
      return { data, meta: paginationMeta({ page, perPage, total, path: listPath(request.url) }) };
    },
  );

  app.post(
    '/staff/members',
    {
      schema: {
        tags,
        security,
        summary: 'Add a staff member with a role and a first password (admin)',
        body: staffMemberCreateBodySchema,
        response: { 201: staffMemberWrittenAnswerSchema },
      },
      onRequest,
    },
    async (request, reply) => {
      const member = await refusing(() =>
        staffWrite(request, null, async (tx, record) => {
          const created = await addStaffMember(tx, request.body);
          await record({
            action: 'create',
            entity: ENTITY,
            entityId: created.id,
            after: memberFields(created),
          });
          return created;
        }),
      );
      return reply.status(201).send({ data: member, message: m.created[request.lang] });
    },
  );

  app.get(
    '/staff/members/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One staff member (admin)',
        params,
        response: { 200: staffMemberAnswerSchema },
      },
      onRequest,
    },
    async (request) => {
      const member = await findStaffMember(app.db, request.params.id);
      if (!member) throw refusals.not_found();
      return { data: member };
    },
  );

  app.put(
    '/staff/members/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a member’s name, e-mail, role or `active`; takes back what GET answers (admin)',
        description:
          'Omitted fields stay as they are. The last active admin cannot be demoted or deactivated (409), ' +
          'nor can an admin deactivate themselves; deactivation ends the member’s sessions at once.',
        params,
        body: staffMemberUpdateBodySchema,
        response: { 200: staffMemberWrittenAnswerSchema },
      },
      onRequest,
    },
    async (request) => {
      const { after } = await refusing(() =>
        staffWrite(request, null, async (tx, record) => {
          const result = await updateStaffMember(tx, request.params.id, request.body, actor(request).id);
          await record.changes(
            { entity: ENTITY, entityId: result.after.id },
            memberFields(result.before),
            memberFields(result.after),
          );
          return result;
        }),
      );
      return { data: after, message: m.updated[request.lang] };
    },
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/staff/members/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary: active
            ? 'Reactivate a staff member: they may sign in again (admin)'
            : 'Deactivate a staff member: their sessions end at once; never the last active admin (admin)',
          params,
          response: { 200: staffMemberWrittenAnswerSchema },
        },
        onRequest,
      },
      async (request) => {
        const { after } = await refusing(() =>
          staffWrite(request, null, async (tx, record) => {
            const result = await setStaffActive(tx, request.params.id, active, actor(request).id);
            await record.changes(
              { action, entity: ENTITY, entityId: result.after.id },
              memberFields(result.before),
              memberFields(result.after),
            );
            return result;
          }),
        );
        return { data: after, message: (active ? m.reactivated : m.deactivated)[request.lang] };
      },
    );
  }

  app.post(
    '/staff/members/:id/password',
    {
      schema: {
        tags,
        security,
        summary: 'Set a new password typed by the admin; ends the member’s sessions (admin)',
        description: 'An admin setting their own password keeps the session they set it from.',
        params,
        body: staffPasswordBodySchema,
        response: { 200: staffMessageAnswerSchema },
      },
      onRequest,
    },
    async (request) => {
      const me = actor(request);
      await refusing(() =>
        staffWrite(request, null, async (tx, record) => {
          const { id } = request.params;
          await setStaffPassword(tx, id, request.body.password, id === me.id ? me.sessionId : undefined);
          // That it happened, never what it became.
          await record({ action: 'password', entity: ENTITY, entityId: id });
        }),
      );
      return { message: m.passwordSet[request.lang] };
    },
  );
};
