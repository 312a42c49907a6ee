import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { issueSession } from '#server/modules/clients/index.ts';
import { insertClient } from '#server/modules/clients/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { createTestApp, setUpForFile } from '#server/test/harness.ts';
import { type EndpointEntry, endpoints } from '#shared/contract/endpoints.ts';
import { STAFF_ROLES, type StaffRole } from '#shared/contract/staff.ts';

/*
 * Every staff route × every kind of caller, with the roles the shop's policy gives each route
 * (docs/staff-roles.md, written by hand, not taken from the endpoint map): an admin may do everything;
 * an editor the catalogue and the content; the orders role reads them and changes nothing there, and
 * with admins it alone sees and moves the orders. The endpoint map must give each route exactly the
 * policy's roles, so a wrong role in the map fails here. Without a staff token, or with a reader's,
 * every route answers 401; a role not allowed gets 403; an allowed role is never turned away (what it
 * then gets, 2xx or 4xx about the request, is other tests' concern). A staff route the app has and
 * the policy lacks fails the test, so a new route cannot ship without its roles being decided.
 */

const ALL: readonly StaffRole[] = STAFF_ROLES;

/** The policy's rows, `| `METHOD /staff/…` | yes | — | … |`, one column per role in its header's order. */
function readPolicy(): Record<string, readonly StaffRole[] | 'public'> {
  const text = readFileSync(new URL('../../../../docs/staff-roles.md', import.meta.url), 'utf8');
  const header = /^\| Route +\|(.*)\|$/m
    .exec(text)?.[1]
    ?.split('|')
    .map((cell) => cell.trim());
  expect(header, 'the columns of docs/staff-roles.md').toEqual([...ALL]);
  const policy: Record<string, readonly StaffRole[] | 'public'> = {};
  for (const [, route, cells] of text.matchAll(/^\| `([A-Z]+ \/staff\/[^`]*)` +\|(.*)\|$/gm)) {
    const marks = cells!.split('|').map((cell) => cell.trim());
    expect(route! in policy, `${route} twice in docs/staff-roles.md`).toBe(false);
    expect(
      marks.every((mark) => ['yes', '—', 'anyone'].includes(mark)),
      `${route}: ${cells}`,
    ).toBe(true);
    policy[route!] = marks.includes('anyone') ? 'public' : ALL.filter((_, i) => marks[i] === 'yes');
  }
  return policy;
}

/** Roles allowed on each route under /api/staff, as the policy says ('public': the sign-in's two steps). */
const expected = readPolicy();

/** The same, as the endpoint map gives them. */
const mapped: Record<string, readonly StaffRole[] | 'public'> = Object.fromEntries(
  Object.entries(endpoints as Record<string, EndpointEntry>)
    .filter(([key]) => key.split(' ')[1]?.startsWith('/staff/'))
    .map(([key, entry]) => [key, entry.roles ? [...entry.roles].sort() : 'public']),
);

/** Every route the app registers under /api/staff, as 'METHOD /staff/…', seen as Fastify adds them. */
const registered = new Set<string>();
const watchRoutes = (message: unknown) => {
  (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && route.url.startsWith('/api/staff/')) {
        registered.add(`${method} ${route.url.slice('/api'.length)}`);
      }
    }
  });
};

const t = setUpForFile(async () => {
  subscribe('fastify.initialization', watchRoutes);
  try {
    return await createTestApp();
  } finally {
    unsubscribe('fastify.initialization', watchRoutes);
  }
});
const call = staffCaller(t, { lang: 'en' });

/** A record no test made: a route that finds nothing answers 404, and changes nothing. */
const ABSENT_ID = '999999';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function request(route: string, token?: string) {
  const [method, path] = route.split(' ') as [Method, string];
  const url = path.replace(/:\w+/g, ABSENT_ID);
  return call(method, url, { token, ...(method === 'POST' || method === 'PUT' ? { body: {} } : {}) });
}

let tokens: Promise<{ reader: string; roles: Record<StaffRole, string> }> | undefined;
/** A reader's token and one token of each role, made once for the file. */
function callers() {
  tokens ??= (async () => {
    const reader = await insertClient(t.database.db, { name: 'قارئ', email: 'roles-reader@example.com' });
    const roles = {} as Record<StaffRole, string>;
    for (const role of ALL) roles[role] = (await signedInStaff(t, role)).token;
    return { reader: await issueSession(t.database.db, reader.id, { remember: true }), roles };
  })();
  return tokens;
}

describe('who may call each staff route', () => {
  it('has an entry in the policy for every staff route of the app, and no entry for a route that is gone', () => {
    expect(registered.size).toBeGreaterThan(50);
    const missing = [...registered].filter((route) => !(route in expected)).sort();
    const gone = Object.keys(expected).filter((route) => !registered.has(route));
    expect(missing, 'routes whose roles docs/staff-roles.md does not say').toEqual([]);
    expect(gone, 'entries for routes the app does not have').toEqual([]);
  });

  it('gives each staff route in the endpoint map exactly the roles of the policy', () => {
    const sorted = Object.fromEntries(
      Object.entries(expected).map(([route, roles]) => [
        route,
        roles === 'public' ? roles : [...roles].sort(),
      ]),
    );
    expect(mapped).toEqual(sorted);
  });

  it('names the roles of every staff route but the sign-in and its code step', () => {
    const open = Object.keys(expected).filter((route) => expected[route] === 'public');
    expect(open).toEqual(['POST /staff/login', 'POST /staff/login/code']);
  });

  for (const [route, roles] of Object.entries(expected)) {
    if (roles === 'public') continue;
    it(`${route}: 401 without a staff token or with a reader's, 403 for ${ALL.filter((r) => !roles.includes(r)).join(' and ') || 'no role'}`, async () => {
      const { reader, roles: staff } = await callers();
      for (const token of [undefined, reader]) {
        const res = await request(route, token);
        expect(res.statusCode, `${token ? 'reader token' : 'no token'}: ${res.body}`).toBe(401);
        expect(res.json()).toEqual({
          message: 'Please log in to the staff console',
          code: 'unauthenticated',
        });
      }
      for (const role of ALL) {
        // Logging out ends the session it is called with: that check gets a session of its own.
        const token = route === 'POST /staff/logout' ? (await signedInStaff(t, role)).token : staff[role];
        const res = await request(route, token);
        if (roles.includes(role)) {
          expect([401, 403], `${role} is turned away: ${res.body}`).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
          expect(res.json()).toEqual({ message: 'Your staff role does not allow this', code: 'forbidden' });
        }
      }
    });
  }

  it('lets anyone try to sign in, and never with a reader’s token instead', async () => {
    const { reader } = await callers();
    const res = await call('POST', '/staff/login', {
      token: reader,
      body: { email: 'roles-reader@example.com', password: 'not-a-staff-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('wrong_credentials');
  });
});
