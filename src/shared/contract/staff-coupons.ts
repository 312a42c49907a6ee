import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { requiredWhenMissing } from './fields.ts';
import { COUPON_CODE_MAX } from './orders.ts';
import { staffListAnswer, staffListQuerySchema, staffOneAnswer, staffSavedAnswer } from './staff-taxonomy.ts';

/*
 * Coupon codes as the back office keeps them (decision 054): a percentage or an amount off, an
 * optional minimum, limits by format, categories or books, a start and an end, limits of uses, and
 * whether they combine with a running sale; with their uses and the revenue of their orders.
 * Money in dollars as the API shows it; percentages in percent (10 is 10%).
 */

export const COUPON_LIMITS = { code: COUPON_CODE_MAX, money: 100_000, uses: 1_000_000, ids: 200 } as const;
export const COUPON_FORMATS = ['printed', 'digital'] as const;
/** Letters, digits, dashes and underscores: what a buyer can type without doubt. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const number = () => z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') });
const inCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
const money = () => number().gt(0).max(COUPON_LIMITS.money).refine(inCents, { error: 'cents' });
const percent = () =>
  number()
    .gt(0, { error: 'couponPercent' })
    .max(100, { error: 'couponPercent' })
    .refine(inCents, { error: 'couponPercent' });
const uses = () => number().int({ error: 'wholeNumber' }).min(1).max(COUPON_LIMITS.uses);
const ids = () => z.array(number().int().min(1).max(MAX_ID)).max(COUPON_LIMITS.ids);
const when = () => z.iso.datetime({ offset: true });

const couponFields = {
  code: z
    .string({ error: requiredWhenMissing })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(COUPON_LIMITS.code)
    .regex(COUPON_CODE_PATTERN, { error: 'couponCode' }),
  /** Exactly one of `percent_off` and `amount_off`. */
  percent_off: percent().nullable().default(null),
  amount_off: money().nullable().default(null),
  min_subtotal: money().nullable().default(null),
  format: z.enum(COUPON_FORMATS).nullable().default(null),
  category_ids: ids().default([]),
  book_ids: ids().default([]),
  starts_at: when().nullable().default(null),
  ends_at: when().nullable().default(null),
  max_uses: uses().nullable().default(null),
  max_uses_per_client: uses().nullable().default(null),
  combines_with_sale: z.boolean().default(false),
  active: z.boolean().default(true),
};

export const staffCouponBodySchema = z.object(couponFields);
/** PUT: the fields given change, the others stay (`active: false` deactivates the code). */
export const staffCouponUpdateSchema = z
  .object({
    ...couponFields,
    percent_off: percent().nullable(),
    amount_off: money().nullable(),
    min_subtotal: money().nullable(),
    format: z.enum(COUPON_FORMATS).nullable(),
    category_ids: ids(),
    book_ids: ids(),
    starts_at: when().nullable(),
    ends_at: when().nullable(),
    max_uses: uses().nullable(),
    max_uses_per_client: uses().nullable(),
    combines_with_sale: z.boolean(),
    active: z.boolean(),
  })
  .partial();
export type CouponBody = z.output<typeof staffCouponBodySchema>;
export type CouponUpdate = z.output<typeof staffCouponUpdateSchema>;

export const COUPON_SORTS = ['id', 'code', 'uses', 'revenue'] as const;
export const staffCouponsQuerySchema = staffListQuerySchema(COUPON_SORTS);
export type StaffCouponsQuery = z.output<typeof staffCouponsQuerySchema>;

export const couponSchema = z.object({
  id: z.number(),
  code: z.string(),
  percent_off: z.number().nullable(),
  amount_off: z.number().nullable(),
  min_subtotal: z.number().nullable(),
  format: z.enum(COUPON_FORMATS).nullable(),
  category_ids: z.array(z.number()),
  book_ids: z.array(z.number()),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().nullable(),
  max_uses_per_client: z.number().nullable(),
  combines_with_sale: z.boolean(),
  active: z.boolean(),
  /** Orders not cancelled that used the code. */
  uses: z.number(),
  /** What those orders came to, and what the code took off them, in dollars. */
  revenue: z.number(),
  discount_given: z.number(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const staffCouponsAnswerSchema = staffListAnswer(couponSchema);
export const staffCouponAnswerSchema = staffOneAnswer(couponSchema);
export const staffCouponSavedSchema = staffSavedAnswer(couponSchema);
