import type { orders } from '#server/db/schema/orders.ts';
import type { OrderPrice } from '#shared/contract/shipping.ts';
import type { Lang } from '#shared/lang.ts';
import { centsToDollars } from '#shared/price.ts';

/** The price an order was charged, as kept on it when it was placed, in dollars as the API shows money. */
export function chargedPrice(order: typeof orders.$inferSelect, lang: Lang): OrderPrice {
  const { deliveryDaysMin: min, deliveryDaysMax: max } = order;
  return {
    subtotal: centsToDollars(order.subtotalCents),
    discount: centsToDollars(order.discountCents),
    coupon_code: order.couponCode,
    shipping_price: centsToDollars(order.shippingCents),
    cod_fee: centsToDollars(order.codFeeCents),
    tax: centsToDollars(order.taxCents),
    tax_included: order.taxIncluded,
    tax_lines: order.taxLines.map((line) => ({
      label: lang === 'ar' ? line.labelAr : line.labelEn,
      rate: line.rateBp / 100,
      amount: centsToDollars(line.amountCents),
    })),
    net_price: centsToDollars(order.netPriceCents),
    weight_grams: order.weightGrams,
    delivery_days: min === null || max === null ? null : { min, max },
  };
}
