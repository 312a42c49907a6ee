import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '#server/plugins/errors.ts';
import { i18nPlugin } from '#server/plugins/i18n.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { staffAuthPlugin } from './sessions.ts';
import { signedInStaff } from './testing.ts';

/*
 * The shop's rule that administrators use two-factor sign-in is part of the staff guard (decision
 * 070): an app with the guard and none of the back office's plugins enforces it as the whole shop does.
 */

const t = setUpTestApp();
let rule = true;

/** The staff guard, one route behind it, and the shop's settings with the rule set to `rule`. */
async function guardOnly() {
  const app = Fastify();
  app.decorate('db', t.app.db);
  app.decorate('shopSettings', {
    read: async (db: typeof t.app.db) => ({
      ...(await t.app.shopSettings.read(db)),
      admins_two_factor: rule,
    }),
  });
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(staffAuthPlugin);
  app.get('/api/staff/probe', { onRequest: app.requireStaff() }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

const apps: Awaited<ReturnType<typeof guardOnly>>[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe("the administrators' two-factor rule", () => {
  it('holds in an app without the back office: an admin without it is sent to the setup, others pass', async () => {
    const app = await guardOnly();
    apps.push(app);
    const admin = await signedInStaff(t, 'admin');
    const editor = await signedInStaff(t, 'editor');
    const probe = (token: string) =>
      app.inject({
        method: 'GET',
        url: '/api/staff/probe',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });

    const refused = await probe(admin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'The shop requires administrators to set up two-step sign-in first',
      code: 'two_factor_setup_required',
    });
    expect((await probe(editor.token)).statusCode).toBe(200);

    rule = false;
    expect((await probe(admin.token)).statusCode).toBe(200);
  });
});
