import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxPagePath,
  sandboxSession,
  settleSandboxSession,
} from '#server/services/payments/sandbox.ts';
import { sandboxPage } from '#server/services/payments/sandbox-page.ts';
import { orderMessages } from './messages.ts';

/*
 * The sandbox's hosted page, served by our own server when PAYMENT_PROVIDER=sandbox (never in
 * production). 'Pay (test)' makes the server send itself the signed notice a provider would send,
 * through the same webhook route, then sends the buyer back like a provider does.
 */

const noSuchCheckout = () => new AppError(404, 'not_found', orderMessages.noSuchCheckout);

export const sandboxPageRoutes: FastifyPluginAsync = async (app) => {
  // The page's buttons are plain forms; what they send is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, {}));

  route(
    app,
    'GET /payments/sandbox/checkout/:session',
    { tags: ['orders'], summary: "The sandbox's test payment page (HTML)" },
    async (request, reply) => {
      const session = sandboxSession(request.params.session);
      if (session?.state !== 'open') throw noSuchCheckout();
      const redirect = new URL(session.successUrl).origin;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${redirect}; frame-ancestors 'none'`,
        )
        .send(sandboxPage(session, sandboxPagePath(session.id)));
    },
  );

  route(
    app,
    'POST /payments/sandbox/checkout/:session/:choice',
    { tags: ['orders'], summary: "The buyer's choice on the sandbox page; redirects back to the shop" },
    async (request, reply) => {
      const { session: id, choice } = request.params;
      const open = sandboxSession(id);
      if (open?.state !== 'open') throw noSuchCheckout();
      if (choice === 'cancel') return reply.redirect(open.cancelUrl, 303);
      const settled = settleSandboxSession(id, choice);
      if (!settled) throw noSuchCheckout();
      if (settled.notice) {
        const delivered = await app.inject({
          method: 'POST',
          url: '/api/payments/webhook/sandbox',
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: settled.notice.signature,
          },
          payload: settled.notice.payload,
        });
        // Like a provider's, a failed notice is not the buyer's problem: the return page asks again.
        if (delivered.statusCode !== 200)
          request.log.warn({ status: delivered.statusCode }, 'sandbox notice');
        return reply.redirect(settled.session.successUrl, 303);
      }
      return reply.redirect(settled.session.cancelUrl, 303);
    },
  );
};
