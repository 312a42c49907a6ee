import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices } from '#server/db/schema/devices.ts';
import { activeClient, caller, setUpClientsTest } from '#server/modules/clients/testing.ts';
import { subscriberKeys } from '#server/test/push-service.ts';

const t = setUpClientsTest();
const call = caller(t);

let tokenCounter = 0;
const nativeToken = () => `fcm-token-${++tokenCounter}-${Date.now().toString(36)}:APA91b${'x'.repeat(120)}`;
const webEndpoint = () => `https://push.example.com/send/${++tokenCounter}-${Date.now().toString(36)}`;

function webBody(extra: Record<string, unknown> = {}) {
  const { p256dh, auth } = subscriberKeys();
  return {
    token: webEndpoint(),
    name: 'Chromium on Linux',
    type: 'Desktop',
    serial: 'install-1',
    client_id: null,
    keys: { p256dh, auth },
    ...extra,
  };
}

const rowsOf = (token: string) => t.database.db.select().from(devices).where(eq(devices.token, token));

describe('POST /devices', () => {
  it('registers a logged-out native device, then updates it by token', async () => {
    const token = nativeToken();
    const body = { token, name: 'Pixel 8', type: 'android', serial: 'abc-123', client_id: null };
    const first = await call('POST', '/devices', { body, lang: 'en' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      data: { token, name: 'Pixel 8', type: 'android', serial: 'abc-123', client_id: null },
      message: 'Device registered for notifications',
    });
    const again = await call('POST', '/devices', { body: { ...body, name: 'Pixel 8 Pro' }, lang: 'ar' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('تم تحديث تسجيل الجهاز');
    const rows = await rowsOf(token);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Pixel 8 Pro',
      clientId: null,
      p256dh: null,
      auth: null,
      lang: 'ar',
    });
    expect(rows[0].updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0].createdAt.getTime());
  });

  it('treats a missing client_id, name and serial as null', async () => {
    const token = nativeToken();
    const res = await call('POST', '/devices', { body: { token, type: 'ios' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ name: null, serial: null, client_id: null });
  });

  it('stores a web subscription with its keys and the language of the request', async () => {
    const body = webBody();
    const res = await call('POST', '/devices', { body, lang: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await rowsOf(body.token);
    expect(row).toMatchObject({
      type: 'Desktop',
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      lang: 'en',
    });
  });

  it("binds the device to the token's client, and only to it", async () => {
    const owner = await activeClient(t);
    const other = await activeClient(t);
    const body = webBody({ client_id: owner.id });

    const anonymous = await call('POST', '/devices', { body, lang: 'en' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please log in', code: 'unauthenticated' });
    const someoneElse = await call('POST', '/devices', { body, token: other.token, lang: 'en' });
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json().code).toBe('forbidden');
    const revoked = await call('POST', '/devices', { body, token: 'x'.repeat(43) });
    expect(revoked.statusCode).toBe(401);
    expect(await rowsOf(body.token)).toHaveLength(0);

    const own = await call('POST', '/devices', { body, token: owner.token });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data.client_id).toBe(owner.id);
  });

  it('moves a token to the client who registered it last, and off it on a logged-out registration', async () => {
    const first = await activeClient(t);
    const second = await activeClient(t);
    const body = webBody();
    await call('POST', '/devices', { body: { ...body, client_id: first.id }, token: first.token });
    const moved = await call('POST', '/devices', {
      body: { ...body, client_id: second.id },
      token: second.token,
    });
    expect(moved.statusCode).toBe(200);
    expect((await rowsOf(body.token)).map((row) => row.clientId)).toEqual([second.id]);

    const loggedOut = await call('POST', '/devices', { body: { ...body, client_id: null } });
    expect(loggedOut.statusCode).toBe(200);
    expect((await rowsOf(body.token)).map((row) => row.clientId)).toEqual([null]);
  });

  it('answers 422 with field messages for invalid bodies, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'android' }, 'token'],
      [{ token: '   ', type: 'android' }, 'token'],
      [{ token: nativeToken() }, 'type'],
      [{ token: nativeToken(), type: 'windows-phone' }, 'type'],
      [{ token: nativeToken(), type: 'android', client_id: 'me' }, 'client_id'],
      [{ token: nativeToken(), type: 'android', client_id: -3 }, 'client_id'],
      [{ token: 'x'.repeat(2049), type: 'android' }, 'token'],
      [{ token: nativeToken(), type: 'android', name: 'n'.repeat(201) }, 'name'],
      [webBody({ token: 'http://push.example.com/insecure' }), 'token'],
      [webBody({ token: 'not a url' }), 'token'],
      [webBody({ keys: undefined }), 'keys'],
      [webBody({ keys: { p256dh: 'short', auth: subscriberKeys().auth } }), 'keys.p256dh'],
      [webBody({ keys: { p256dh: subscriberKeys().p256dh, auth: 'AAAA' } }), 'keys.auth'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/devices', { body, lang: 'en' });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation', message: 'The given data was invalid' });
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    const arabic = await call('POST', '/devices', { body: { type: 'android' }, lang: 'ar' });
    expect(arabic.json()).toMatchObject({
      message: 'البيانات المدخلة غير صحيحة',
      errors: { token: ['هذا الحقل مطلوب'] },
    });
    const count = await t.database.db.$count(devices, eq(devices.name, 'n'.repeat(201)));
    expect(count).toBe(0);
  });
});

describe('GET /devices/vapid-public-key', () => {
  it('gives the public key browsers subscribe with', async () => {
    const res = await call('GET', '/devices/vapid-public-key');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.public_key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });
});
