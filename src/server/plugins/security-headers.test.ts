import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeadersPlugin } from './security-headers.ts';

const options = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], objectSrc: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers of GET `url` on an app with `register`'s security headers, the date left out. */
async function headersOf(register: (app: FastifyInstance) => Promise<void>, url = '/') {
  const app = Fastify();
  await register(app);
  app.get('/', async () => ({ ok: true }));
  app.get('/pdf', async (_request, reply) =>
    reply.header('content-security-policy', "sandbox; default-src 'none'").send('%PDF'),
  );
  app.get('/fails', async () => {
    throw new Error('no');
  });
  const { date: _, ...headers } = (await app.inject({ url })).headers;
  await app.close();
  return headers;
}

/** Helmet's middleware run on each request's raw response, as the shop did before. */
const perRequest = async (app: FastifyInstance) => {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
};
const once = async (app: FastifyInstance) => {
  await app.register(securityHeadersPlugin, options);
};

describe('security headers', () => {
  it.each(['/', '/pdf', '/fails', '/missing'])(
    'answers %s with the headers Helmet sets per request',
    async (url) => {
      expect(await headersOf(once, url)).toEqual(await headersOf(perRequest, url));
    },
  );

  it("keeps a route's own Content-Security-Policy", async () => {
    expect((await headersOf(once, '/pdf'))['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect((await headersOf(once))['content-security-policy']).toContain("script-src 'self'");
  });

  it('runs Helmet per request when a directive is worked out per request', async () => {
    const nonce = async (app: FastifyInstance) => {
      await app.register(securityHeadersPlugin, {
        contentSecurityPolicy: {
          directives: { scriptSrc: ["'self'", (request: IncomingMessage) => `'nonce-${request.url}'`] },
        },
      });
    };
    expect((await headersOf(nonce, '/'))['content-security-policy']).toContain("'nonce-/'");
  });
});
