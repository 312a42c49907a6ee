import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import { endpoints } from '#shared/contract/endpoints.ts';

/*
 * The web types its calls with the endpoint map of the contract; the server validates and documents its
 * routes with schemas of its own choosing. Each entry of the map must be a route of the app, with the
 * same method and path, and where the route declares a schema (params, query, body, 2xx answer) it must
 * be the map's very object: then server and web cannot drift apart.
 */

type Declared = { method: string; url: string; schema?: FastifySchema };
const routes: Declared[] = [];

/** Fastify announces each new instance on this channel: the hook sees every route the app then adds. */
const INIT_CHANNEL = 'fastify.initialization';
const watchRoutes = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });
};

let ctx: TestContext;
beforeAll(async () => {
  subscribe(INIT_CHANNEL, watchRoutes);
  try {
    ctx = await createTestApp();
  } finally {
    unsubscribe(INIT_CHANNEL, watchRoutes);
  }
});
afterAll(() => ctx.close());

/** The map's request parts and the names Fastify gives them. */
const parts = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const;

describe('the endpoint map of the contract', () => {
  for (const [key, entry] of Object.entries(endpoints)) {
    it(`${key} is a route of the app with the map's schemas`, () => {
      const [method, path] = key.split(' ');
      const route = routes.find((r) => r.method === method && r.url === `/api${path}`);
      expect(route, `${key} is not a route`).toBeDefined();
      const schema = route?.schema ?? {};
      for (const [part, name] of parts) {
        const mapped: unknown = part in entry ? entry[part as keyof typeof entry] : undefined;
        expect(schema[name] === mapped, `${key}: ${part} differs from the map's`).toBe(true);
      }
      const answers = Object.entries((schema.response ?? {}) as Record<string, unknown>);
      const success = answers.filter(([status]) => status.startsWith('2'));
      expect(success.length, `${key} declares no 2xx answer`).toBeGreaterThan(0);
      for (const [status, answer] of success) {
        expect(answer === entry.response, `${key}: ${status} answer differs from the map's`).toBe(true);
      }
    });
  }

  it('sees the routes of the app (the hook works)', () => {
    expect(routes.some((r) => r.method === 'GET' && r.url === '/api/books')).toBe(true);
  });
});
