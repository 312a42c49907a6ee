import { z } from 'zod';

/*
 * Refunds, returns and staff notes of an order in the back office (decision 050). Amounts are whole
 * minor units of the currency the order was charged in (decision 110: cents, or fils for KWD). A refund gives back part of a paid order (an amount, or some of its lines); a
 * return takes printed copies back after delivery, with a reason and whether they go back into stock,
 * and refunds them (card through the provider, cash on delivery handed back). `idempotency_key`, made
 * by the console once per dialog, makes a repeated click record one refund and move money once.
 */

export const REFUND_KINDS = ['cancel', 'partial', 'return'] as const;
export const REFUND_STATES = ['requested', 'done', 'failed'] as const;
export const REFUND_METHODS = ['card', 'cash', 'none'] as const;
export const REFUND_LIMITS = { reason: 500, note: 2000, key: 100 } as const;

const refundedLineBody = z.object({
  line_id: z.number().int().positive(),
  quantity: z.number().int().positive().max(10_000),
});

const idempotencyKey = z.string().trim().min(8).max(REFUND_LIMITS.key);
const optionalReason = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z.string().trim().max(REFUND_LIMITS.reason).optional(),
);

/** Part of a paid order: an amount, or lines (their share of what was paid). */
export const partialRefundBodySchema = z.object({
  amount_cents: z.number().int().positive().optional(),
  lines: z.array(refundedLineBody).max(200).optional(),
  reason: optionalReason,
  idempotency_key: idempotencyKey,
});
export type PartialRefundBody = z.input<typeof partialRefundBodySchema>;

/** Printed copies taken back; without `amount_cents`, their share of what was paid is refunded. */
export const orderReturnBodySchema = z.object({
  lines: z.array(refundedLineBody).min(1).max(200),
  reason: z.string().trim().min(1).max(REFUND_LIMITS.reason),
  restock: z.boolean(),
  amount_cents: z.number().int().nonnegative().optional(),
  idempotency_key: idempotencyKey,
});
export type OrderReturnBody = z.input<typeof orderReturnBodySchema>;

export const orderNoteBodySchema = z.object({
  body: z.string().trim().min(1).max(REFUND_LIMITS.note),
});
export type OrderNoteBody = z.input<typeof orderNoteBodySchema>;

const staffRef = z.object({ id: z.number(), name: z.string() });

export const orderRefundSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  kind: z.enum(REFUND_KINDS),
  /** Card: through the payment provider; cash: handed back; none: nothing was paid. */
  method: z.enum(REFUND_METHODS),
  state: z.enum(REFUND_STATES),
  amount_cents: z.number(),
  /** The currency of `amount_cents`: its order's. */
  currency: z.string(),
  lines: z.array(
    z.object({ line_id: z.number(), quantity: z.number(), title_ar: z.string(), title_en: z.string() }),
  ),
  reason: z.string().nullable(),
  restock: z.boolean(),
  /** The provider's id of the refund. */
  provider_reference: z.string().nullable(),
  /** What the provider said when it refused. */
  failure: z.string().nullable(),
  /** The credit note issued for it, if the order was invoiced. */
  credit_note_number: z.string().nullable(),
  staff: staffRef.nullable(),
  created_at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderStaffNoteSchema = z.object({
  id: z.number(),
  body: z.string(),
  staff: staffRef,
  created_at: z.string(),
});
export type OrderStaffNote = z.infer<typeof orderStaffNoteSchema>;

/** What an order adds to its staff answer: refunds, what is left to refund and return, the notes. */
export const orderRefundFacts = {
  refunds: z.array(orderRefundSchema),
  /** Given back so far (requested or done). */
  refunded_cents: z.number(),
  /** What may still be refunded: paid minus given back. */
  refundable_cents: z.number(),
  /** Each line's share of the amount paid, and copies that may still be taken back or refunded. */
  line_refunds: z.array(z.object({ line_id: z.number(), share_cents: z.number(), open: z.number() })),
  /** A delivered printed order: copies may be taken back. */
  can_return: z.boolean(),
  /** Paid and not cancelled: part of it may be refunded. */
  can_refund: z.boolean(),
  staff_notes: z.array(orderStaffNoteSchema),
};

export const clientRefundsQuerySchema = z.object({
  client_id: z.string().pipe(z.coerce.number<string>().int().positive().max(2_147_483_647)),
});
export const clientRefundsAnswerSchema = z.object({ data: z.array(orderRefundSchema) });
