import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffResource, staffWrite, without } from '#server/modules/staff/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { listAnswer } from '#server/services/list-answer.ts';
import type { StaffSubscriber } from '#shared/contract/staff-newsletters.ts';
import { NEWSLETTER_JOB } from './newsletter-job.ts';
import {
  createNewsletter,
  findStaffNewsletter,
  listStaffNewsletters,
  queueNewsletter,
  updateNewsletter,
} from './newsletters.ts';
import { newsletterAdminMessages as m } from './staff-messages.ts';
import {
  countAudience,
  deleteSubscriber,
  findStaffSubscriber,
  listStaffSubscribers,
  subscribersCsv,
} from './subscribers.ts';

const notDraft = () => new AppError(409, 'not_draft', m.notDraft);

/**
 * The newsletter (admin, editor): its subscribers (list, CSV, erase one) and the newsletters, written
 * as drafts and then sent to every confirmed subscriber in their language by the server's sender.
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const newslettersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'GET /staff/subscribers',
    {
      summary: 'Subscribers, newest first; `state` confirmed|unconfirmed|unsubscribed; search the e-mail',
    },
    async (request) => ({
      ...listAnswer(request, await listStaffSubscribers(app.db, request.query)),
      audience: await countAudience(app.db),
    }),
  );

  route(
    app,
    'GET /staff/subscribers/export.csv',
    { summary: 'The subscribers the list shows (same search and state) as CSV (UTF-8 with a BOM)' },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
        .send(Readable.from(subscribersCsv(app.db, request.query)));
    },
  );

  staffResource(app, {
    path: '/staff/subscribers',
    entity: 'subscriber',
    topic: null,
    notFound: m.subscriberNotFound,
    logged: ({ email, state }: StaffSubscriber) => ({ email, state }),
    remove: {
      summary: 'Erase an address from the list (a reader asked to be forgotten)',
      run: async (tx, id) => {
        const before = await findStaffSubscriber(tx, id);
        return before && (await deleteSubscriber(tx, id)) ? before : null;
      },
      message: m.subscriberDeleted,
    },
  });

  staffResource(app, {
    path: '/staff/newsletters',
    entity: 'newsletter',
    topic: null,
    notFound: m.newsletterNotFound,
    logged: without('id', 'recipients', 'queued_at', 'sent_at', 'created_at'),
    list: {
      summary: 'Newsletters, newest first, with their status and how many mails were written',
      run: listStaffNewsletters,
    },
    create: {
      summary: 'Write a newsletter draft: subject and rich text in Arabic and English',
      run: (tx, body, request) => createNewsletter(tx, body, request.staff!.id),
      message: m.created,
    },
    update: {
      summary: 'Rewrite a draft; a newsletter being sent or sent answers 409',
      run: async (tx, id, body) => {
        const before = await findStaffNewsletter(tx, id, true);
        if (!before) return null;
        const after = await updateNewsletter(tx, id, body);
        if (!after) throw notDraft();
        return { before, after };
      },
      message: m.updated,
    },
  });

  route(
    app,
    'GET /staff/newsletters/:id',
    { summary: 'One newsletter, and how many confirmed subscribers it would reach now' },
    async (request) => {
      const data = await findStaffNewsletter(app.db, request.params.id);
      if (!data) throw notFound(m.newsletterNotFound);
      return { data, audience: await countAudience(app.db) };
    },
  );

  route(
    app,
    'POST /staff/newsletters/:id/send',
    {
      summary: 'Send a draft to every confirmed subscriber; the server writes the mails in batches',
      description:
        'draft → sending (then sent once every mail is written). Anything but a draft answers 409.',
    },
    async (request) => {
      const { id } = request.params;
      const data = await staffWrite(request, null, async (tx, record) => {
        const before = await findStaffNewsletter(tx, id, true);
        if (!before) throw notFound(m.newsletterNotFound);
        const after = await queueNewsletter(tx, id);
        if (!after) throw notDraft();
        const [was, is] = [{ status: before.status }, { status: after.status }];
        await record({ action: 'send', entity: 'newsletter', entityId: id, before: was, after: is });
        return after;
      });
      app.jobs.kick(NEWSLETTER_JOB);
      return { data, message: m.queued[request.lang] };
    },
  );
};
