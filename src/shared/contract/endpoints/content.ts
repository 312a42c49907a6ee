import {
  articleAnswerSchema,
  articleParamsSchema,
  articlesAnswerSchema,
  articlesQuerySchema,
  contactInfoAnswerSchema,
  messageAnswerSchema as contactMessageAnswerSchema,
  contactParamsSchema,
  linksAnswerSchema,
  linksQuerySchema,
  linkTypesAnswerSchema,
  messageBodySchema,
  seoAnswerSchema,
  socialMediasAnswerSchema,
  subscribeAnswerSchema,
  subscribeBodySchema,
  termsAnswerSchema,
} from '../content.ts';
import { subscriberTokenQuerySchema, unsubscribeAnswerSchema } from '../staff-newsletters.ts';
import type { EndpointEntry } from './entry.ts';

/**
 * The page frame's content, articles, the contact form and the newsletter's links
 * (server/modules/content).
 */
export const contentEndpoints = {
  'GET /social-medias': { response: socialMediasAnswerSchema },
  'GET /contact-us/:id': { params: contactParamsSchema, response: contactInfoAnswerSchema },
  'GET /link-types': { response: linkTypesAnswerSchema },
  'GET /links': { query: linksQuerySchema, response: linksAnswerSchema },
  'GET /seos': { response: seoAnswerSchema },
  'GET /our-terms': { response: termsAnswerSchema },
  'GET /new-articles': { query: articlesQuerySchema, response: articlesAnswerSchema },
  'GET /akhbars': { query: articlesQuerySchema, response: articlesAnswerSchema },
  'GET /akhbars/:id': { params: articleParamsSchema, response: articleAnswerSchema },
  'POST /subscribes': { statuses: [200, 201], body: subscribeBodySchema, response: subscribeAnswerSchema },
  'POST /messages': { statuses: [201], body: messageBodySchema, response: contactMessageAnswerSchema },
  // the newsletter's links: confirm and the unsubscribe page redirect to the shop's page
  'GET /subscribes/confirm': { query: subscriberTokenQuerySchema, redirect: true },
  'GET /subscribes/unsubscribe': { query: subscriberTokenQuerySchema, redirect: true },
  'POST /subscribes/unsubscribe': { query: subscriberTokenQuerySchema, response: unsubscribeAnswerSchema },
} as const satisfies Record<string, EndpointEntry>;
