import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { gifts } from '#server/db/schema/gifts.ts';
import { mailOutbox } from '#server/modules/mail/testing.ts';
import {
  type Buyer,
  createBook,
  digitalBody,
  type ordersApi,
  payInSandbox,
  type Reference,
} from '#server/modules/orders/testing.ts';
import type { TestContext } from '#server/test/harness.ts';
import type { OrderGift } from '#shared/contract/gifts.ts';

/* What the gift tests, and tests outside the gifts module, share: a gift bought and paid, the claim link its mail carries, its row. */

type Call = ReturnType<typeof ordersApi>;

export const recipientAddress = (label: string) =>
  `friend-${label}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Places a PDF order of `bookId` as a gift, answering the order. */
export async function placeGift(call: Call, ref: Reference, buyer: Buyer, bookId: number, gift: OrderGift) {
  const res = await call('POST', '/orders', {
    token: buyer.token,
    body: { ...digitalBody(ref, [bookId]), gift },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

/** A gift of a new book bought and paid by `buyer`; answers the book, order and recipient. */
export async function paidGift(
  ctx: TestContext,
  call: Call,
  ref: Reference,
  buyer: Buyer,
  gift: Partial<OrderGift> = {},
) {
  const book = await createBook(ctx, { pdf: true, titleAr: 'ديوان الهدايا', titleEn: 'Book of Gifts' });
  const to = gift.recipient_email ?? recipientAddress('r');
  const order = await placeGift(call, ref, buyer, book.id, {
    recipient_name: 'Layla',
    recipient_email: to,
    message: 'Eid Mubarak!',
    language: 'en',
    ...gift,
  });
  const paid = await payInSandbox(ctx, call, buyer, order.id);
  expect(paid.statusCode).toBe(200);
  return { book, order, to };
}

/** The mails written to `address`, newest first, with their bodies. */
export function mailsWithBodies(db: Db, address: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address.toLowerCase()))
    .orderBy(desc(mailOutbox.id));
}

/** The claim token of the newest gift mail to `address`. */
export async function claimToken(db: Db, address: string) {
  const [mail] = await mailsWithBodies(db, address);
  const token = mail?.textBody.match(/#\/gift\/claim\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no gift link in the mail to ${address}`);
  return token;
}

export async function giftOf(db: Db, orderId: number) {
  const [row] = await db.select().from(gifts).where(eq(gifts.orderId, orderId));
  return row!;
}

/** The module's table, for tests that arrange or read rows directly. */
export { gifts };
