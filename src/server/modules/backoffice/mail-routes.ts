import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findStaffMail, listStaffMail, retryMail } from '#server/modules/mail/index.ts';
import { requireStaff } from '#server/modules/staff/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { ORDER_ROLES } from '#shared/contract/staff.ts';
import {
  staffMailAnswerSchema,
  staffMailParamsSchema,
  staffMailQuerySchema,
  staffMailRetriedSchema,
} from '#shared/contract/staff-mail.ts';
import { listAnswer } from './list-answer.ts';
import { mailAdminMessages as m } from './mail-messages.ts';
import { staffWrite } from './write.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];

/**
 * The mail outbox in the back office (admin, orders): which mails went out, which wait and which
 * failed, and a failed mail tried again. Bodies are never answered.
 */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/mail',
    {
      schema: {
        tags,
        security,
        summary: 'The mail outbox, newest first, with a search on address or subject',
        description: 'Filters: `status` (pending, sending, sent, failed) and `kind` (order_received, …).',
        querystring: staffMailQuerySchema,
        response: { 200: staffMailAnswerSchema },
      },
      onRequest: requireStaff(ORDER_ROLES),
    },
    async (request) => listAnswer(request, await listStaffMail(app.db, request.query)),
  );

  app.post(
    '/staff/mail/:id/retry',
    {
      schema: {
        tags,
        security,
        summary: 'Try a failed mail again: pending at once, its attempts counted afresh',
        description: '409 when the mail has not failed (it is waiting, being sent, or was sent).',
        params: staffMailParamsSchema,
        response: { 200: staffMailRetriedSchema },
      },
      onRequest: requireStaff(ORDER_ROLES),
    },
    async (request) => {
      const { id } = request.params;
      const data = await staffWrite(request, null, async (tx, record) => {
        const before = await findStaffMail(tx, id);
        if (!before) throw notFound(m.notFound);
        if (!(await retryMail(tx, id))) throw new AppError(409, 'not_failed', m.notFailed);
        await record({
          action: 'retry',
          entity: 'mail',
          entityId: id,
          before: { status: before.status, attempts: before.attempts },
          after: { status: 'pending', attempts: 0 },
        });
        return (await findStaffMail(tx, id))!;
      });
      return { data, message: m.retried[request.lang] };
    },
  );
};
