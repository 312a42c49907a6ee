import { localize, messagesOf } from '#server/i18n/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { Localized } from '#shared/lang.ts';
import { formatPrice } from '#shared/price.ts';

/* What the coupons module says, in both languages. */

export const couponMessages = messagesOf('coupons', 'belowMinimum');

/** Why a code is refused at checkout; the error's code is `coupon_<reason>`. */
export type CouponRefusalReason =
  | 'unknown'
  | 'expired'
  | 'not_yet_valid'
  | 'used_up'
  | 'used_up_by_client'
  | 'below_minimum'
  | 'not_for_these_books'
  | 'not_with_sale';

const reasonMessages: Record<Exclude<CouponRefusalReason, 'below_minimum'>, Localized> = {
  unknown: couponMessages.unknown,
  expired: couponMessages.expired,
  not_yet_valid: couponMessages.notYetValid,
  used_up: couponMessages.usedUp,
  used_up_by_client: couponMessages.usedUpByClient,
  not_for_these_books: couponMessages.notForTheseBooks,
  not_with_sale: couponMessages.notWithSale,
};

/** A code refused at checkout: 422 naming the field `coupon_code` and why. */
export class CouponRefused extends AppError {
  constructor(
    readonly reason: CouponRefusalReason,
    minimumCents = 0,
  ) {
    const message =
      reason === 'below_minimum'
        ? localize('coupons', 'belowMinimum', { amount: formatPrice(minimumCents / 100) })
        : reasonMessages[reason];
    super(422, `coupon_${reason}`, message, { coupon_code: [message] });
  }
}
