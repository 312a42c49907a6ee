import type { FastifyPluginAsync } from 'fastify';
import { localize, messagesOf } from '#server/i18n/index.ts';
import { noStore } from '#server/plugins/cache-headers.ts';
import { AppError, commonMessages, notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { catalogMessages } from './messages.ts';
import { confirmWaitlist, joinWaitlist, NothingToWaitFor } from './waitlist.ts';

const tags = ['catalogue'];
const MINUTE_MS = 60_000;
const messages = messagesOf('waitlist');

/** 'Tell me when it's out' on a coming-soon or sold-out book, and the link that confirms a visitor's address. */
export const waitlistRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', noStore);

  route(
    app,
    'POST /books/:id/waitlist',
    {
      tags,
      summary: 'Tell me when this coming-soon or sold-out book is available: one mail, then off the list',
      description:
        'A signed-in reader (bearer token) sends no body and waits at once (201, `joined`). A visitor sends ' +
        '`email`: a link to confirm it is mailed (at most every 10 minutes), and the answer is the same ' +
        'whether the address was waiting already or not (200, `confirm`). 409 for a book on sale now.',
      config: { rateLimit: { max: 10, timeWindow: MINUTE_MS } },
    },
    async (request, reply) => {
      const client = await app.loadClient(request);
      const email = client?.email ?? request.body.email;
      if (!email) {
        throw new AppError(422, 'validation', commonMessages.validation, { email: [messages.emailNeeded] });
      }
      let state: 'joined' | 'confirm' | undefined;
      try {
        state = await joinWaitlist(
          app.db,
          request.params.id,
          { email, clientId: client?.id ?? null, language: request.lang },
          app.config.publicUrl,
        );
      } catch (error) {
        if (error instanceof NothingToWaitFor) {
          throw new AppError(409, 'not_waitable', localize('waitlist', 'notWaitable'));
        }
        throw error;
      }
      if (!state) throw notFound(catalogMessages.bookNotFound);
      const message = state === 'joined' ? messages.joined : messages.confirmSent;
      return reply
        .status(state === 'joined' ? 201 : 200)
        .send({ data: { state }, message: message[request.lang] });
    },
  );

  route(
    app,
    'GET /books/waitlist/confirm',
    {
      tags,
      summary: 'The confirmation link of the waiting-list mail: confirms, then shows the book’s page',
      config: { rateLimit: { max: 20, timeWindow: MINUTE_MS } },
    },
    async (request, reply) => {
      const bookId = await confirmWaitlist(app.db, request.query.token);
      const page = bookId === null ? '/#/?waitlist=0' : `/#/book-details/${bookId}?waitlist=1`;
      return reply.redirect(page, 303);
    },
  );
};
