import type { FastifyPluginAsync } from 'fastify';
import { staffResource, staffWrite } from '#server/modules/staff/index.ts';
import { notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { findStaffMessage, listStaffMessages, markMessage, replyToMessage } from './admin-messages.ts';
import { newsletterAdminMessages as m } from './staff-messages.ts';

const entity = 'contact_message';

/**
 * The contact form's inbox (admin, orders: the people who answer readers): the list, one message
 * (opening it marks it read), read/unread, and a reply e-mailed through the outbox and kept with it.
 */
export const messagesRoutes: FastifyPluginAsync = async (app) => {
  staffResource(app, {
    path: '/staff/messages',
    entity,
    topic: null,
    notFound: m.messageNotFound,
    list: {
      summary: 'Contact messages, newest first; `state` unread|read; search in name, e-mail and text',
      run: listStaffMessages,
    },
    find: {
      summary: 'One contact message with the replies sent; opening it marks it read',
      run: async (db, id) => ((await markMessage(db, id, true)) ? findStaffMessage(db, id) : null),
    },
  });

  for (const state of ['read', 'unread'] as const) {
    route(
      app,
      `POST /staff/messages/:id/${state}`,
      { summary: `Mark a contact message ${state}` },
      async (request) => {
        const { id } = request.params;
        const data = await staffWrite(request, null, async (tx, record) => {
          const before = await findStaffMessage(tx, id);
          if (!before) throw notFound(m.messageNotFound);
          await markMessage(tx, id, state === 'read');
          const after = (await findStaffMessage(tx, id))!;
          await record.changes(
            { action: state, entity, entityId: id },
            { read_at: before.read_at },
            { read_at: after.read_at },
          );
          return after;
        });
        return { data, message: (state === 'read' ? m.markedRead : m.markedUnread)[request.lang] };
      },
    );
  }

  route(
    app,
    'POST /staff/messages/:id/reply',
    {
      summary: 'Answer a contact message by e-mail (plain text), in the language it was written in',
      description: 'The reply is stored with the message and its mail written to the outbox, together.',
    },
    async (request, reply) => {
      const { id } = request.params;
      const data = await staffWrite(request, null, async (tx, record) => {
        if (!(await replyToMessage(tx, id, request.staff!, request.body))) throw notFound(m.messageNotFound);
        const after = (await findStaffMessage(tx, id))!;
        const sent = { to: after.email, subject: request.body.subject.trim() };
        await record({ action: 'reply', entity, entityId: id, after: sent });
        return after;
      });
      return reply.status(201).send({ data, message: m.replied[request.lang] });
    },
  );
};
