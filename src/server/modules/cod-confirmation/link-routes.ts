import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import type { CodLinkAction } from '#shared/contract/cod-confirmation.ts';
import { afterDecision, confirmationByLink, decideByLink } from './decide.ts';
import { askPage, outcomePage } from './page.ts';

/*
 * The buyer's links (decision 097), opened without signing in. GET shows the page asking for the tap
 * and changes nothing; POST (the page's form) decides. A browser is answered with the bilingual page,
 * any other client with JSON; a refused link is a 4xx with its `code` either way.
 */

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .send(html);
}

/** Runs `work`; a refusal is the page with its status for a browser, else the API's JSON error. */
async function answering(request: FastifyRequest, reply: FastifyReply, work: () => Promise<unknown>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500 && wantsHtml(request)) {
      return sendPage(reply, error.statusCode, outcomePage(error.localized, error.code));
    }
    throw error;
  }
}

export const codLinkRoutes: FastifyPluginAsync = async (app) => {
  // The page's button is a plain form; what it sends is not read (the token is in the address).
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, {}));

  route(
    app,
    'GET /cod-confirmations/:id/:action',
    {
      tags: ['orders'],
      summary: "A COD buyer's confirm or cancel link: the page asking for the tap (HTML); changes nothing",
    },
    async (request, reply) =>
      answering(request, reply, async () => {
        const { id, action } = request.params;
        const row = await confirmationByLink(app.db, id, request.query.token);
        if (row.state !== 'awaiting') {
          return sendPage(reply, 200, outcomePage(afterDecision(row.state, action as CodLinkAction).message));
        }
        return sendPage(reply, 200, askPage(id, action, request.url));
      }),
  );

  route(
    app,
    'POST /cod-confirmations/:id/:action',
    {
      tags: ['orders'],
      summary: "A COD buyer's tap: confirms or cancels the order awaiting confirmation",
      description:
        'A browser gets the page, any other client `{ data: { order_id, state, changed }, message }`. ' +
        'The same tap again changes nothing (`changed: false`); the other decision after one is 409, ' +
        'an order cancelled for want of confirmation 410, another order’s link 403 `other_order`, a ' +
        'forged one 404 `unknown_link`.',
    },
    async (request, reply) =>
      answering(request, reply, async () => {
        const { id, action } = request.params;
        await confirmationByLink(app.db, id, request.query.token);
        const outcome = await decideByLink(app.db, id, action, app.config.publicUrl);
        if (wantsHtml(request)) return sendPage(reply, 200, outcomePage(outcome.message));
        return reply
          .code(200)
          .header('content-type', 'application/json; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            JSON.stringify({
              data: { order_id: id, state: outcome.state, changed: outcome.changed },
              message: outcome.message[request.lang],
            }),
          );
      }),
  );
};
