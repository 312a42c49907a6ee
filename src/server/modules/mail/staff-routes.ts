import type { FastifyPluginAsync } from 'fastify';
import { messagesOf } from '#server/i18n/index.ts';
import { staffWrite } from '#server/modules/staff/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { listAnswer } from '#server/services/list-answer.ts';
import { findStaffMail, listStaffMail } from './admin.ts';
import { retryMail } from './outbox.ts';

const m = messagesOf('backofficeMail');

/**
 * The mail outbox in the back office (admin, orders): which mails went out, which wait and which
 * failed, and a failed mail tried again. Bodies are never answered.
 */
export const mailAdminRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /staff/mail',
    {
      summary: 'The mail outbox, newest first, with a search on address or subject',
      description: 'Filters: `status` (pending, sending, sent, failed) and `kind` (order_received, …).',
    },
    async (request) => listAnswer(request, await listStaffMail(app.db, request.query)),
  );

  route(
    app,
    'POST /staff/mail/:id/retry',
    {
      summary: 'Try a failed mail again: pending at once, its attempts counted afresh',
      description: '409 when the mail has not failed (it is waiting, being sent, or was sent).',
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
