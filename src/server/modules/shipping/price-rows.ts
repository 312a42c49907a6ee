import { text } from '#server/i18n/index.ts';
import type { OrderPrice } from '#shared/contract/shipping.ts';
import { numberFormat } from '#shared/intl.ts';
import type { Lang } from '#shared/lang.ts';

/*
 * The rows an invoice and the order mails show between the books and the total, from the price the
 * order was charged: shipping, the cash-on-delivery fee, and each tax (added, or included in the
 * prices). Shipping is what remains of the total once the books, the fee and an added tax are taken
 * out, so an order from before the price was kept shows its difference as shipping, as it always did.
 * A coupon's discount is its own row (negative), right under the books (decision 054).
 */

type Charged = Pick<
  OrderPrice,
  'net_price' | 'cod_fee' | 'tax' | 'tax_included' | 'tax_lines' | 'discount' | 'coupon_code'
>;

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * A tax rate given in percent (15 → '15%') as every line of an invoice and an order mail writes it, in
 * either language, with Latin digits and the sign '%'; without the bidi marks ICU puts around the sign,
 * which the PDF text lays out itself.
 */
export function formatPercent(rate: number, lang: Lang): string {
  const format = numberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en', {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  return format.format(rate / 100).replace(/[\u200e\u200f\u061c]/g, '');
}

export function chargeRows(order: Charged, subtotalCents: number, lang: Lang) {
  const fee = cents(order.cod_fee);
  const addedTax = order.tax_included ? 0 : cents(order.tax);
  const discount = cents(order.discount);
  const shipping = cents(order.net_price) - subtotalCents + discount - fee - addedTax;
  const discountRow: [string, number] | null =
    discount > 0
      ? [text(lang, 'ordersPrice', 'discount', { code: order.coupon_code ?? '' }), -discount]
      : null;
  const taxes = order.tax_lines.map(
    (line) =>
      [
        text(lang, 'ordersPrice', order.tax_included ? 'taxIncluded' : 'tax', {
          label: line.label,
          rate: formatPercent(line.rate, lang),
        }),
        cents(line.amount),
      ] as [string, number],
  );
  const feeRow: [string, number][] = fee > 0 ? [[text(lang, 'ordersPrice', 'codFee'), fee]] : [];
  return { shipping, discountRow, rows: [...feeRow, ...taxes] };
}
