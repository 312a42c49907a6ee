import type { orders } from '#server/db/schema/orders.ts';
import type { OrderPrice } from '#shared/contract/shipping.ts';
import type { Lang } from '#shared/lang.ts';
import { minorToUnits } from '#shared/minor-units.ts';

/** The price an order was charged, as kept on it when it was placed, in its currency's units. */
export function chargedPrice(order: typeof orders.$inferSelect, lang: Lang): OrderPrice {
  const { deliveryDaysMin: min, deliveryDaysMax: max } = order;
  const centsToDollars = (minor: number) => minorToUnits(minor, order.currencyDecimals);
  return {
    currency: order.currency,
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
