import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findStaffMessage,
  listStaffMessages,
  markMessage,
  replyToMessage,
} from '#server/modules/content/index.ts';
import { requireStaff } from '#server/modules/staff/index.ts';
import { notFound } from '#server/plugins/errors.ts';
import { ORDER_ROLES } from '#shared/contract/staff.ts';
import {
  contactReplyBodySchema,
  staffContactMessageAnswerSchema,
  staffContactMessageSavedSchema,
  staffContactMessagesAnswerSchema,
  staffMessageParamsSchema,
  staffMessagesQuerySchema,
} from '#shared/contract/staff-messages.ts';
import { listAnswer } from './list-answer.ts';
import { newsletterAdminMessages as m } from './newsletter-messages.ts';
import { staffWrite } from './write.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];

/**
 * The contact form's inbox (admin, orders: the people who answer readers): the list, one message
 * (opening it marks it read), read/unread, and a reply e-mailed through the outbox and kept with it.
 */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Contact messages, newest first; `state` unread|read; search in name, e-mail and text',
        querystring: staffMessagesQuerySchema,
        response: { 200: staffContactMessagesAnswerSchema },
      },
      onRequest: requireStaff(ORDER_ROLES),
    },
    async (request) => listAnswer(request, await listStaffMessages(app.db, request.query)),
  );

  app.get(
    '/staff/messages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One contact message with the replies sent; opening it marks it read',
        params: staffMessageParamsSchema,
        response: { 200: staffContactMessageAnswerSchema },
      },
      onRequest: requireStaff(ORDER_ROLES),
    },
    async (request) => {
      const { id } = request.params;
      if (!(await markMessage(app.db, id, true))) throw notFound(m.messageNotFound);
      return { data: (await findStaffMessage(app.db, id))! };
    },
  );

  for (const state of ['read', 'unread'] as const) {
    app.post(
      `/staff/messages/:id/${state}`,
      {
        schema: {
          tags,
          security,
          summary: `Mark a contact message ${state}`,
          params: staffMessageParamsSchema,
          response: { 200: staffContactMessageSavedSchema },
        },
        onRequest: requireStaff(ORDER_ROLES),
      },
      async (request) => {
        const { id } = request.params;
        const data = await staffWrite(request, null, async (tx, record) => {
          const before = await findStaffMessage(tx, id);
          if (!before) throw notFound(m.messageNotFound);
          await markMessage(tx, id, state === 'read');
          const after = (await findStaffMessage(tx, id))!;
          await record.changes(
            { action: state, entity: 'contact_message', entityId: id },
            { read_at: before.read_at },
            { read_at: after.read_at },
          );
          return after;
        });
        return { data, message: (state === 'read' ? m.markedRead : m.markedUnread)[request.lang] };
      },
    );
  }

  app.post(
    '/staff/messages/:id/reply',
    {
      schema: {
        tags,
        security,
        summary: 'Answer a contact message by e-mail (plain text), in the language it was written in',
        description: 'The reply is stored with the message and its mail written to the outbox, together.',
        params: staffMessageParamsSchema,
        body: contactReplyBodySchema,
        response: { 201: staffContactMessageSavedSchema },
      },
      onRequest: requireStaff(ORDER_ROLES),
    },
    async (request, reply) => {
      const { id } = request.params;
      const staff = request.staff!;
      const data = await staffWrite(request, null, async (tx, record) => {
        const sent = await replyToMessage(tx, id, staff, request.body);
        if (!sent) throw notFound(m.messageNotFound);
        const after = (await findStaffMessage(tx, id))!;
        await record({
          action: 'reply',
          entity: 'contact_message',
          entityId: id,
          after: { to: after.email, subject: request.body.subject.trim() },
        });
        return after;
      });
      return reply.status(201).send({ data, message: m.replied[request.lang] });
    },
  );
};
