import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import {
  createSocialMedia,
  deleteSocialMedia,
  findStaffSocialMedia,
  getStaffContact,
  getStaffSeo,
  getStaffTerms,
  listStaffSocialMedia,
  type MissingFields,
  type Saved,
  saveContact,
  saveSeo,
  saveTerms,
  updateSocialMedia,
} from '#server/modules/content/index.ts';
import { requireStaff } from '#server/modules/staff/index.ts';
import { AppError, commonMessages, notFound } from '#server/plugins/errors.ts';
import { fieldMessages } from '#shared/contract/field-messages.ts';
import { ANY_STAFF, CATALOG_ROLES } from '#shared/contract/staff.ts';
import {
  socialMediaParamsSchema,
  staffContactAnswerSchema,
  staffContactBodySchema,
  staffContactSavedSchema,
  staffSeoAnswerSchema,
  staffSeoBodySchema,
  staffSeoSavedSchema,
  staffSocialMediaAnswerSchema,
  staffSocialMediaBodySchema,
  staffSocialMediaDeletedSchema,
  staffSocialMediaListSchema,
  staffSocialMediaQuerySchema,
  staffSocialMediaSavedSchema,
  staffSocialMediaUpdateSchema,
  staffTermsAnswerSchema,
  staffTermsBodySchema,
  staffTermsSavedSchema,
} from '#shared/contract/staff-pages.ts';
import { listAnswer } from './list-answer.ts';
import { pagesMessages as m } from './pages-messages.ts';
import { staffWrite } from './write.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const readers = requireStaff(ANY_STAFF);
const editors = requireStaff(CATALOG_ROLES);

/** A save that would leave required fields empty: 422 naming each, as a schema refusal does. */
const missingFields = ({ missing }: MissingFields) =>
  new AppError(
    422,
    'validation',
    commonMessages.validation,
    Object.fromEntries(missing.map((field) => [field, [fieldMessages.required]])),
  );

/**
 * Saves a one-record page in a staff write: refused when fields would be empty, logged with what
 * changed (or the whole record when it was created), and every process told the content changed.
 */
async function saveSingleton<T extends Record<string, unknown>>(
  request: FastifyRequest,
  entity: string,
  save: (tx: Db) => Promise<Saved<T> | MissingFields>,
): Promise<T> {
  return staffWrite(request, 'content', async (tx, record) => {
    const outcome = await save(tx);
    if ('missing' in outcome) throw missingFields(outcome);
    const { id, before, after } = outcome;
    if (!before) {
      await record({ action: 'create', entity, entityId: id, after });
    } else {
      await record.changes({ entity, entityId: id }, before, after);
    }
    return after;
  });
}

/** The privacy terms, the contact details and the SEO texts: one record each, GET and PUT. */
const singletonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/pages/privacy',
    {
      schema: { tags, security, summary: 'The privacy terms', response: { 200: staffTermsAnswerSchema } },
      onRequest: readers,
    },
    async () => ({ data: await getStaffTerms(app.db) }),
  );

  app.put(
    '/staff/pages/privacy',
    {
      schema: {
        tags,
        security,
        summary: 'Change the privacy terms (admin, editor); rich text is cleaned; missing fields stay',
        body: staffTermsBodySchema,
        response: { 200: staffTermsSavedSchema },
      },
      onRequest: editors,
    },
    async (request) => {
      const data = await saveSingleton(request, 'terms', (tx) => saveTerms(tx, request.body));
      return { data, message: m.termsSaved[request.lang] };
    },
  );

  app.get(
    '/staff/pages/contact',
    {
      schema: { tags, security, summary: 'The contact details', response: { 200: staffContactAnswerSchema } },
      onRequest: readers,
    },
    async () => ({ data: await getStaffContact(app.db) }),
  );

  app.put(
    '/staff/pages/contact',
    {
      schema: {
        tags,
        security,
        summary: 'Change the contact details (admin, editor); rich text is cleaned; missing fields stay',
        body: staffContactBodySchema,
        response: { 200: staffContactSavedSchema },
      },
      onRequest: editors,
    },
    async (request) => {
      const data = await saveSingleton(request, 'contact_info', (tx) => saveContact(tx, request.body));
      return { data, message: m.contactSaved[request.lang] };
    },
  );

  app.get(
    '/staff/pages/seo',
    {
      schema: { tags, security, summary: 'The SEO texts', response: { 200: staffSeoAnswerSchema } },
      onRequest: readers,
    },
    async () => ({ data: await getStaffSeo(app.db) }),
  );

  app.put(
    '/staff/pages/seo',
    {
      schema: {
        tags,
        security,
        summary: 'Change the SEO texts (admin, editor); missing fields stay as they are',
        body: staffSeoBodySchema,
        response: { 200: staffSeoSavedSchema },
      },
      onRequest: editors,
    },
    async (request) => {
      const data = await saveSingleton(request, 'seo', (tx) => saveSeo(tx, request.body));
      return { data, message: m.seoSaved[request.lang] };
    },
  );
};

/** The social media entries of the shop's top bar. */
const socialMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const entity = 'social_media';
  const missing = (): never => {
    throw notFound(m.socialMediaNotFound);
  };

  app.get(
    '/staff/social-media',
    {
      schema: {
        tags,
        security,
        summary: 'Social media entries (search, sort, pages)',
        querystring: staffSocialMediaQuerySchema,
        response: { 200: staffSocialMediaListSchema },
      },
      onRequest: readers,
    },
    async (request) => listAnswer(request, await listStaffSocialMedia(app.db, request.query)),
  );

  app.get(
    '/staff/social-media/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One social media entry',
        params: socialMediaParamsSchema,
        response: { 200: staffSocialMediaAnswerSchema },
      },
      onRequest: readers,
    },
    async (request) => ({ data: (await findStaffSocialMedia(app.db, request.params.id)) ?? missing() }),
  );

  app.post(
    '/staff/social-media',
    {
      schema: {
        tags,
        security,
        summary: 'Add a social media entry (admin, editor); https links only',
        body: staffSocialMediaBodySchema,
        response: { 201: staffSocialMediaSavedSchema },
      },
      onRequest: editors,
    },
    async (request, reply) => {
      const created = await staffWrite(request, 'content', async (tx, record) => {
        const row = await createSocialMedia(tx, request.body);
        await record({ action: 'create', entity, entityId: row.id, after: row });
        return row;
      });
      return reply.status(201).send({ data: created, message: m.socialMediaCreated[request.lang] });
    },
  );

  app.put(
    '/staff/social-media/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a social media entry (admin, editor); missing fields stay as they are',
        params: socialMediaParamsSchema,
        body: staffSocialMediaUpdateSchema,
        response: { 200: staffSocialMediaSavedSchema },
      },
      onRequest: editors,
    },
    async (request) => {
      const saved = await staffWrite(request, 'content', async (tx, record) => {
        const outcome = (await updateSocialMedia(tx, request.params.id, request.body)) ?? missing();
        await record.changes({ entity, entityId: request.params.id }, outcome.before, outcome.after);
        return outcome.after;
      });
      return { data: saved, message: m.socialMediaSaved[request.lang] };
    },
  );

  app.delete(
    '/staff/social-media/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a social media entry (admin, editor)',
        params: socialMediaParamsSchema,
        response: { 200: staffSocialMediaDeletedSchema },
      },
      onRequest: editors,
    },
    async (request) => {
      await staffWrite(request, 'content', async (tx, record) => {
        const deleted = (await deleteSocialMedia(tx, request.params.id)) ?? missing();
        await record({ action: 'delete', entity, entityId: request.params.id, before: deleted });
      });
      return { message: m.socialMediaDeleted[request.lang] };
    },
  );
};

/** The back office's privacy terms, contact details, SEO texts and social media (issue 12 point 7). */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(singletonRoutes);
  await app.register(socialMediaRoutes);
};
