import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateOrderBody } from '#shared/contract/orders.ts';
import type { OrderPrice } from '#shared/contract/shipping.ts';
import { ApiError, reasonOf } from '#web/api/client.ts';
import { orderBoxSets } from '#web/features/box-sets/index.ts';
import type { BoxSetCartItem } from '#web/state/box-set-cart.ts';
import type { CartItem } from '#web/state/cart.ts';
import { useQuote } from './api.ts';
import { useCodRefusal } from './CodRefusalNote.tsx';
import { useCoupon } from './CouponField.tsx';

/**
 * The server's price of the order once the shipping country and the payment type are chosen (the coupon
 * applied, if any), or a note saying what it waits for or why it could not be given.
 */
export function useHardCopyQuote(
  items: CartItem[],
  boxSets: BoxSetCartItem[],
  chosen: { shipping: string; billing: string; paymentType: string },
) {
  const { t } = useTranslation('orders');
  const { shipping, billing, paymentType } = chosen;
  const coupon = useCoupon();
  const body: CreateOrderBody | undefined =
    shipping && paymentType
      ? {
          is_hard_copy: true,
          shipping_country_id: Number(shipping),
          billing_country_id: Number(billing),
          payment_type_id: Number(paymentType),
          books: items.map((item) => ({ book_id: item.book_id, quantity: item.quantity, isHardCopy: true })),
          ...(boxSets.length > 0 ? { box_sets: orderBoxSets(boxSets) } : {}),
          ...(coupon.applied ? { coupon_code: coupon.applied } : {}),
        }
      : undefined;
  const quote = useQuote(body);
  const codRefusal = useCodRefusal(body, quote.error);
  const refusedCode = coupon.useRefusedBy(quote.error);
  // The last price the server gave for this cart stays on screen beside a refusal's reason.
  const lastPrice = useRef<OrderPrice | undefined>(undefined);
  if (quote.data && !quote.error) lastPrice.current = quote.data;
  const priceNote =
    quote.error instanceof ApiError
      ? reasonOf(quote.error)
      : !shipping || !paymentType
        ? t('cart.price.pending')
        : undefined;
  if (refusedCode !== undefined) return { coupon, price: undefined, priceNote: undefined, codRefusal };
  return { coupon, price: quote.error ? lastPrice.current : quote.data, priceNote, codRefusal };
}
