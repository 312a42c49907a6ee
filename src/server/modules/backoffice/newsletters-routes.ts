import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countAudience,
  createNewsletter,
  deleteSubscriber,
  findStaffNewsletter,
  findStaffSubscriber,
  listStaffNewsletters,
  listStaffSubscribers,
  queueNewsletter,
  subscribersCsv,
  updateNewsletter,
} from '#server/modules/content/index.ts';
import { requireStaff } from '#server/modules/staff/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import {
  idParamsSchema,
  NEWSLETTER_ROLES,
  newsletterBodySchema,
  staffNewsletterAnswerSchema,
  staffNewsletterSavedSchema,
  staffNewslettersAnswerSchema,
  staffNewslettersQuerySchema,
  staffSubscribersAnswerSchema,
  staffSubscribersQuerySchema,
} from '#shared/contract/staff-newsletters.ts';
import { staffDeletedAnswerSchema } from '#shared/contract/staff-taxonomy.ts';
import { listAnswer, loggedFields } from './list-answer.ts';
import { newsletterAdminMessages as m } from './newsletter-messages.ts';
import { staffWrite } from './write.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const onRequest = requireStaff(NEWSLETTER_ROLES);
const notDraft = () => new AppError(409, 'not_draft', m.notDraft);
const logged = (letter: Record<string, unknown>) =>
  loggedFields(letter, ['id', 'recipients', 'queued_at', 'sent_at', 'created_at']);

/**
 * The newsletter (admin, editor): its subscribers (list, CSV, erase one) and the newsletters, written
 * as drafts and then sent to every confirmed subscriber in their language by the server's sender.
 */
export const newslettersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/subscribers',
    {
      schema: {
        tags,
        security,
        summary: 'Subscribers, newest first; `state` confirmed|unconfirmed|unsubscribed; search the e-mail',
        querystring: staffSubscribersQuerySchema,
        response: { 200: staffSubscribersAnswerSchema },
      },
      onRequest,
    },
    async (request) => ({
      ...listAnswer(request, await listStaffSubscribers(app.db, request.query)),
      audience: await countAudience(app.db),
    }),
  );

  app.get(
    '/staff/subscribers/export.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The subscribers the list shows (same search and state) as CSV (UTF-8 with a BOM)',
        querystring: staffSubscribersQuerySchema,
        produces: ['text/csv'],
      },
      onRequest,
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
        .send(Readable.from(subscribersCsv(app.db, request.query)));
    },
  );

  app.delete(
    '/staff/subscribers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Erase an address from the list (a reader asked to be forgotten)',
        params: idParamsSchema,
        response: { 200: staffDeletedAnswerSchema },
      },
      onRequest,
    },
    async (request) => {
      const { id } = request.params;
      await staffWrite(request, null, async (tx, record) => {
        const before = await findStaffSubscriber(tx, id);
        if (!before || !(await deleteSubscriber(tx, id))) throw notFound(m.subscriberNotFound);
        await record({
          action: 'delete',
          entity: 'subscriber',
          entityId: id,
          before: { email: before.email, state: before.state },
        });
      });
      return { message: m.subscriberDeleted[request.lang] };
    },
  );

  app.get(
    '/staff/newsletters',
    {
      schema: {
        tags,
        security,
        summary: 'Newsletters, newest first, with their status and how many mails were written',
        querystring: staffNewslettersQuerySchema,
        response: { 200: staffNewslettersAnswerSchema },
      },
      onRequest,
    },
    async (request) => listAnswer(request, await listStaffNewsletters(app.db, request.query)),
  );

  app.post(
    '/staff/newsletters',
    {
      schema: {
        tags,
        security,
        summary: 'Write a newsletter draft: subject and rich text in Arabic and English',
        body: newsletterBodySchema,
        response: { 201: staffNewsletterSavedSchema },
      },
      onRequest,
    },
    async (request, reply) => {
      const data = await staffWrite(request, null, async (tx, record) => {
        const created = await createNewsletter(tx, request.body, request.staff!.id);
        await record({
          action: 'create',
          entity: 'newsletter',
          entityId: created.id,
          after: logged(created),
        });
        return created;
      });
      return reply.status(201).send({ data, message: m.created[request.lang] });
    },
  );

  app.get(
    '/staff/newsletters/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One newsletter, and how many confirmed subscribers it would reach now',
        params: idParamsSchema,
        response: { 200: staffNewsletterAnswerSchema },
      },
      onRequest,
    },
    async (request) => {
      const data = await findStaffNewsletter(app.db, request.params.id);
      if (!data) throw notFound(m.newsletterNotFound);
      return { data, audience: await countAudience(app.db) };
    },
  );

  app.put(
    '/staff/newsletters/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rewrite a draft; a newsletter being sent or sent answers 409',
        params: idParamsSchema,
        body: newsletterBodySchema,
        response: { 200: staffNewsletterSavedSchema },
      },
      onRequest,
    },
    async (request) => {
      const { id } = request.params;
      const data = await staffWrite(request, null, async (tx, record) => {
        const before = await findStaffNewsletter(tx, id, true);
        if (!before) throw notFound(m.newsletterNotFound);
        const after = await updateNewsletter(tx, id, request.body);
        if (!after) throw notDraft();
        await record.changes({ entity: 'newsletter', entityId: id }, logged(before), logged(after));
        return after;
      });
      return { data, message: m.updated[request.lang] };
    },
  );

  app.post(
    '/staff/newsletters/:id/send',
    {
      schema: {
        tags,
        security,
        summary: 'Send a draft to every confirmed subscriber; the server writes the mails in batches',
        description:
          'draft → sending (then sent once every mail is written). Anything but a draft answers 409.',
        params: idParamsSchema,
        response: { 200: staffNewsletterSavedSchema },
      },
      onRequest,
    },
    async (request) => {
      const { id } = request.params;
      const data = await staffWrite(request, null, async (tx, record) => {
        const before = await findStaffNewsletter(tx, id, true);
        if (!before) throw notFound(m.newsletterNotFound);
        const after = await queueNewsletter(tx, id);
        if (!after) throw notDraft();
        await record({
          action: 'send',
          entity: 'newsletter',
          entityId: id,
          before: { status: before.status },
          after: { status: after.status },
        });
        return after;
      });
      return { data, message: m.queued[request.lang] };
    },
  );
};
