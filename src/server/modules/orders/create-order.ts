import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderAddresses, orderLines, orders } from '#server/db/schema/orders.ts';
import { boxSetTexts } from '#server/modules/box-sets/index.ts';
import { OutOfStock, reserveStock } from '#server/modules/catalog/index.ts';
import { recordCouponUse, takeCoupon } from '#server/modules/coupons/index.ts';
import type { MarketCharge } from '#server/modules/markets/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { orderEvents } from '#server/services/order-events.ts';
import type { StaffEvents } from '#server/services/staff-events.ts';
import type { CreateOrderInput } from '#shared/contract/orders.ts';
import type { Lang } from '#shared/lang.ts';
import { type BoxLine, boxSetsMoved, insertBoxSets } from './box-set-lines.ts';
import { checkLineCap, checkOpenUnpaidCap, type OrderCaps } from './caps.ts';
import { codGateRequestOf, refuseGatedCod } from './cod-hooks.ts';
import { chargeOf, discountInCurrency, linesInMarket } from './market-charge.ts';
import { giftRules as giftMessages, invalid, orderMessages, outOfStock, pdfOnly } from './messages.ts';
import { addressSnapshot, checkGift, checkReferences } from './order-checks.ts';
import { type CheckedLines, checkLines, type Line, titleOf } from './order-lines.ts';
import { priceLines } from './price.ts';
import { orderRequestHash } from './request-hash.ts';
import { rememberTaxCountry, withTaxCountry } from './tax-country.ts';

/*
 * POST /orders. Prices come from the database only. A hard copy decrements stock with a guarded
 * UPDATE (never below zero, rows in ascending id order so concurrent checkouts cannot deadlock);
 * everything is one transaction, so a refused order leaves no row behind. No hoarding: caps.ts.
 * A hard-copy order writes its 'order received' mail to the outbox in that transaction.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type CreatedOrder = { orderId: number; created: boolean };

/** The caps on hoarding, and the shop's address for the links of the order mail. */
export type OrderSettings = OrderCaps & {
  publicUrl: string;
  /** Told of the new paper order and of the stock it took, in the order's transaction. */
  staffEvents?: StaffEvents;
  /** The request's language: a gift's mail is in it unless the buyer chose another. */
  lang?: Lang;
};

class DuplicateSubmit extends Error {}

/**
 * The rows locked for the stock give other prices than those the order was written at (`lines`), or a
 * box set changed since it was read (null: the order is read again).
 */
class PricesMoved extends Error {
  constructor(readonly lines: Line[] | null) {
    super('prices moved');
  }
}

/** How many times an order is written again at the prices of the rows it locked. */
const PRICE_ATTEMPTS = 3;

/**
 * The order made earlier under this key, or undefined. Refused with 422 when that order was asked
 * for with another request (as Stripe answers): a key stands for one order only.
 */
async function findByKey(db: Db, clientId: number, key: string | undefined, requestHash: string) {
  if (key === undefined) return undefined;
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.idempotencyKey, key)));
  // An order from before the hashes were kept has none: it answers its key as it always did.
  if (row?.requestHash && row.requestHash !== requestHash) {
    throw new AppError(422, 'idempotency_key_reused', orderMessages.idempotencyKeyReused);
  }
  return row?.id;
}

/**
 * Takes the stock of every line, or throws OutOfStock naming the first book that lacks it. The locked
 * row's price in force is the one charged: should it (or a sale) have changed since `checkLines` read it,
 * PricesMoved has the order written again at it; a print price taken away meanwhile makes the book
 * PDF-only, and the whole order is refused. A box set's book keeps its share of the box set's price.
 */
async function takeStock(tx: Tx, lines: Line[]): Promise<(Line & { stockAfter: number })[]> {
  const prices = await reserveStock(tx, lines);
  const pdfOnlyLine = lines.find((_, i) => prices[i]!.regularHardcopyPriceCents <= 0);
  if (pdfOnlyLine) throw new AppError(409, 'pdf_only', pdfOnly(pdfOnlyLine.title));
  const taken = lines.map((line, i) => ({
    ...line,
    ...(line.box === undefined
      ? { unitPriceCents: prices[i]!.hardcopyPriceCents, onSale: prices[i]!.onSale.hardcopy }
      : {}),
    stockAfter: prices[i]!.stock,
  }));
  const moved = taken.some(
    (line, i) => line.unitPriceCents !== lines[i]!.unitPriceCents || line.onSale !== lines[i]!.onSale,
  );
  if (moved) throw new PricesMoved(taken);
  return taken;
}

/** A paper order is new work for staff. */
async function tellNewOrder(tx: Tx, events: StaffEvents | undefined, orderId: number) {
  await events?.tell(tx, { type: 'new_order', orderId });
}

/** The stock a paper order took may have fallen under the threshold. */
async function tellStockTaken(
  tx: Tx,
  events: StaffEvents | undefined,
  orderId: number,
  taken: (Line & { stockAfter: number })[],
) {
  for (const line of taken) {
    const after = line.stockAfter;
    await events?.tell(tx, {
      type: 'stock_changed',
      bookId: line.bookId,
      before: after + line.quantity,
      after,
      cause: `order:${orderId}`,
    });
  }
}

type Price = Awaited<ReturnType<typeof priceLines>>;
type OrderedLine = Pick<Line, 'bookId' | 'quantity' | 'unitPriceCents' | 'box'>;

async function writeOrder(
  tx: Tx,
  clientId: number,
  input: CreateOrderInput,
  requestHash: string,
  { lines, boxes }: CheckedLines,
  settings: OrderSettings & { paymentIsCod: boolean },
) {
  if (input.is_hard_copy) {
    await checkOpenUnpaidCap(tx, clientId, settings.openUnpaidMax);
    // The same key submitted twice waited here on the first submit: answer that order, not the cap.
    if ((await findByKey(tx, clientId, input.idempotency_key, requestHash)) !== undefined) {
      throw new DuplicateSubmit();
    }
  }
  // The code's use is taken under its row's lock, before the books' rows (as a cancellation releases it).
  const coupon = input.coupon_code
    ? await takeCoupon(tx, {
        code: input.coupon_code,
        clientId,
        lines,
        format: input.is_hard_copy ? 'printed' : 'digital',
      })
    : null;
  // A box set changed by staff meanwhile is read again; else its row stays as read until the commit.
  if (await boxSetsMoved(tx, boxes)) throw new PricesMoved(null);
  // Today's rules and prices in the buyer's market: what the quote answered, unless a rate changed since.
  const market = await chargeOf(tx, input);
  const { charge } = market;
  const charged = await linesInMarket(tx, market, input, { lines, boxes });
  const discount = discountInCurrency(coupon?.discountCents ?? 0, { lines, boxes }, charged);
  const price = await priceLines(tx, input, charged.lines, {
    paymentIsCod: settings.paymentIsCod,
    lang: 'ar',
    discountCents: discount,
    money: charge.exact,
  });
  // The shop's limits and totals are in dollars: the order's amounts count at the rate charged.
  const inDollars = { net_price: charge.toBase(price.net_price), cod_fee: charge.toBase(price.cod_fee) };
  if (settings.paymentIsCod) await refuseGatedCod(tx, codGateRequestOf(clientId, input, inDollars));
  const order = { clientId, input, requestHash, lines: charged.lines, price, charge };
  const orderId = await insertOrder(tx, order, coupon?.code ?? null);
  if (coupon) {
    await recordCouponUse(tx, coupon, { orderId, clientId, orderNetCents: inDollars.net_price });
  }
  const rateBp = price.tax_lines.reduce((sum, line) => sum + line.rateBp, 0);
  const boxLineIds = await insertBoxSets(tx, orderId, charged.boxes, rateBp);
  await insertLines(tx, orderId, input.is_hard_copy, charged.lines, boxLineIds);
  await rememberTaxCountry(tx, clientId, input);
  if (input.is_hard_copy) await tx.insert(orderAddresses).values(addressSnapshot(orderId, input));
  if (input.is_hard_copy) await tellNewOrder(tx, settings.staffEvents, orderId);
  // The gift's row (gifts module) and a paper order's 'order received' mail react to it. The invoice
  // waits for the payment or the handover to the carrier (decision 089).
  await orderEvents.publish(tx, {
    type: 'placed',
    order: {
      id: orderId,
      clientId,
      isHardCopy: input.is_hard_copy,
      isGift: input.gift !== undefined,
      lines: lines.map((l) => ({ bookId: l.bookId, quantity: l.quantity })),
    },
    gift: input.gift ?? null,
    lang: settings.lang ?? 'ar',
    publicUrl: settings.publicUrl,
    at: new Date(),
  });
  // The stock last: its rows, which every buyer of the same book waits for, are locked only until the commit.
  if (input.is_hard_copy) {
    await tellStockTaken(tx, settings.staffEvents, orderId, await takeStock(tx, lines));
  }
  return orderId;
}

/** The order's row at the prices just computed; a key already used by this client is a DuplicateSubmit. */
async function insertOrder(
  tx: Tx,
  order: {
    clientId: number;
    input: CreateOrderInput;
    requestHash: string;
    lines: OrderedLine[];
    price: Price;
    charge: MarketCharge;
  },
  couponCode: string | null,
): Promise<number> {
  const { clientId, input, requestHash, lines, price, charge } = order;
  const [row] = await tx
    .insert(orders)
    .values({
      clientId,
      isHardCopy: input.is_hard_copy,
      status: input.is_hard_copy ? 'pending' : 'awaiting_payment',
      paymentTypeId: input.payment_type_id,
      booksQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
      netPriceCents: price.net_price,
      subtotalCents: price.subtotal,
      discountCents: price.discount,
      couponCode,
      shippingCents: price.shipping_price,
      codFeeCents: price.cod_fee,
      taxCents: price.tax,
      taxIncluded: price.tax_included,
      currency: charge.currency,
      currencyDecimals: charge.decimals,
      rateMicros: charge.rateMicros,
      taxCountryId: input.is_hard_copy ? null : (input.billing_country_id ?? null),
      taxLines: price.tax_lines.map((line, i) => ({
        labelAr: price.taxLabels[i]!.ar,
        labelEn: price.taxLabels[i]!.en,
        rateBp: line.rateBp,
        amountCents: line.amount,
      })),
      weightGrams: price.weight_grams,
      deliveryDaysMin: price.delivery_days?.min ?? null,
      deliveryDaysMax: price.delivery_days?.max ?? null,
      note: input.note ?? null,
      isGift: input.gift !== undefined,
      giftNote: input.is_hard_copy ? (input.gift?.message ?? null) : null,
      idempotencyKey: input.idempotency_key ?? null,
      requestHash: input.idempotency_key === undefined ? null : requestHash,
    })
    .onConflictDoNothing({ target: [orders.clientId, orders.idempotencyKey] })
    .returning({ id: orders.id });
  if (!row) throw new DuplicateSubmit();
  return row.id;
}

/** The order's lines; a box set's book points at the box set's line (`boxLineIds`, by box index). */
async function insertLines(
  tx: Tx,
  orderId: number,
  isHardCopy: boolean,
  lines: OrderedLine[],
  boxLineIds: number[],
) {
  await tx.insert(orderLines).values(
    lines.map((l) => ({
      orderId,
      bookId: l.bookId,
      isHardCopy,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      totalPriceCents: l.unitPriceCents * l.quantity,
      boxSetLineId: l.box === undefined ? null : (boxLineIds[l.box] ?? null),
    })),
  );
}

/** The refusal of a line out of stock: a box set's book is named with its box set. */
function outOfStockRefusal(book: { titleAr: string; titleEn: string }, checked: CheckedLines) {
  const title = titleOf(book);
  const boxed = checked.lines.find((line) => line.box !== undefined && line.title.ar === book.titleAr);
  const box: BoxLine | undefined = boxed ? checked.boxes[boxed.box!] : undefined;
  const message = box ? boxSetTexts.outOfStock(title, box.title) : outOfStock(title);
  return new AppError(409, 'out_of_stock', message);
}

export async function createOrder(
  db: Db,
  clientId: number,
  input: CreateOrderInput,
  settings: OrderSettings,
): Promise<CreatedOrder> {
  const key = input.idempotency_key;
  // Hashed as sent, before the phones are rewritten in international form.
  const requestHash = orderRequestHash(input);
  const earlier = await findByKey(db, clientId, key, requestHash);
  if (earlier !== undefined) return { orderId: earlier, created: false };

  checkLineCap(input, settings.lineMax);
  checkGift(input);
  const taxed = await withTaxCountry(db, clientId, input);
  const { checked, paymentIsCod } = await checkReferences(db, taxed, settings.cardPayments);
  if (input.gift && input.is_hard_copy && paymentIsCod) {
    throw invalid({ payment_type_id: [giftMessages.cashOnDelivery] });
  }
  let lines = await checkLines(db, clientId, checked);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const orderId = await db.transaction((tx) =>
        writeOrder(tx, clientId, checked, requestHash, lines, { ...settings, paymentIsCod }),
      );
      return { orderId, created: true };
    } catch (error) {
      if (error instanceof PricesMoved && attempt < PRICE_ATTEMPTS) {
        lines = error.lines ? { ...lines, lines: error.lines } : await checkLines(db, clientId, checked);
        continue;
      }
      if (!(error instanceof OutOfStock || error instanceof DuplicateSubmit)) throw error;
      // A submit racing one with the same key waited on the same rows; the first one is the answer.
      const first = await findByKey(db, clientId, key, requestHash);
      if (first !== undefined) return { orderId: first, created: false };
      if (error instanceof OutOfStock) throw outOfStockRefusal(error.book, lines);
      throw error;
    }
  }
}
