import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { messagesOf } from '#server/i18n/index.ts';
import { refusedField, staffResource, staffWrite } from '#server/modules/staff/index.ts';
import { route } from '#server/plugins/route.ts';
import { fieldMessages } from '#shared/contract/field-messages.ts';
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
} from './admin-pages.ts';

const m = messagesOf('backofficePages');

/**
 * Saves a one-record page in a staff write: refused (422) when required fields would be empty, logged
 * with what changed (or the whole record when it was created), and every process told the content changed.
 */
async function saveSingleton<T extends Record<string, unknown>>(
  request: FastifyRequest,
  entity: string,
  save: (tx: Db) => Promise<Saved<T> | MissingFields>,
): Promise<T> {
  return staffWrite(request, 'content', async (tx, record) => {
    const outcome = await save(tx);
    if ('missing' in outcome) throw refusedField(outcome.missing, fieldMessages.required);
    const { id, before, after } = outcome;
    if (!before) await record({ action: 'create', entity, entityId: id, after });
    else await record.changes({ entity, entityId: id }, before, after);
    return after;
  });
}

/** The console's privacy terms, contact details and SEO texts (one record each), and social media. */
export const pagesRoutes: FastifyPluginAsync = async (app) => {
  route(app, 'GET /staff/pages/privacy', { summary: 'The privacy terms' }, async () => ({
    data: await getStaffTerms(app.db),
  }));
  route(
    app,
    'PUT /staff/pages/privacy',
    { summary: 'Change the privacy terms (admin, editor); rich text is cleaned; missing fields stay' },
    async (request) => ({
      data: await saveSingleton(request, 'terms', (tx) => saveTerms(tx, request.body)),
      message: m.termsSaved[request.lang],
    }),
  );

  route(app, 'GET /staff/pages/contact', { summary: 'The contact details' }, async () => ({
    data: await getStaffContact(app.db),
  }));
  route(
    app,
    'PUT /staff/pages/contact',
    {
      summary: 'Change the contact details (admin, editor); rich text is cleaned; missing fields stay',
    },
    async (request) => ({
      data: await saveSingleton(request, 'contact_info', (tx) => saveContact(tx, request.body)),
      message: m.contactSaved[request.lang],
    }),
  );

  route(app, 'GET /staff/pages/seo', { summary: 'The SEO texts' }, async () => ({
    data: await getStaffSeo(app.db),
  }));
  route(
    app,
    'PUT /staff/pages/seo',
    { summary: 'Change the SEO texts (admin, editor); missing fields stay as they are' },
    async (request) => ({
      data: await saveSingleton(request, 'seo', (tx) => saveSeo(tx, request.body)),
      message: m.seoSaved[request.lang],
    }),
  );

  /* The social media entries of the shop's top bar. */
  staffResource(app, {
    path: '/staff/social-media',
    entity: 'social_media',
    topic: 'content',
    notFound: m.socialMediaNotFound,
    list: { summary: 'Social media entries (search, sort, pages)', run: listStaffSocialMedia },
    find: { summary: 'One social media entry', run: findStaffSocialMedia },
    create: {
      summary: 'Add a social media entry (admin, editor); https links only',
      run: createSocialMedia,
      message: m.socialMediaCreated,
    },
    update: {
      summary: 'Change a social media entry (admin, editor); missing fields stay as they are',
      run: updateSocialMedia,
      message: m.socialMediaSaved,
    },
    remove: {
      summary: 'Delete a social media entry (admin, editor)',
      run: deleteSocialMedia,
      message: m.socialMediaDeleted,
    },
  });
};
