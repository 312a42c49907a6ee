import type { FastifyPluginAsync } from 'fastify';
import { noStore } from '#server/plugins/cache-headers.ts';
import { notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { contentMessages } from './messages.ts';
import { confirmSubscription, unsubscribe } from './subscribers.ts';

const tags = ['content'];
const MINUTE_MS = 60_000;

/** The shop's page that tells the reader what became of their subscription. */
const newsletterPage = (query: string) => `/#/newsletter?${query}`;

/**
 * The links of the newsletter's mails. The confirmation link confirms on opening and shows the shop's
 * page. The unsubscribe link opened in a browser shows a page with a button (mail scanners open links
 * too, and must not unsubscribe anyone); mail programs unsubscribe in one click with a POST (RFC 8058).
 */
export const subscribeLinkRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', noStore);
  // RFC 8058: the one-click POST comes form-encoded, `List-Unsubscribe=One-Click`; its body says nothing more.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  route(
    app,
    'GET /subscribes/confirm',
    {
      tags,
      summary: 'The confirmation link of the subscription mail: confirms, then shows the shop’s page',
      config: { rateLimit: { max: 20, timeWindow: MINUTE_MS } },
    },
    async (request, reply) => {
      const confirmed = await confirmSubscription(app.db, request.query.token);
      return reply.redirect(newsletterPage(confirmed ? 'confirmed=1' : 'confirmed=0'), 303);
    },
  );

  route(
    app,
    'GET /subscribes/unsubscribe',
    { tags, summary: 'The unsubscribe link opened in a browser: shows the shop’s page that asks to confirm' },
    async (request, reply) =>
      reply.redirect(newsletterPage(`unsubscribe=${encodeURIComponent(request.query.token)}`), 303),
  );

  route(
    app,
    'POST /subscribes/unsubscribe',
    {
      tags,
      summary: 'Unsubscribe: the one-click POST of mail programs (RFC 8058) and the shop page’s button',
      description:
        'Takes `application/x-www-form-urlencoded` (`List-Unsubscribe=One-Click`), JSON or no body. ' +
        'Unsubscribing twice is fine; an unknown token answers 404. When an account has the address, its ' +
        'marketing consent is recorded as withdrawn from a mail’s link (`mail_link`, decision 085).',
      config: { rateLimit: { max: 20, timeWindow: MINUTE_MS } },
    },
    async (request) => {
      if (!(await unsubscribe(app.db, request.query.token))) {
        throw notFound(contentMessages.unknownSubscriber);
      }
      return { message: contentMessages.unsubscribed[request.lang] };
    },
  );
};
