import { ANY_STAFF, CATALOG_ROLES, ORDER_ROLES } from '../staff.ts';
import {
  contentParamsSchema,
  staffArticleAnswerSchema,
  staffArticleBodySchema,
  staffArticleSavedSchema,
  staffArticlesAnswerSchema,
  staffArticlesQuerySchema,
  staffArticleUpdateSchema,
  staffLinkAnswerSchema,
  staffLinkBodySchema,
  staffLinkSavedSchema,
  staffLinksAnswerSchema,
  staffLinksQuerySchema,
  staffLinkTypeAnswerSchema,
  staffLinkTypeBodySchema,
  staffLinkTypeSavedSchema,
  staffLinkTypesAnswerSchema,
  staffLinkTypesQuerySchema,
  staffLinkTypeUpdateSchema,
  staffLinkUpdateSchema,
} from '../staff-content.ts';
import { imageUploadAnswerSchema, pdfUploadAnswerSchema } from '../staff-files.ts';
import {
  staffMailAnswerSchema,
  staffMailParamsSchema,
  staffMailQuerySchema,
  staffMailRetriedSchema,
} from '../staff-mail.ts';
import {
  NEWSLETTER_ROLES,
  newsletterBodySchema,
  idParamsSchema as newsletterParamsSchema,
  staffNewsletterAnswerSchema,
  staffNewsletterSavedSchema,
  staffNewslettersAnswerSchema,
  staffNewslettersQuerySchema,
  staffSubscribersAnswerSchema,
  staffSubscribersQuerySchema,
} from '../staff-newsletters.ts';
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
} from '../staff-pages.ts';
import { staffDeletedAnswerSchema } from '../staff-taxonomy.ts';
import { type EndpointEntry, recordUpload } from './entry.ts';

/**
 * The console's content: the mail outbox, the newsletter, site pages, social media, news, Kashkoul, link
 * types and links (server/modules/backoffice).
 */
export const backofficeContentEndpoints = {
  // the mail outbox (admins and the orders role)
  'GET /staff/mail': { roles: ORDER_ROLES, query: staffMailQuerySchema, response: staffMailAnswerSchema },
  'POST /staff/mail/:id/retry': {
    roles: ORDER_ROLES,
    params: staffMailParamsSchema,
    response: staffMailRetriedSchema,
  },
  // the newsletter
  'GET /staff/subscribers': {
    roles: NEWSLETTER_ROLES,
    query: staffSubscribersQuerySchema,
    response: staffSubscribersAnswerSchema,
  },
  'GET /staff/subscribers/export.csv': {
    roles: NEWSLETTER_ROLES,
    query: staffSubscribersQuerySchema,
    file: 'text/csv',
  },
  'DELETE /staff/subscribers/:id': {
    roles: NEWSLETTER_ROLES,
    params: newsletterParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/newsletters': {
    roles: NEWSLETTER_ROLES,
    query: staffNewslettersQuerySchema,
    response: staffNewslettersAnswerSchema,
  },
  'POST /staff/newsletters': {
    roles: NEWSLETTER_ROLES,
    statuses: [201],
    body: newsletterBodySchema,
    response: staffNewsletterSavedSchema,
  },
  'GET /staff/newsletters/:id': {
    roles: NEWSLETTER_ROLES,
    params: newsletterParamsSchema,
    response: staffNewsletterAnswerSchema,
  },
  'PUT /staff/newsletters/:id': {
    roles: NEWSLETTER_ROLES,
    params: newsletterParamsSchema,
    body: newsletterBodySchema,
    response: staffNewsletterSavedSchema,
  },
  'POST /staff/newsletters/:id/send': {
    roles: NEWSLETTER_ROLES,
    params: newsletterParamsSchema,
    response: staffNewsletterSavedSchema,
  },
  'POST /staff/news/:id/image': recordUpload(imageUploadAnswerSchema),
  'POST /staff/news/:id/pdf': recordUpload(pdfUploadAnswerSchema),
  'POST /staff/kashkoul/:id/image': recordUpload(imageUploadAnswerSchema),
  'POST /staff/kashkoul/:id/pdf': recordUpload(pdfUploadAnswerSchema),
  'POST /staff/links/:id/image': recordUpload(imageUploadAnswerSchema),
  // site pages and social media (every member reads; admins and editors write)
  'GET /staff/pages/privacy': { roles: ANY_STAFF, response: staffTermsAnswerSchema },
  'PUT /staff/pages/privacy': {
    roles: CATALOG_ROLES,
    body: staffTermsBodySchema,
    response: staffTermsSavedSchema,
  },
  'GET /staff/pages/contact': { roles: ANY_STAFF, response: staffContactAnswerSchema },
  'PUT /staff/pages/contact': {
    roles: CATALOG_ROLES,
    body: staffContactBodySchema,
    response: staffContactSavedSchema,
  },
  'GET /staff/pages/seo': { roles: ANY_STAFF, response: staffSeoAnswerSchema },
  'PUT /staff/pages/seo': { roles: CATALOG_ROLES, body: staffSeoBodySchema, response: staffSeoSavedSchema },
  'GET /staff/social-media': {
    roles: ANY_STAFF,
    query: staffSocialMediaQuerySchema,
    response: staffSocialMediaListSchema,
  },
  'POST /staff/social-media': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffSocialMediaBodySchema,
    response: staffSocialMediaSavedSchema,
  },
  'GET /staff/social-media/:id': {
    roles: ANY_STAFF,
    params: socialMediaParamsSchema,
    response: staffSocialMediaAnswerSchema,
  },
  'PUT /staff/social-media/:id': {
    roles: CATALOG_ROLES,
    params: socialMediaParamsSchema,
    body: staffSocialMediaUpdateSchema,
    response: staffSocialMediaSavedSchema,
  },
  'DELETE /staff/social-media/:id': {
    roles: CATALOG_ROLES,
    params: socialMediaParamsSchema,
    response: staffSocialMediaDeletedSchema,
  },
  // news, Kashkoul, link types and links (every member reads; admins and editors write)
  'GET /staff/news': {
    roles: ANY_STAFF,
    query: staffArticlesQuerySchema,
    response: staffArticlesAnswerSchema,
  },
  'POST /staff/news': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffArticleBodySchema,
    response: staffArticleSavedSchema,
  },
  'GET /staff/news/:id': {
    roles: ANY_STAFF,
    params: contentParamsSchema,
    response: staffArticleAnswerSchema,
  },
  'PUT /staff/news/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    body: staffArticleUpdateSchema,
    response: staffArticleSavedSchema,
  },
  'DELETE /staff/news/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/kashkoul': {
    roles: ANY_STAFF,
    query: staffArticlesQuerySchema,
    response: staffArticlesAnswerSchema,
  },
  'POST /staff/kashkoul': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffArticleBodySchema,
    response: staffArticleSavedSchema,
  },
  'GET /staff/kashkoul/:id': {
    roles: ANY_STAFF,
    params: contentParamsSchema,
    response: staffArticleAnswerSchema,
  },
  'PUT /staff/kashkoul/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    body: staffArticleUpdateSchema,
    response: staffArticleSavedSchema,
  },
  'DELETE /staff/kashkoul/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/link-types': {
    roles: ANY_STAFF,
    query: staffLinkTypesQuerySchema,
    response: staffLinkTypesAnswerSchema,
  },
  'POST /staff/link-types': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffLinkTypeBodySchema,
    response: staffLinkTypeSavedSchema,
  },
  'GET /staff/link-types/:id': {
    roles: ANY_STAFF,
    params: contentParamsSchema,
    response: staffLinkTypeAnswerSchema,
  },
  'PUT /staff/link-types/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    body: staffLinkTypeUpdateSchema,
    response: staffLinkTypeSavedSchema,
  },
  'DELETE /staff/link-types/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    response: staffDeletedAnswerSchema,
  },
  'GET /staff/links': { roles: ANY_STAFF, query: staffLinksQuerySchema, response: staffLinksAnswerSchema },
  'POST /staff/links': {
    roles: CATALOG_ROLES,
    statuses: [201],
    body: staffLinkBodySchema,
    response: staffLinkSavedSchema,
  },
  'GET /staff/links/:id': { roles: ANY_STAFF, params: contentParamsSchema, response: staffLinkAnswerSchema },
  'PUT /staff/links/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    body: staffLinkUpdateSchema,
    response: staffLinkSavedSchema,
  },
  'DELETE /staff/links/:id': {
    roles: CATALOG_ROLES,
    params: contentParamsSchema,
    response: staffDeletedAnswerSchema,
  },
} as const satisfies Record<string, EndpointEntry>;
