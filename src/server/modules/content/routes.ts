import type { FastifyPluginAsync } from 'fastify';
import { catalogueCache } from '#server/plugins/cache-headers.ts';
import { notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { clientErasure } from '#server/services/client-erasure.ts';
import { articleRoutes } from './articles.ts';
import { eraseContentOf } from './erasure.ts';
import { formRoutes } from './form-routes.ts';
import { contentMessages } from './messages.ts';
import {
  findContactInfo,
  findSeo,
  findTerms,
  listLinks,
  listLinkTypes,
  listSocialMedias,
} from './service.ts';
import { contentStaffRoutes } from './staff-routes.ts';
import { subscribeLinkRoutes } from './subscribe-routes.ts';

const tags = ['content'];

/** The page frame's texts: social icons, contact details, footer links, SEO and privacy terms. */
const readRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', catalogueCache);

  route(app, 'GET /social-medias', { tags, summary: 'Social media entries of the top bar' }, async () => ({
    data: await listSocialMedias(app.db),
  }));

  route(
    app,
    'GET /contact-us/:id',
    { tags, summary: 'Contact information record (the shop uses id 1)' },
    async (request) => {
      const info = await findContactInfo(app.db, request.params.id, request.lang);
      if (!info) throw notFound(contentMessages.contactNotFound);
      return { data: info };
    },
  );

  route(app, 'GET /link-types', { tags, summary: 'Link types of the footer' }, async () => ({
    data: await listLinkTypes(app.db),
  }));

  route(app, 'GET /links', { tags, summary: 'Related links of one link type' }, async (request) => ({
    data: await listLinks(app.db, request.query.link_type_id, request.lang),
  }));

  route(app, 'GET /seos', { tags, summary: 'Page title, description and keywords' }, async (request) => {
    const seo = await findSeo(app.db, request.lang);
    if (!seo) throw notFound(contentMessages.seoNotFound);
    return { data: seo };
  });

  route(app, 'GET /our-terms', { tags, summary: 'Privacy terms' }, async (request) => {
    const found = await findTerms(app.db, request.lang);
    if (!found) throw notFound(contentMessages.termsNotFound);
    return { data: found };
  });
};

export const contentRoutes: FastifyPluginAsync = async (app) => {
  clientErasure.subscribe('content:newsletter-messages', { erase: eraseContentOf });
  await app.register(readRoutes);
  await app.register(formRoutes);
  await app.register(subscribeLinkRoutes);
  await app.register(articleRoutes);
  await app.register(contentStaffRoutes);
};
