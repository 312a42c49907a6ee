import { beforeAll, describe, expect, it } from 'vitest';
import { askForConfirmationIn } from '#server/modules/cod-confirmation/testing.ts';
import {
  createBook,
  createBuyer,
  createReference,
  hardCopyBody,
  type Reference,
} from '#server/modules/orders/testing.ts';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { createTestApp, setUpForFile } from '#server/test/harness.ts';

/*
 * The fulfilment pipeline (decision 100): each printed order counted once, at the step it stands at
 * (awaiting the buyer's yes, confirmed, label printed, with the carrier, delivered, returned), the
 * orders of one step with their buyer and address, and who may look.
 */

const t = setUpForFile(() => createTestApp({ codConfirmation: false }));
const call = staffCaller(t, { lang: 'en' });
const ref = {} as Reference;
const staff = {} as Record<'orders' | 'admin' | 'editor', { token: string }>;
const placed = {} as Record<
  'awaiting' | 'confirmed' | 'labelled' | 'shipped' | 'delivered' | 'returned' | 'cancelled' | 'card',
  number
>;

async function placeOrder(options: { saudi?: boolean; card?: boolean; name?: string } = {}) {
  const buyer = await createBuyer(t.app.db, 'reader');
  const book = await createBook(t, { stock: 10, hardcopyPriceCents: 2000 });
  const res = await call('POST', '/orders', {
    token: buyer.token,
    body: hardCopyBody(ref, {
      books: [{ book_id: book.id, quantity: 1 }],
      payment_type_id: options.card ? ref.card : ref.cod,
      shipping_name: options.name ?? 'سارة أحمد',
      ...(options.saudi
        ? {
            shipping_country_id: ref.otherCountryId,
            shipping_city: 'الرياض',
            shipping_mobile: '+966501234567',
            shipping_short_address: 'RRRD2929',
          }
        : {}),
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function move(id: number, status: string) {
  const res = await call('POST', `/staff/orders/${id}/status`, {
    token: staff.orders.token,
    body: status === 'shipped' ? { status, carrier: 'Aramex', tracking_number: `AX${id}` } : { status },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const pipeline = (query = '', token = staff.orders.token, lang: 'ar' | 'en' = 'en') =>
  call('GET', `/staff/fulfilment/pipeline${query}`, { token, lang });

beforeAll(async () => {
  Object.assign(ref, await createReference(t.app.db));
  // Saudi Arabia's COD orders wait for their buyer's yes; Jordan's do not.
  await askForConfirmationIn(t.app.db, ref.otherCountryId);
  staff.orders = await signedInStaff(t, 'orders');
  staff.admin = await signedInStaff(t, 'admin');
  staff.editor = await signedInStaff(t, 'editor');

  placed.awaiting = await placeOrder({ saudi: true, name: 'Hind Saleh' });
  placed.confirmed = await placeOrder({ name: 'Omar Khalil' });
  placed.labelled = await placeOrder();
  const booked = await call('POST', `/staff/orders/${placed.labelled}/shipments`, {
    token: staff.orders.token,
    body: { carrier: 'sandbox', weight_grams: 700 },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  placed.shipped = await placeOrder();
  await move(placed.shipped, 'processing');
  await move(placed.shipped, 'shipped');
  placed.delivered = await placeOrder();
  placed.returned = await placeOrder();
  for (const id of [placed.delivered, placed.returned]) {
    await move(id, 'processing');
    await move(id, 'shipped');
    await move(id, 'delivered');
  }
  const order = await call('GET', `/staff/orders/${placed.returned}`, { token: staff.orders.token });
  const taken = await call('POST', `/staff/orders/${placed.returned}/returns`, {
    token: staff.orders.token,
    body: {
      lines: [{ line_id: order.json().data.lines[0].id, quantity: 1 }],
      reason: 'Refused at the door',
      restock: true,
      idempotency_key: 'pipeline-return-1',
    },
  });
  expect(taken.statusCode, taken.body).toBe(200);
  placed.cancelled = await placeOrder();
  await move(placed.cancelled, 'cancelled');
  placed.card = await placeOrder({ card: true });
});

describe('the fulfilment pipeline', () => {
  it('counts each printed order once, at the step it stands at, and a cancelled one nowhere', async () => {
    const res = await pipeline();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: {
        counts: {
          awaiting_confirmation: 1,
          // The COD order of a market that does not ask, and the order paid by card.
          confirmed: 2,
          label_printed: 1,
          with_carrier: 1,
          delivered: 1,
          returned: 1,
        },
        stage: null,
        orders: [],
      },
      meta: null,
    });
  });

  it('lists the orders of a step with the buyer, the city and country, the total and the date', async () => {
    const res = await pipeline('?stage=awaiting_confirmation');
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json();
    expect(data.stage).toBe('awaiting_confirmation');
    expect(data.orders).toEqual([
      {
        id: placed.awaiting,
        name: 'Hind Saleh',
        city: 'الرياض',
        country: 'Saudi Arabia',
        net_price_cents: expect.any(Number),
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(data.orders[0].net_price_cents).toBeGreaterThanOrEqual(2000);
    expect(meta).toMatchObject({ current_page: 1, total: 1, last_page: 1 });

    const arabic = await pipeline('?stage=confirmed', staff.orders.token, 'ar');
    expect(arabic.json().data.orders).toMatchObject([
      { id: placed.confirmed, name: 'Omar Khalil', city: 'عمّان', country: 'الأردن' },
      { id: placed.card, name: 'سارة أحمد', city: 'عمّان', country: 'الأردن' },
    ]);
    const steps = ['label_printed', 'with_carrier', 'delivered', 'returned'] as const;
    const ids = await Promise.all(
      steps.map(async (stage) =>
        (await pipeline(`?stage=${stage}`)).json().data.orders.map((o: { id: number }) => o.id),
      ),
    );
    expect(ids).toEqual([[placed.labelled], [placed.shipped], [placed.delivered], [placed.returned]]);
  });

  it('moves an order on when its buyer’s yes comes or its parcel is booked', async () => {
    const confirmed = await call('POST', `/staff/cod-confirmations/${placed.awaiting}/confirm`, {
      token: staff.orders.token,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const counts = (await pipeline()).json().data.counts;
    expect(counts).toMatchObject({ awaiting_confirmation: 0, confirmed: 3, label_printed: 1 });
  });

  it('pages a step and refuses a step it does not know, in the member’s language', async () => {
    const paged = await pipeline('?stage=confirmed&per_page=1&page=2');
    expect(paged.statusCode, paged.body).toBe(200);
    expect(paged.json().data.orders).toHaveLength(1);
    expect(paged.json().meta).toMatchObject({ current_page: 2, per_page: 1, total: 3, last_page: 3 });

    const unknown = await pipeline('?stage=lost');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'validation' });
  });

  it('is open to the orders desk and administrators, not to editors', async () => {
    expect((await pipeline('', staff.admin.token)).statusCode).toBe(200);
    const editor = await pipeline('', staff.editor.token);
    expect(editor.statusCode).toBe(403);
    expect(editor.json().message).toBe('Your staff role does not allow this');
    expect((await call('GET', '/staff/fulfilment/pipeline')).statusCode).toBe(401);
  });
});
