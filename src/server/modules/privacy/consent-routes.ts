import type { FastifyPluginAsync } from 'fastify';
import { accountDataOf, clientMailbox } from '#server/modules/clients/index.ts';
import { unsubscribeEmail } from '#server/modules/content/index.ts';
import { clientOf, MINUTE_MS, perClient, privateNoStore } from '#server/modules/orders/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { clientOfToken, consentsOf, recordConsent } from './consent.ts';
import { consentMessages } from './consent-texts.ts';

const tags = ['privacy'];

/**
 * Marketing consent (decision 085): the reader reads and changes it from My profile; a marketing
 * mail's link withdraws it in one tap without signing in (mail programs POST it, RFC 8058).
 * Withdrawing also takes the reader's address off the newsletter's list.
 */
export const consentRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', privateNoStore);

  const withdrawn = async (clientId: number) => {
    const mailbox = await clientMailbox(app.db, clientId);
    if (mailbox) await unsubscribeEmail(app.db, mailbox.email);
  };

  route(
    app,
    'GET /profile/consents',
    { tags, summary: 'The signed-in reader’s marketing consent: the current answer and every change' },
    async (request) => ({ data: await consentsOf(app.db, clientOf(request).id) }),
  );

  route(
    app,
    'PUT /profile/consents/marketing',
    {
      tags,
      summary: 'Give or withdraw the signed-in reader’s marketing consent, recorded with source `profile`',
      config: { rateLimit: { max: 20, timeWindow: MINUTE_MS, keyGenerator: perClient } },
    },
    async (request) => {
      const clientId = clientOf(request).id;
      const { granted } = request.body;
      await recordConsent(app.db, clientId, granted, 'profile');
      if (!granted) await withdrawn(clientId);
      const message = granted ? consentMessages.consentGranted : consentMessages.consentWithdrawn;
      return { data: await consentsOf(app.db, clientId), message: message[request.lang] };
    },
  );

  route(
    app,
    'POST /consents/marketing/withdraw',
    {
      tags,
      summary: 'The one-tap withdrawal of a marketing mail’s link, without signing in',
      description:
        'The token is the one the mail’s link carries, signed by the server for one reader; a forged or ' +
        'damaged token answers 400 `invalid_link`. Recorded with source `mail_link`.',
      config: { rateLimit: { max: 30, timeWindow: MINUTE_MS } },
    },
    async (request) => {
      const clientId = clientOfToken(app.config, request.query.token);
      if (clientId === null || !(await accountDataOf(app.db, clientId))) {
        throw new AppError(400, 'invalid_link', consentMessages.badLink);
      }
      await recordConsent(app.db, clientId, false, 'mail_link');
      await withdrawn(clientId);
      return { message: consentMessages.consentWithdrawn[request.lang] };
    },
  );
};
