import type pg from 'pg';
import { expect } from 'vitest';
import { fleetApi as api, DEMO_LOGINS, type Fleet } from './fleet.ts';

/*
 * A sale day on several processes (decision 089): 200 orders placed at once, round the processes,
 * by 16 readers: half printed and paid on delivery, half PDFs paid by card. Then, at once again, staff
 * hand 90 parcels to the carrier, 90 readers pay, and the other 20 orders are cancelled unsold.
 */

const BUYERS = 16;
const ORDERS = 200;
const UNSOLD_EACH = 10;

export type SaleDay = {
  /** The orders that became sales: handed to the carrier or paid. */
  sold: number[];
  /** The orders cancelled before they were sold. */
  unsold: number[];
  /** The invoices issued before the day began. */
  invoicesBefore: number;
};

/** Readers signed up like the demo reader, each signed in through one of the processes. */
async function buyers(fleet: Fleet, db: pg.Client): Promise<string[]> {
  await db.query(
    `INSERT INTO clients (name, email, password_hash, active, language)
       SELECT 'Buyer ' || i, 'buyer-' || i || '@sale.example', password_hash, true, 'en'
         FROM clients, generate_series(1, $1) AS i WHERE email = $2`,
    [BUYERS, DEMO_LOGINS.client.email],
  );
  return Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      const answer = await api(fleet.processes[i % fleet.processes.length]!, 'POST', '/client-login', {
        body: { email: `buyer-${i + 1}@sale.example`, password: DEMO_LOGINS.client.password },
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      return answer.json.data.token as string;
    }),
  );
}

/** A member of the orders desk, signed in: made like the demo member, whose role is the editor's. */
export async function ordersDesk(fleet: Fleet, db: pg.Client): Promise<string> {
  await db.query(
    `INSERT INTO staff_users (email, name, password_hash, role)
       SELECT 'desk@sale.example', 'Orders desk', password_hash, 'orders' FROM staff_users WHERE email = $1`,
    [DEMO_LOGINS.staff.email],
  );
  const answer = await api(fleet.url, 'POST', '/staff/login', {
    body: { email: 'desk@sale.example', password: DEMO_LOGINS.staff.password },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data.token as string;
}

/** Pays a card order as its reader does in the sandbox, on the process that opened the checkout. */
async function pay(base: string, token: string, orderId: number) {
  const checkout = await api(base, 'POST', `/orders/${orderId}/checkout`, { token });
  expect(checkout.status, JSON.stringify(checkout.json)).toBe(200);
  const page = new URL(checkout.json.url as string);
  const paid = await fetch(`${base}${page.pathname}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

export async function sellAtOnce(fleet: Fleet, db: pg.Client): Promise<SaleDay> {
  const tokens = await buyers(fleet, db);
  const staffToken = await ordersDesk(fleet, db);
  const [inPrint] = (
    await db.query(
      `UPDATE books SET stock = 1000 WHERE id = (SELECT id FROM books
         WHERE active AND NOT coming_soon AND hardcopy_price_cents > 0 ORDER BY id LIMIT 1) RETURNING id`,
    )
  ).rows as { id: number }[];
  const pdfs = (
    await db.query(
      `SELECT id FROM books WHERE active AND NOT coming_soon AND pdf_file IS NOT NULL AND pdf_price_cents > 0
         ORDER BY id LIMIT $1`,
      [Math.ceil(ORDERS / 2 / BUYERS)],
    )
  ).rows.map((row: { id: number }) => row.id);
  const country = async (code: string) =>
    (await db.query('SELECT id FROM countries WHERE code = $1', [code])).rows[0].id as number;
  const jordan = await country('JO');
  const cod = (await db.query(`SELECT id FROM payment_types WHERE code = 'cod'`)).rows[0].id as number;
  const printed = {
    shipping_name: 'سارة أحمد',
    shipping_country_id: jordan,
    shipping_address: 'شارع الجامعة 12',
    shipping_city: 'عمّان',
    shipping_state: 'العاصمة',
    shipping_postal_code: '11942',
    shipping_mobile: '+962791234567',
    shipping_email: 'sara@example.com',
    billing_name: 'سارة أحمد',
    billing_country_id: jordan,
    billing_address: 'شارع الجامعة 12',
    billing_city: 'عمّان',
    billing_state: 'العاصمة',
    billing_postal_code: '11942',
    billing_mobile: '+962791234567',
    billing_email: 'sara@example.com',
    payment_type_id: cod,
    is_hard_copy: true,
    books: [{ book_id: inPrint!.id, quantity: 1 }],
  };
  const processOf = (i: number) => fleet.processes[i % fleet.processes.length]!;
  const invoicesBefore = Number(
    (await db.query(`SELECT count(*) AS n FROM invoices WHERE kind = 'invoice'`)).rows[0].n,
  );

  // Each order: even ones printed, odd ones a PDF; the reader i % 16; a reader's PDFs all different.
  const placed = await Promise.all(
    Array.from({ length: ORDERS }, async (_, i) => {
      const half = Math.floor(i / 2);
      const buyer = half % BUYERS;
      const body =
        i % 2 === 0
          ? printed
          : {
              payment_type_id: fleet.cardPaymentTypeId,
              is_hard_copy: false,
              books: [{ book_id: pdfs[Math.floor(half / BUYERS)], quantity: 1 }],
            };
      const answer = await api(processOf(i), 'POST', '/orders', { token: tokens[buyer], body });
      expect(answer.status, JSON.stringify(answer.json)).toBe(201);
      expect(answer.json.data.invoice_number).toBeNull();
      return { i, id: answer.json.data.id as number, token: tokens[buyer]!, printed: i % 2 === 0 };
    }),
  );

  // The first ten of each kind are cancelled by their readers; the rest are sold, all at once.
  const unsold = [
    ...placed.filter((order) => order.printed).slice(0, UNSOLD_EACH),
    ...placed.filter((order) => !order.printed).slice(0, UNSOLD_EACH),
  ];
  const sold = placed.filter((order) => !unsold.includes(order));
  await Promise.all([
    ...unsold.map(async (order) => {
      const answer = await api(processOf(order.i + 1), 'POST', `/orders/${order.id}/cancel`, {
        token: order.token,
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    }),
    ...sold.map(async (order) => {
      const base = processOf(order.i + 1);
      if (!order.printed) return pay(base, order.token, order.id);
      for (const body of [
        { status: 'processing' },
        { status: 'shipped', carrier: 'Aramex', tracking_number: `AX${order.id}` },
      ]) {
        const moved = await api(base, 'POST', `/staff/orders/${order.id}/status`, {
          token: staffToken,
          body,
        });
        expect(moved.status, JSON.stringify(moved.json)).toBe(200);
      }
    }),
  ]);
  return { sold: sold.map((order) => order.id), unsold: unsold.map((order) => order.id), invoicesBefore };
}
