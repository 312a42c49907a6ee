import { useTranslation } from 'react-i18next';
import { BASE_CURRENCY } from '#shared/contract/currencies.ts';
import type { OrderPrice } from '#shared/contract/shipping.ts';
import { numberFormat } from '#web/components/intl.ts';
import { Price } from '#web/components/Price.tsx';
import { Fact } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { DeliveryEstimate } from './DeliveryEstimate.tsx';

type PriceBreakdownProps = {
  price: OrderPrice;
  /** The last line's label: what is paid ('To pay'), paid ('Total') or estimated. */
  totalLabel?: string;
  totalTestId?: string;
  /**
   * The total also in the reader's display currency, approximately (cart and checkout): only for a
   * price in dollars, never beside an amount already in the market's currency.
   */
  approx?: boolean;
};

/** The server's price of an order, line by line: books, shipping, fee, tax, and the total (inside a <dl>). */
export function PriceBreakdown({ price, totalLabel, totalTestId, approx }: PriceBreakdownProps) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const percent = numberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  const { currency } = price;
  return (
    <>
      <Fact label={t('cart.price.subtotal')}>
        <Price value={price.subtotal} currency={currency} />
      </Fact>
      {price.discount > 0 && (
        <Fact label={t('cart.price.discount')}>
          <span className="flex flex-wrap items-baseline justify-end gap-2">
            {price.coupon_code && (
              <bdi dir="ltr" className="text-xs font-semibold text-brand-600">
                {price.coupon_code}
              </bdi>
            )}
            <Price
              value={-price.discount}
              currency={currency}
              data-testid="price-discount"
              className="text-emerald-700"
            />
          </span>
        </Fact>
      )}
      {price.weight_grams > 0 && (
        <Fact label={t('cart.price.shipping')}>
          <span className="grid justify-items-end">
            <Price value={price.shipping_price} currency={currency} data-testid="checkout-shipping" />
            <DeliveryEstimate days={price.delivery_days} className="text-xs font-normal text-brand-600" />
          </span>
        </Fact>
      )}
      {price.cod_fee > 0 && (
        <Fact label={t('cart.price.codFee')}>
          <Price value={price.cod_fee} currency={currency} />
        </Fact>
      )}
      {price.tax_lines.map((line) => (
        <Fact
          key={line.label}
          label={t(price.tax_included ? 'cart.price.taxIncluded' : 'cart.price.tax', {
            label: line.label,
            rate: percent.format(line.rate / 100),
          })}
        >
          <Price value={line.amount} currency={currency} />
        </Fact>
      ))}
      <Fact label={totalLabel ?? t('cart.price.toPay')}>
        <span className="grid justify-items-end">
          <Price
            value={price.net_price}
            currency={currency}
            approx={approx && currency === BASE_CURRENCY}
            data-testid={totalTestId}
            className="text-xl text-brand-800"
          />
        </span>
      </Fact>
    </>
  );
}
