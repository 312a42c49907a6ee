import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import { type EndpointEntry, endpoints } from '#shared/contract/endpoints.ts';

/*
 * The endpoint map of the contract is the one place an API route is written: every route the app
 * registers under /api is an entry of the map (its method and path the entry's key), its params,
 * query, body and 2xx answers are the map's very schema objects, and every entry is a route. The web
 * types its calls with the same map, so server and web cannot drift apart. Who may call a staff
 * route is the map's `roles` (backoffice/roles.test.ts calls each one with every role); a route the
 * map gives to a signed-in client is guarded by `app.requireClient` before anything else.
 */

type Declared = {
  key: string;
  schema: FastifySchema;
  onRequest: unknown[];
};
const routes: Declared[] = [];

/** The API's own documentation pages, served under /api/docs, are not calls of the web. */
const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Fastify announces each new instance on this channel: the hook sees every route the app then adds. */
const INIT_CHANNEL = 'fastify.initialization';
const watchRoutes = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiCall(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        key: `${method} ${route.url.slice('/api'.length)}`,
        schema: route.schema ?? {},
        onRequest: [route.onRequest ?? []].flat(),
      });
    }
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

const entries = Object.entries(endpoints) as [string, EndpointEntry][];

describe('the endpoint map of the contract', () => {
  it('sees the routes of the app (the hook works)', () => {
    expect(routes.some((r) => r.key === 'GET /books')).toBe(true);
    expect(routes.length).toBeGreaterThan(100);
  });

  it('has an entry for every route the app registers under /api, and each route once', () => {
    const keys = routes.map((r) => r.key);
    const unmapped = keys.filter((key) => !(key in endpoints)).sort();
    expect(unmapped, 'routes under /api that the map does not have').toEqual([]);
    const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(twice, 'routes registered more than once').toEqual([]);
  });

  for (const [key, entry] of entries) {
    it(`${key} is a route of the app with the map's schemas`, () => {
      const route = routes.find((r) => r.key === key);
      expect(route, `${key} is not a route`).toBeDefined();
      const schema = route?.schema ?? {};
      for (const [part, name] of parts) {
        expect(schema[name] === entry[part], `${key}: ${part} is not the map's`).toBe(true);
      }
      const answers = (schema.response ?? {}) as Record<string, unknown>;
      const success = Object.keys(answers).filter((status) => status.startsWith('2'));
      const statuses = entry.response ? (entry.statuses ?? [200]).map(String) : [];
      expect(success.sort(), `${key}: the 2xx statuses it declares`).toEqual([...statuses].sort());
      for (const status of statuses) {
        expect(answers[status] === entry.response, `${key}: ${status} answer is not the map's`).toBe(true);
      }
      if (!entry.response) {
        expect(
          entry.file || entry.redirect,
          `${key} says neither its answer nor that it is a file`,
        ).toBeTruthy();
      }
    });
  }

  it('guards every route of a signed-in client with requireClient, ahead of its other hooks', () => {
    const clientKeys = entries.filter(([, entry]) => entry.auth === 'client').map(([key]) => key);
    expect(clientKeys.length).toBeGreaterThan(10);
    for (const key of clientKeys) {
      const route = routes.find((r) => r.key === key);
      expect(route?.onRequest[0] === ctx.app.requireClient, `${key} is not guarded first`).toBe(true);
    }
  });

  it('gives roles to staff routes only (backoffice/roles.test.ts calls each with every role)', () => {
    const others = entries.filter(([key, entry]) => entry.roles && !key.split(' ')[1]?.startsWith('/staff/'));
    expect(others.map(([key]) => key)).toEqual([]);
  });
});
