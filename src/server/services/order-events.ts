import type { OrderGift } from '#shared/contract/gifts.ts';
import type { OrderStatus } from '#shared/contract/orders.ts';
import type { Lang } from '#shared/lang.ts';
import { eventBus } from './event-bus.ts';

/*
 * What happens to an order, told inside the order's transaction (decision 070). The orders module
 * publishes; gifts, invoices and credit notes, ownership, pre-orders, waiting lists, coupons and mails
 * subscribe from their own modules, so the lifecycle needs none of them. A handler's writes commit or
 * roll back with the order's change; a handler that throws undoes the change.
 */

export type OrderLine = { bookId: number; quantity: number };

/** The order as it stood when the event happened; `from` and `paidAt` are from before the change. */
export type OrderFacts = {
  id: number;
  clientId: number;
  isHardCopy: boolean;
  isGift: boolean;
  /** Its lines, by book id. */
  lines: OrderLine[];
};

export type StatusMoved = {
  order: OrderFacts & { from: OrderStatus; paidAt: Date | null };
  at: Date;
  /** The shop's address, for the links in mails. */
  publicUrl: string;
  /** Why, as kept in the order's history ('expired' when its payment time ran out). */
  note: string | null;
  /** Days a gift's claim link works, for the gift mail a payment sends. */
  giftLinkDays?: number;
};

export type RefundFacts = {
  refundId: number;
  orderId: number;
  amountCents: number;
  /** The copies put back on the shelf by a return that restocks; empty otherwise. */
  restocked: OrderLine[];
  publicUrl: string;
};

export type OrderEvent =
  /** An order written at checkout, with its lines (a gift's details when it is one). */
  | { type: 'placed'; order: OrderFacts; gift: OrderGift | null; lang: Lang; publicUrl: string; at: Date }
  | ({ type: 'paid' } & StatusMoved)
  | ({ type: 'shipped' } & StatusMoved)
  | ({ type: 'delivered' } & StatusMoved)
  /** Cancelled: by the client, by staff (a paid one refunded), or by the server when payment time ran out. */
  | ({ type: 'cancelled' } & StatusMoved)
  /** A reference to pay at an outlet given for a digital order awaiting payment (decision 108). */
  | {
      type: 'voucherIssued';
      orderId: number;
      reference: string;
      expiresAt: Date;
      amountCents: number;
      currency: string;
      publicUrl: string;
    }
  /** Money given back without a return (a partial refund), done. */
  | ({ type: 'refunded' } & RefundFacts)
  /** Copies of a delivered printed order taken back, done (with the money given back, if any). */
  | ({ type: 'returned' } & RefundFacts)
  /** A coming-soon book came out: its paid PDF pre-orders (now owned) and its printed ones (to ship). */
  | { type: 'released'; bookId: number; pdfOrderIds: number[]; printedOrderIds: number[]; publicUrl: string }
  /** A coming-soon book's release date moved later: the pre-orders waiting for it. */
  | { type: 'releaseMoved'; bookId: number; orderIds: number[]; releaseAt: Date; publicUrl: string };

export type OrderEventType = OrderEvent['type'];

/** The process's order events; see `eventBus`. */
export const orderEvents = eventBus<OrderEvent>();
