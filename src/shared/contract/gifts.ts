import { z } from 'zod';
import { languages } from '../lang.ts';
import { paginationMetaSchema } from '../pagination.ts';
import { idParamSchema } from './content.ts';
import { emailSchema } from './fields.ts';

/*
 * A book as a gift (decision 055). A PDF order with `gift` is bought for someone else: the recipient's
 * name and e-mail, a message, the language of their mail and, optionally, when it is sent. A hard-copy
 * order with `gift` ships to its shipping address with `gift.message` on the packing slip and no prices.
 */

export const GIFT_LIMITS = { name: 120, message: 1000, token: 100 } as const;
export const GIFT_STATES = ['awaiting_payment', 'scheduled', 'sent', 'claimed', 'cancelled'] as const;
export type GiftState = (typeof GIFT_STATES)[number];
/** How many times one gift's mail may be sent in all (the first send and the resends). */
export const GIFT_SENDS_MAX = 5;
/** Days a claim link works after it is sent, unless `GIFT_LINK_DAYS` says otherwise. */
export const GIFT_LINK_DAYS_DEFAULT = 30;
/** The farthest ahead a gift may be scheduled, in days. */
export const GIFT_SCHEDULE_DAYS_MAX = 366;

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const optionalText = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());

/** The `gift` of an order body; which fields a PDF gift needs is checked with the order. */
export const orderGiftSchema = z.object({
  recipient_name: optionalText(GIFT_LIMITS.name),
  recipient_email: z.preprocess(blank, emailSchema.optional()),
  message: optionalText(GIFT_LIMITS.message),
  /** When the recipient's mail goes out; absent or past: as soon as the order is paid. */
  send_at: z.preprocess(blank, z.iso.datetime({ offset: true, error: 'giftSendAt' }).optional()),
  /** The language of the recipient's mail; absent: the language of the request. */
  language: z.preprocess(blank, z.enum(languages).optional()),
});
export type OrderGift = z.output<typeof orderGiftSchema>;

/** The claim link's token, as the mail's link carries it. */
export const giftClaimBodySchema = z.object({
  token: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(GIFT_LIMITS.token),
});

export const giftParamsSchema = z.object({ id: idParamSchema });

export const giftsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).optional(),
  per_page: z.coerce.number().int().min(1).max(50).optional(),
});

export const staffGiftsQuerySchema = giftsQuerySchema.extend({
  state: z.enum(GIFT_STATES).optional(),
});

const giftBookSchema = z.object({ id: z.number(), title: z.string() });

/** A gift as its buyer sees it. `expired`: sent, unclaimed, and its link ran out (resend it). */
export const giftSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  book: giftBookSchema,
  recipient_name: z.string(),
  recipient_email: z.string(),
  message: z.string().nullable(),
  language: z.enum(languages),
  state: z.enum(GIFT_STATES),
  expired: z.boolean(),
  send_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  claimed_at: z.string().nullable(),
  link_expires_at: z.string().nullable(),
  sends: z.number(),
  can_resend: z.boolean(),
  created_at: z.string(),
});
export type Gift = z.infer<typeof giftSchema>;

export const giftAnswerSchema = z.object({ data: giftSchema });
export const giftsAnswerSchema = z.object({ data: z.array(giftSchema), meta: paginationMetaSchema });

/** A gift in the back office: the buyer too. */
export const staffGiftSchema = giftSchema.extend({
  buyer: z.object({ id: z.number(), name: z.string(), email: z.string() }),
});
export type StaffGift = z.infer<typeof staffGiftSchema>;
export const staffGiftAnswerSchema = z.object({ data: staffGiftSchema });
export const staffGiftsAnswerSchema = z.object({
  data: z.array(staffGiftSchema),
  meta: paginationMetaSchema,
});

/** What the recipient got: the book, now theirs to download. */
export const giftClaimedAnswerSchema = z.object({
  data: z.object({ gift_id: z.number(), book: giftBookSchema, from: z.string() }),
});
