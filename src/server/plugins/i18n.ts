import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Lang, pickLanguage } from '#shared/lang.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** Reads the request's language from Accept-Language (ar unless the client prefers en). */
export const i18nPlugin = fp(async (app) => {
  app.decorateRequest('lang', 'ar');
  // A callback hook, not an async one: no promise to make and wait for on every request.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    done();
  });
});
