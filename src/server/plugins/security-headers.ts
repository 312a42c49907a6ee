import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/*
 * Helmet's security headers on every answer. With no directive worked out per request (a function in
 * the Content-Security-Policy, such as a nonce), Helmet sets the same headers on every answer: they
 * are worked out once, from the options, by running its middleware on a response that only records
 * them, and each request's reply gets them as its own headers. Building the middleware per request
 * (parsing the Content-Security-Policy each time) cost a catalogue answer from memory a tenth of its
 * time; running it per request, a twentieth more, and its headers on the raw response made Node take
 * its slow path for all of an answer's headers. A route's own header (a PDF's sandbox policy) still
 * replaces Helmet's, as before.
 */

/** The headers Helmet sets on every answer under `options`, by name. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    // X-Powered-By, which nothing sets before Helmet's hook runs.
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

/** Whether some directive of the Content-Security-Policy is worked out per request. */
const perRequest = (options: HelmetOptions) => {
  const policy = options.contentSecurityPolicy;
  if (typeof policy !== 'object' || !policy.directives) return false;
  return Object.values(policy.directives).some(
    (value) =>
      typeof value === 'function' || (Array.isArray(value) && value.some((v) => typeof v === 'function')),
  );
};

export const securityHeadersPlugin = fp<HelmetOptions>(async (app, options) => {
  if (perRequest(options)) {
    const setHeaders = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
    return;
  }
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
