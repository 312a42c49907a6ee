import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '#server/db/schema/clients.ts';
import { createBook, createReference, digitalBody } from '#server/modules/orders/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { activeClient, caller, PASSWORD, registerClient, setUpClientsTest } from './testing.ts';

/*
 * Deactivating an account (decision 020): the reader's menu entry stores a request; staff confirm it.
 * A deactivated client cannot sign in by any door, and their orders stay for when staff open it again.
 */

const t = setUpClientsTest();
const call = caller(t);

const deactivatedMessage = {
  ar: 'هذا الحساب معطّل، تواصل معنا لإعادة تفعيله',
  en: 'This account is deactivated; contact us to open it again',
};

const rowOf = async (id: number) => (await t.app.db.select().from(clients).where(eq(clients.id, id)))[0];

async function staffDeactivates(id: number, action: 'deactivate' | 'reactivate' = 'deactivate') {
  const member = await signedInStaff(t, 'orders');
  const res = await staffCaller(t)('POST', `/staff/clients/${id}/${action}`, { token: member.token });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the reader’s deactivation request', () => {
  it('stores the request and answers ‘Deactivate request sent’ in the reader’s language', async () => {
    const client = await activeClient(t);
    const en = await call('POST', '/client-deactivation-request', { token: client.token, lang: 'en' });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json()).toEqual({ message: 'Deactivate request sent' });
    const first = (await rowOf(client.id)).deactivationRequestedAt;
    expect(first).toBeInstanceOf(Date);

    const ar = await call('POST', '/client-deactivation-request', { token: client.token, lang: 'ar' });
    expect(ar.json()).toEqual({ message: 'تم إرسال طلب تعطيل الحساب' });
    expect((await rowOf(client.id)).deactivationRequestedAt).toEqual(first);
    // Only a request: the account stays open until staff confirm it.
    expect((await call('GET', '/check-client-login', { token: client.token })).statusCode).toBe(200);
    expect((await rowOf(client.id)).deactivatedAt).toBeNull();
  });

  it('needs a signed-in client', async () => {
    const res = await call('POST', '/client-deactivation-request', { lang: 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in', code: 'unauthenticated' });
  });
});

describe('a deactivated client', () => {
  it('cannot sign in, and the right password is told so in both languages', async () => {
    const client = await activeClient(t);
    await staffDeactivates(client.id);
    for (const lang of ['ar', 'en'] as const) {
      const res = await call('POST', '/client-login', {
        body: { email: client.email, password: PASSWORD },
        lang,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: deactivatedMessage[lang], code: 'account_deactivated' });
    }
    // A wrong password learns nothing about the account.
    const wrong = await call('POST', '/client-login', {
      body: { email: client.email, password: 'not the password' },
      lang: 'en',
    });
    expect(wrong.json().code).toBe('wrong_credentials');
  });

  it('keeps no session: one that slipped past the revocation is refused too', async () => {
    const client = await activeClient(t);
    await t.app.db.update(clients).set({ deactivatedAt: new Date() }).where(eq(clients.id, client.id));
    expect((await call('GET', '/check-client-login', { token: client.token })).statusCode).toBe(401);
    expect((await call('POST', '/client-deactivation-request', { token: client.token })).statusCode).toBe(
      401,
    );
  });

  it('cannot reset the password into access, nor activate a pending sign-up', async () => {
    const client = await activeClient(t);
    await staffDeactivates(client.id);
    const reset = await call('POST', '/client-email-check', { body: { email: client.email }, lang: 'en' });
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toEqual({ message: deactivatedMessage.en, code: 'account_deactivated' });
    expect(t.smtp.pending(client.email)).toEqual([]);

    const waiting = await registerClient(t);
    const [{ id }] = await t.app.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.email, waiting.email));
    await staffDeactivates(id);
    const activation = await call('POST', '/client-activation', {
      body: { email: waiting.email, sms_code: waiting.code },
      lang: 'ar',
    });
    expect(activation.statusCode).toBe(403);
    expect(activation.json()).toEqual({ message: deactivatedMessage.ar, code: 'account_deactivated' });
    expect((await rowOf(id)).active).toBe(false);
  });

  it('cannot use a reset code mailed before the deactivation', async () => {
    const client = await activeClient(t);
    expect((await call('POST', '/client-email-check', { body: { email: client.email } })).statusCode).toBe(
      200,
    );
    const code = await t.smtp.nextCode(client.email);
    await staffDeactivates(client.id);
    const before = await rowOf(client.id);
    const res = await call('POST', '/client-change-password', {
      body: { email: client.email, sms_code: code, password: 'a brand new password' },
      lang: 'en',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: deactivatedMessage.en, code: 'account_deactivated' });
    expect(await rowOf(client.id)).toEqual(before);
  });

  it('keeps their orders, and finds them again once staff re-activate the account', async () => {
    const ref = await createReference(t.app.db);
    const client = await activeClient(t);
    const book = await createBook(t, { pdf: true });
    const placed = await call('POST', '/orders', { token: client.token, body: digitalBody(ref, [book.id]) });
    expect(placed.statusCode, placed.body).toBe(201);
    await staffDeactivates(client.id);

    const member = await signedInStaff(t, 'orders');
    const page = await staffCaller(t)('GET', `/staff/clients/${client.id}`, { token: member.token });
    expect(page.json().data.orders_total).toBe(1);

    await staffDeactivates(client.id, 'reactivate');
    const login = await call('POST', '/client-login', { body: { email: client.email, password: PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const orders = await call('GET', '/orders', { token: login.json().data.token });
    expect(orders.json().data.map((order: { id: number }) => order.id)).toEqual([placed.json().data.id]);
  });
});
