import type { FastifyPluginAsync } from 'fastify';
import { noStore } from '#server/plugins/cache-headers.ts';
import { route } from '#server/plugins/route.ts';
import { emailOf, keyedThrottle, MINUTE, rateLimited } from '#server/plugins/throttle.ts';
import { checkEnquiry, newReference, storeEnquiry } from './enquiries.ts';
import { rightsMessages as m } from './messages.ts';
import { tellEnquiryReceived } from './notify.ts';

const tags = ['rights'];

/**
 * Per address: 20 an hour, since a whole book fair's hall may reach the shop from one address.
 * Per e-mail, whatever the address: 5 an hour, 20 a day: nobody's mailbox is flooded with
 * acknowledgements, and one enquirer cannot bury the rights staff.
 */
export const ENQUIRY_LIMITS = {
  address: { max: 20, timeWindow: 60 * MINUTE },
  email: [
    { max: 5, timeWindow: 60 * MINUTE },
    { max: 20, timeWindow: 24 * 60 * MINUTE },
  ],
};

/** A robot's body: it filled the field people never see. */
const filledHoneypot = (body: unknown) => {
  const value = (body as { website?: unknown } | null)?.website;
  return value !== undefined && value !== null && value !== '';
};

/** The public rights enquiry form (decision 093): no captcha, a honeypot and rate limits instead. */
export const enquiryRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', noStore);
  const perEmail = keyedThrottle(app, 'rights-enquiry-email', ENQUIRY_LIMITS.email);

  route(
    app,
    'POST /rights/enquiries',
    {
      tags,
      summary: 'Ask for the rights to a book: territory, language, format and print run',
      description:
        'Answers 201 with a reference to quote; the enquirer is mailed an acknowledgement in the ' +
        'request’s language and the rights staff are told. `website` must stay empty: a body that ' +
        'fills it is answered the same way and nothing is stored or mailed. 429 past 20 enquiries ' +
        'an hour from one address, or 5 an hour (20 a day) from one e-mail address.',
      config: { rateLimit: ENQUIRY_LIMITS.address },
      // The honeypot is read before the fields are judged: a robot learns nothing from a 422.
      attachValidation: true,
    },
    async (request, reply) => {
      if (filledHoneypot(request.body)) {
        request.log.info('rights enquiry with its honeypot filled: not stored');
        return reply
          .status(201)
          .send({ data: { reference: newReference() }, message: m.received[request.lang] });
      }
      if (request.validationError) throw request.validationError;
      const checked = await checkEnquiry(app.db, request.body);
      const verdict = await perEmail(emailOf(request));
      if (!verdict.allowed) throw rateLimited(reply, verdict.retryAfter);
      const row = await app.db.transaction(async (tx) => {
        const stored = await storeEnquiry(tx, checked, request.lang);
        await tellEnquiryReceived(tx, app.staffEvents, stored);
        return stored;
      });
      return reply
        .status(201)
        .send({ data: { reference: row.reference }, message: m.received[request.lang] });
    },
  );
};
