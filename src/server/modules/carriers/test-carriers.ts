import { PDFDocument } from 'pdf-lib';
import { expect } from 'vitest';
import {
  createBook,
  createBuyer,
  createReference,
  hardCopyBody,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { ARAMEX_ACCOUNT, type AramexStandIn, startAramexStandIn } from '#server/test/aramex-stand-in.ts';
import { createTestApp, setUpForFile, type TestContext } from '#server/test/harness.ts';
import { SMSA_API_KEY, type SmsaStandIn, startSmsaStandIn } from '#server/test/smsa-stand-in.ts';

/*
 * What the carriers' tests share: the app booking with the stand-ins of Aramex and SMSA Express,
 * members of each role, Saudi Arabia's zone going with Aramex and Jordan's with none yet, and
 * cash-on-delivery orders placed by readers.
 */

// Whole: the file's set-up, whose helpers share the app and the zones it makes.
export function setUpCarriersTest() {
  type Member = { id: number; token: string };

  const env = setUpForFile(async () => {
    const aramex = await startAramexStandIn();
    const smsa = await startSmsaStandIn();
    const ctx = await createTestApp({
      carriers: {
        aramex: { ...ARAMEX_ACCOUNT, baseUrl: aramex.url },
        smsa: { baseUrl: smsa.url, apiKey: SMSA_API_KEY },
        sandbox: false,
        trackingEvery: '*/30 * * * *',
        shipper: {
          name: 'Bookshop',
          phone: '+966500000000',
          address: 'Warehouse 4',
          city: 'Riyadh',
          countryCode: 'SA',
        },
      },
    });
    const ref = await createReference(ctx.app.db);
    const admin = await signedInStaff(ctx, 'admin');
    const orders = await signedInStaff(ctx, 'orders');
    const editor = await signedInStaff(ctx, 'editor');
    return {
      ...ctx,
      aramex,
      smsa,
      ref,
      admin: admin as Member,
      orders: orders as Member,
      editor: editor as Member,
      async close() {
        await ctx.close();
        await aramex.close();
        await smsa.close();
      },
    } satisfies TestContext & Record<string, unknown>;
  }) as TestContext & {
    aramex: AramexStandIn;
    smsa: SmsaStandIn;
    ref: Reference;
    admin: Member;
    orders: Member;
    editor: Member;
  };

  const call = staffCaller(env, { lang: 'en' });

  const zone = async (nameEn: string, countryId: number) => {
    const res = await call('POST', '/staff/shipping-zones', {
      token: env.admin.token,
      body: {
        name_ar: nameEn,
        name_en: nameEn,
        country_ids: [countryId],
        rates: [{ max_grams: 10_000, price: 5 }],
        free_shipping_from: null,
        cod_offered: true,
        cod_fee: 0,
        delivery_days_min: 1,
        delivery_days_max: 3,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };

  let zones: { saudi: number; jordan: number } | undefined;
  /** Saudi Arabia's zone goes with Aramex (overnight, ONP); Jordan's has no carrier of its own yet. */
  async function zonesSet() {
    if (zones) return zones;
    zones = {
      saudi: await zone('Saudi Arabia', env.ref.otherCountryId),
      jordan: await zone('Jordan', env.ref.countryId),
    };
    const set = await call('PUT', `/staff/shipping-zones/${zones.saudi}/carrier`, {
      token: env.admin.token,
      body: { carrier: 'aramex', service: 'ONP' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      data: {
        zone_id: zones.saudi,
        name_ar: 'Saudi Arabia',
        name_en: 'Saudi Arabia',
        carrier: 'aramex',
        service: 'ONP',
      },
      message: "The zone's carrier is saved",
    });
    return zones;
  }

  const saudiAddress = (ref: Reference) => ({
    shipping_country_id: ref.otherCountryId,
    shipping_city: 'Riyadh',
    shipping_state: 'Riyadh',
    shipping_postal_code: '12211',
    shipping_short_address: 'RRRD2929',
    shipping_mobile: '+966501234567',
  });

  /** A reader's cash-on-delivery order of two copies of a 400 g book, to Riyadh or (`jordan`) to Amman. */
  async function codOrder(place: 'riyadh' | 'jordan' = 'riyadh') {
    await zonesSet();
    const buyer = await createBuyer(env.app.db, 'reader');
    const book = await createBook(env, { stock: 10, titleAr: 'كتاب', titleEn: 'Book', weightGrams: 400 });
    const res = await staffCaller(env, { lang: 'en' })('POST', '/orders', {
      token: buyer.token,
      body: hardCopyBody(env.ref, {
        books: [{ book_id: book.id, quantity: 2 }],
        payment_type_id: env.ref.cod,
        ...(place === 'riyadh' ? saudiAddress(env.ref) : {}),
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const order = (await call('GET', `/staff/orders/${id}`, { token: env.orders.token })).json().data;
    return { id, netPrice: order.net_price as number };
  }

  const book = (id: number, body: object = {}, token = env.orders.token) =>
    call('POST', `/staff/orders/${id}/shipments`, { token, body });

  const staffOrder = async (id: number) =>
    (await call('GET', `/staff/orders/${id}`, { token: env.orders.token })).json().data;

  const pagesOf = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();

  return { env, call, zonesSet, codOrder, book, staffOrder, pagesOf };
}
