import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/api/client.ts';
import { numberFormat } from '#web/components/intl.ts';
import { Price } from '#web/components/Price.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useEstimate } from './api.ts';
import { CountryChooser } from './CountryChooser.tsx';
import { DeliveryEstimate } from './DeliveryEstimate.tsx';
import { useReaderCountry } from './useReaderCountry.ts';

/**
 * A printed book's shipping to the reader's country: the price of sending one copy and the delivery
 * estimate, with the country to choose (kept for the cart and the next pages).
 */
export function ShippingEstimate({ bookId }: { bookId: number }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const percent = numberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  const reader = useReaderCountry();
  const quote = useEstimate([{ book_id: bookId, quantity: 1 }], reader.country?.id);
  const price = quote.error ? undefined : quote.data;
  return (
    <section
      aria-labelledby="shipping-estimate-title"
      className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-white/70 p-4"
    >
      <h2 id="shipping-estimate-title" className="text-sm font-extrabold text-brand-900">
        {t('shipping.title')}
      </h2>
      {reader.countries?.length === 0 ? (
        <p className="text-sm text-brand-700">{t('shipping.nowhere')}</p>
      ) : (
        <CountryChooser reader={reader} />
      )}
      {quote.error instanceof ApiError && (
        <p role="status" className="text-sm font-semibold text-red-700">
          {quote.error.message}
        </p>
      )}
      {price && (
        <p
          className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-brand-800"
          data-testid="book-shipping"
        >
          {price.shipping_price > 0 ? (
            <span>
              {t('shipping.oneCopy')}{' '}
              <Price
                value={price.shipping_price}
                currency={price.currency}
                className="font-bold text-brand-900"
              />
            </span>
          ) : (
            <span className="font-bold text-green-800">{t('shipping.free')}</span>
          )}
          {price.tax_lines.map((line) => (
            <span key={line.label} data-testid="book-tax">
              {t(price.tax_included ? 'cart.price.taxIncluded' : 'cart.price.tax', {
                label: line.label,
                rate: percent.format(line.rate / 100),
              })}{' '}
              <Price value={line.amount} currency={price.currency} className="font-bold text-brand-900" />
            </span>
          ))}
          <DeliveryEstimate days={price.delivery_days} className="text-brand-600" />
        </p>
      )}
    </section>
  );
}
