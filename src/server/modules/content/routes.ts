import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueCache } from '#server/plugins/cache-headers.ts';
import { notFound } from '#server/plugins/errors.ts';
import {
  contactInfoAnswerSchema,
  contactParamsSchema,
  linksAnswerSchema,
  linksQuerySchema,
  linkTypesAnswerSchema,
  seoAnswerSchema,
  socialMediasAnswerSchema,
  termsAnswerSchema,
} from '#shared/contract/content.ts';
import { articleRoutes } from './articles.ts';
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
import { subscribeLinkRoutes } from './subscribe-routes.ts';

const tags = ['content'];

/** The page frame's texts: social icons, contact details, footer links, SEO and privacy terms. */
const readRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', catalogueCache);

  app.get(
    '/social-medias',
    {
      schema: {
        tags,
        summary: 'Social media entries of the top bar',
        response: { 200: socialMediasAnswerSchema },
      },
    },
    async () => ({ data: await listSocialMedias(app.db) }),
  );

  app.get(
    '/contact-us/:id',
    {
      schema: {
        tags,
        summary: 'Contact information record (the shop uses id 1)',
        params: contactParamsSchema,
        response: { 200: contactInfoAnswerSchema },
      },
    },
    async (request) => {
      const info = await findContactInfo(app.db, request.params.id, request.lang);
      if (!info) throw notFound(contentMessages.contactNotFound);
      return { data: info };
    },
  );

  app.get(
    '/link-types',
    { schema: { tags, summary: 'Link types of the footer', response: { 200: linkTypesAnswerSchema } } },
    async () => ({ data: await listLinkTypes(app.db) }),
  );

  app.get(
    '/links',
    {
      schema: {
        tags,
        summary: 'Related links of one link type',
        querystring: linksQuerySchema,
        response: { 200: linksAnswerSchema },
      },
    },
    async (request) => ({ data: await listLinks(app.db, request.query.link_type_id, request.lang) }),
  );

  app.get(
    '/seos',
    { schema: { tags, summary: 'Page title, description and keywords', response: { 200: seoAnswerSchema } } },
    async (request) => {
      const seo = await findSeo(app.db, request.lang);
      if (!seo) throw notFound(contentMessages.seoNotFound);
      return { data: seo };
    },
  );

  app.get(
    '/our-terms',
    { schema: { tags, summary: 'Privacy terms', response: { 200: termsAnswerSchema } } },
    async (request) => {
      const found = await findTerms(app.db, request.lang);
      if (!found) throw notFound(contentMessages.termsNotFound);
      return { data: found };
    },
  );
};

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(readRoutes);
  await app.register(formRoutes);
  await app.register(subscribeLinkRoutes);
  await app.register(articleRoutes);
};
