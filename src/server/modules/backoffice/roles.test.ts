import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { issueSession } from '#server/modules/clients/index.ts';
import { insertClient } from '#server/modules/clients/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { createTestApp, setUpForFile } from '#server/test/harness.ts';
import type { StaffRole } from '#shared/contract/staff.ts';

/*
 * Every staff route × every kind of caller, from the issue's roles: an admin may do everything; an
 * editor the catalogue and the content; the orders role reads them and changes nothing there, and
 * with admins it alone sees and moves the orders. Without a
 * staff token, or with a reader's, every route answers 401; a role not allowed gets 403; an allowed
 * role is never turned away (what it then gets, 2xx or 4xx about the request, is other tests' concern).
 * The table below is written from the issue, not read from the code: a route the app has and the
 * table lacks fails the test, so a new route cannot ship without its roles being decided here.
 */

const ALL: readonly StaffRole[] = ['admin', 'editor', 'orders'];
const CATALOG: readonly StaffRole[] = ['admin', 'editor'];
const ADMIN: readonly StaffRole[] = ['admin'];
const ORDERS: readonly StaffRole[] = ['admin', 'orders'];

/** Roles allowed on each route under /api/staff ('public': the sign-in itself). */
const expected: Record<string, readonly StaffRole[] | 'public'> = {
  // sign-in, the member, the dashboard
  'POST /staff/login': 'public',
  'GET /staff/me': ALL,
  'POST /staff/logout': ALL,
  'GET /staff/dashboard': ALL,
  // the shop's settings: every member reads them, admins change them
  'GET /staff/settings': ALL,
  'PUT /staff/settings': ADMIN,
  // books: every member reads; admins and editors write
  'GET /staff/books': ALL,
  'GET /staff/books/:id': ALL,
  'GET /staff/books/:id/files': ALL,
  'GET /staff/books/:id/stock-changes': ALL,
  'GET /staff/books/export.csv': ALL,
  'POST /staff/books': CATALOG,
  'PUT /staff/books/:id': CATALOG,
  'DELETE /staff/books/:id': CATALOG,
  'POST /staff/books/:id/hide': CATALOG,
  'POST /staff/books/:id/show': CATALOG,
  'POST /staff/books/:id/stock': CATALOG,
  'POST /staff/books/:id/cover': CATALOG,
  'POST /staff/books/:id/pdf': CATALOG,
  'POST /staff/books/:id/notify': CATALOG,
  'POST /staff/books/import': CATALOG,
  'POST /staff/books/import/preview': CATALOG,
  // categories, writers, cover types
  'GET /staff/categories': ALL,
  'GET /staff/categories/:id': ALL,
  'POST /staff/categories': CATALOG,
  'PUT /staff/categories/:id': CATALOG,
  'DELETE /staff/categories/:id': CATALOG,
  'GET /staff/writers': ALL,
  'GET /staff/writers/:id': ALL,
  'POST /staff/writers': CATALOG,
  'PUT /staff/writers/:id': CATALOG,
  'DELETE /staff/writers/:id': CATALOG,
  'GET /staff/cover-types': ALL,
  'GET /staff/cover-types/:id': ALL,
  'POST /staff/cover-types': CATALOG,
  'PUT /staff/cover-types/:id': CATALOG,
  'DELETE /staff/cover-types/:id': CATALOG,
  // news, Kashkoul, link types and links
  'GET /staff/news': ALL,
  'GET /staff/news/:id': ALL,
  'POST /staff/news': CATALOG,
  'PUT /staff/news/:id': CATALOG,
  'DELETE /staff/news/:id': CATALOG,
  'POST /staff/news/:id/image': CATALOG,
  'POST /staff/news/:id/pdf': CATALOG,
  'GET /staff/kashkoul': ALL,
  'GET /staff/kashkoul/:id': ALL,
  'POST /staff/kashkoul': CATALOG,
  'PUT /staff/kashkoul/:id': CATALOG,
  'DELETE /staff/kashkoul/:id': CATALOG,
  'POST /staff/kashkoul/:id/image': CATALOG,
  'POST /staff/kashkoul/:id/pdf': CATALOG,
  'GET /staff/link-types': ALL,
  'GET /staff/link-types/:id': ALL,
  'POST /staff/link-types': CATALOG,
  'PUT /staff/link-types/:id': CATALOG,
  'DELETE /staff/link-types/:id': CATALOG,
  'GET /staff/links': ALL,
  'GET /staff/links/:id': ALL,
  'POST /staff/links': CATALOG,
  'PUT /staff/links/:id': CATALOG,
  'DELETE /staff/links/:id': CATALOG,
  'POST /staff/links/:id/image': CATALOG,
  // pages and settings
  'GET /staff/pages/privacy': ALL,
  'PUT /staff/pages/privacy': CATALOG,
  'GET /staff/pages/contact': ALL,
  'PUT /staff/pages/contact': CATALOG,
  'GET /staff/pages/seo': ALL,
  'PUT /staff/pages/seo': CATALOG,
  'GET /staff/social-media': ALL,
  'GET /staff/social-media/:id': ALL,
  'POST /staff/social-media': CATALOG,
  'PUT /staff/social-media/:id': CATALOG,
  'DELETE /staff/social-media/:id': CATALOG,
  // staff members and the activity log
  'GET /staff/members': ADMIN,
  'GET /staff/members/:id': ADMIN,
  'POST /staff/members': ADMIN,
  'PUT /staff/members/:id': ADMIN,
  'POST /staff/members/:id/deactivate': ADMIN,
  'POST /staff/members/:id/reactivate': ADMIN,
  'POST /staff/members/:id/password': ADMIN,
  'GET /staff/activity': ADMIN,
  // orders: admins and the orders role read and change them; editors do not see them
  'GET /staff/orders': ORDERS,
  'GET /staff/orders/:id': ORDERS,
  'POST /staff/orders/:id/status': ORDERS,
  'POST /staff/orders/:id/paid': ORDERS,
  // the mail outbox: admins and the orders role, who answer the readers
  'GET /staff/mail': ORDERS,
  'POST /staff/mail/:id/retry': ORDERS,
  // clients: admins and the orders role; editors do not see them
  'GET /staff/clients': ORDERS,
  'GET /staff/clients/:id': ORDERS,
  'POST /staff/clients/:id/activation-code': ORDERS,
  'POST /staff/clients/:id/sessions/revoke': ORDERS,
  'POST /staff/clients/:id/deactivate': ORDERS,
  'POST /staff/clients/:id/reactivate': ORDERS,
  'POST /staff/clients/:id/deactivation-request/dismiss': ORDERS,
  'GET /staff/orders/:id/invoice': ORDERS,
  'GET /staff/orders/:id/packing-slip': ORDERS,
  // the contact inbox: those who answer readers (admins and the orders role)
  'GET /staff/messages': ORDERS,
  'GET /staff/messages/:id': ORDERS,
  'POST /staff/messages/:id/read': ORDERS,
  'POST /staff/messages/:id/unread': ORDERS,
  'POST /staff/messages/:id/reply': ORDERS,
  // the newsletter is marketing content: admins and editors write it and see its subscribers
  'GET /staff/subscribers': CATALOG,
  'GET /staff/subscribers/export.csv': CATALOG,
  'DELETE /staff/subscribers/:id': CATALOG,
  'GET /staff/newsletters': CATALOG,
  'POST /staff/newsletters': CATALOG,
  'GET /staff/newsletters/:id': CATALOG,
  'PUT /staff/newsletters/:id': CATALOG,
  'POST /staff/newsletters/:id/send': CATALOG,
};

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
  it('has a row in this table for every staff route of the app, and no row for a route that is gone', () => {
    expect(registered.size).toBeGreaterThan(50);
    const missing = [...registered].filter((route) => !(route in expected)).sort();
    const gone = Object.keys(expected).filter((route) => !registered.has(route));
    expect(missing, 'routes whose roles this table does not say').toEqual([]);
    expect(gone, 'rows for routes the app does not have').toEqual([]);
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
