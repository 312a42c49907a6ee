import type { FastifyPluginAsync } from 'fastify';
import { noStore } from '#server/plugins/cache-headers.ts';
import { route } from '#server/plugins/route.ts';
import { contentMessages } from './messages.ts';
import { storeMessage } from './service.ts';
import { subscribe } from './subscribers.ts';

const tags = ['content'];
const MINUTE_MS = 60_000;

/**
 * The two forms anyone may send: the footer's newsletter subscription (a new address is mailed a link
 * to confirm it) and the contact form.
 */
export const formRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', noStore);

  route(
    app,
    'POST /subscribes',
    {
      tags,
      summary: 'Subscribe an e-mail address to the newsletter',
      config: { rateLimit: { max: 10, timeWindow: MINUTE_MS } },
    },
    async (request, reply) => {
      const { email } = request.body;
      const { created } = await subscribe(app.db, email, request.lang, app.config.publicUrl);
      if (!created) {
        return {
          data: { email },
          message: contentMessages.alreadySubscribed[request.lang],
          already: true as const,
        };
      }
      return reply.status(201).send({ data: { email }, message: contentMessages.subscribed[request.lang] });
    },
  );

  route(
    app,
    'POST /messages',
    {
      tags,
      summary: 'Send a message through the contact form',
      config: { rateLimit: { max: 5, timeWindow: MINUTE_MS } },
    },
    async (request, reply) => {
      const saved = await app.db.transaction(async (tx) => {
        const row = await storeMessage(tx, { ...request.body, ip: request.ip, language: request.lang });
        await app.staffEvents.tell(tx, {
          type: 'contact_message',
          messageId: row.id,
          name: request.body.name,
        });
        return row;
      });
      return reply.status(201).send({ data: saved, message: contentMessages.messageReceived[request.lang] });
    },
  );
};
