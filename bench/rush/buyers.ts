import { randomUUID } from 'node:crypto';
import { signatureHeader } from '#server/services/payments/signed-events.ts';
import type { StripeStandIn } from '#server/test/stripe-stand-in.ts';
import { seeded } from '../mix.ts';
import type { Account } from './accounts.ts';
import type { Fixtures } from './fixtures.ts';
import { COUPON } from './fixtures.ts';
import { call, type Json } from './http.ts';
import type { Kind, Recorder } from './recorder.ts';
import { STRIPE } from './shop.ts';

/*
 * The buyers: N loops at once, each taking the next account of the queue and going through one
 * checkout with it: quote → order → (a PDF order) pay on Stripe's hosted page, whose signed webhook
 * and the buyer's return to the shop come together, as they do. Half the orders are printed (to
 * Jordan or Saudi Arabia, 60% cash on delivery, the rest by card paid offline as the shop takes
 * cards for printed books), half are PDFs paid by card; one in five tries the coupon. An account
 * stays under the shop's per-client limits (3 open unpaid printed orders, 30 orders, 10 checkouts and
 * 120 quotes a minute): a buyer whose account may not order now takes the next one.
 */

const LIMITS = { openPrinted: 3, quote: 110, order: 28, checkout: 9 };
const MINUTE_MS = 60_000;

type Plan = {
  kind: Kind;
  books: { book_id: number; quantity: number; isHardCopy: boolean }[];
  body: Json;
  coupon: boolean;
};

type Random = () => number;

const pick = <T>(random: Random, items: T[]) => items[Math.floor(random() * items.length)]!;

function recentCount(times: number[], now: number) {
  while (times.length > 0 && times[0]! <= now - MINUTE_MS) times.shift();
  return times.length;
}

function plan(account: Account, fixtures: Fixtures, random: Random, now: number): Plan | null {
  const { recent } = account;
  if (recentCount(recent.quote, now) >= LIMITS.quote || recentCount(recent.order, now) >= LIMITS.order) {
    return null;
  }
  const unowned = fixtures.pdfs.filter((id) => !account.pdfs.has(id));
  const canPdf = unowned.length > 0 && recentCount(recent.checkout, now) < LIMITS.checkout;
  const canPrinted = account.openPrinted < LIMITS.openPrinted;
  if (!canPdf && !canPrinted) return null;
  const printed = canPrinted && (!canPdf || random() < 0.5);
  const coupon = random() < 0.2;
  const base = { coupon_code: coupon ? COUPON.code : undefined, idempotency_key: randomUUID() };
  if (!printed) {
    const first = pick(random, unowned);
    const second = random() < 0.3 ? pick(random, unowned) : first;
    const books = [...new Set([first, second])].map((id) => ({
      book_id: id,
      quantity: 1,
      isHardCopy: false,
    }));
    return { kind: 'digital-card', books, coupon, body: { ...base, payment_type_id: fixtures.card } };
  }
  const hot = fixtures.printed.filter((b) => b.hot);
  const lasting = fixtures.printed.filter((b) => !b.hot);
  const chosen = random() < 0.5 ? [pick(random, hot)] : [];
  if (chosen.length === 0 || random() < 0.4) chosen.push(pick(random, lasting));
  // Light enough for every zone's last weight band (5 kg with the packaging): two copies of one book at most.
  const twice = chosen.length === 1 && chosen[0]!.grams * 2 < 4000 && random() < 0.3;
  const books = chosen.map((b) => ({ book_id: b.id, quantity: twice ? 2 : 1, isHardCopy: true }));
  const cod = fixtures.cod !== undefined && random() < 0.6;
  const address = random() < 0.75 ? fixtures.addresses[0]! : fixtures.addresses[1]!;
  const payment_type_id = cod ? fixtures.cod : fixtures.card;
  return {
    kind: cod ? 'printed-cod' : 'printed-card',
    books,
    coupon,
    body: { ...base, ...address, payment_type_id },
  };
}

type Rush = { base: string; fixtures: Fixtures; stripe: StripeStandIn; recorder: Recorder };

/** Pays a PDF order on the stand-in's hosted page; Stripe's webhook and the buyer's return come at once. */
async function pay(rush: Rush, account: Account, orderId: number) {
  const { base, recorder } = rush;
  const options = { token: account.token, ip: account.ip };
  account.recent.checkout.push(Date.now());
  const checkout = await call(base, 'POST', `/orders/${orderId}/checkout`, options);
  if (!recorder.answered('checkout', checkout)) return;
  const session = /\/pay\/(cs_test_\w+)/.exec(String(checkout.json.url))?.[1];
  if (!session) throw new Error(`a checkout answered no Stripe page: ${JSON.stringify(checkout.json)}`);
  const payload = rush.stripe.pay(session);
  const headers = { 'stripe-signature': signatureHeader(payload, STRIPE.webhookSecret) };
  const [webhook, back] = await Promise.all([
    call(base, 'POST', '/payments/webhook/stripe', { body: payload, headers }),
    call(base, 'GET', `/orders/${orderId}/payment`, options),
  ]);
  recorder.answered('webhook', webhook);
  if (recorder.answered('return', back) && back.json.paid === true) recorder.counts.paid += 1;
}

async function checkout(rush: Rush, account: Account, chosen: Plan) {
  const { base, recorder } = rush;
  const options = { token: account.token, ip: account.ip };
  const body = { ...chosen.body, is_hard_copy: chosen.kind !== 'digital-card', books: chosen.books };
  if (chosen.coupon) recorder.counts.couponTries += 1;
  account.recent.quote.push(Date.now());
  const quote = await call(base, 'POST', '/orders/quote', { ...options, body });
  if (!recorder.answered('quote', quote)) return;
  account.recent.order.push(Date.now());
  const quoted = { ...body, quoted_net_price: quote.json.data.net_price };
  const order = await call(base, 'POST', '/orders', { ...options, body: quoted });
  if (!recorder.answered('order', order)) return;
  recorder.placedOrder(chosen.kind, chosen.books, chosen.coupon);
  if (chosen.kind !== 'digital-card') {
    account.openPrinted += 1;
    return;
  }
  for (const book of chosen.books) account.pdfs.add(book.book_id);
  await pay(rush, account, order.json.data.id as number);
}

/** The next account of the queue that may order now, with what it orders; null when none may. */
function nextAccount(queue: Account[], fixtures: Fixtures, random: Random) {
  const now = Date.now();
  for (let tried = 0; tried < queue.length; tried++) {
    const account = queue.shift()!;
    const chosen = plan(account, fixtures, random, now);
    if (chosen) return { account, chosen };
    queue.push(account);
  }
  return null;
}

/** `buyers` loops until `seconds` have passed; resolves with the seconds the last one took. */
export async function runBuyers(
  rush: Rush,
  accounts: Account[],
  buyers: number,
  seconds: number,
  seed: number,
) {
  const random = seeded(seed);
  const queue = [...accounts];
  const started = performance.now();
  const end = started + seconds * 1000;
  const buyer = async () => {
    while (performance.now() < end) {
      const next = nextAccount(queue, rush.fixtures, random);
      if (!next) {
        rush.recorder.counts.starvedBuyers += 1;
        return;
      }
      try {
        await checkout(rush, next.account, next.chosen);
      } finally {
        queue.push(next.account);
      }
    }
  };
  await Promise.all(Array.from({ length: buyers }, buyer));
  return (performance.now() - started) / 1000;
}
