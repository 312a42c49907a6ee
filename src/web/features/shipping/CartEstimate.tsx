import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/api/client.ts';
import { useEstimate } from './api.ts';
import { CountryChooser } from './CountryChooser.tsx';
import { PriceBreakdown } from './PriceBreakdown.tsx';
import { useReaderCountry } from './useReaderCountry.ts';

type CartEstimateProps = {
  /** The printed books that can be bought as they stand, with their copies. */
  lines: { book_id: number; quantity: number }[];
  /** The printed box sets that can be bought as they stand, with their copies (decision 096). */
  boxSets?: { box_set_id: number; quantity: number }[];
};

/**
 * The cart's estimate for the reader's country: shipping, tax and the total, priced by the server
 * before the address and the payment are chosen; the checkout gives the final price.
 */
export function CartEstimate({ lines, boxSets }: CartEstimateProps) {
  const { t } = useTranslation('orders');
  const reader = useReaderCountry();
  const quote = useEstimate(lines, reader.country?.id, boxSets);
  const price = quote.error ? undefined : quote.data;
  return (
    <div className="flex flex-col gap-2 border-t border-brand-100 pt-3">
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
        <>
          <dl className="divide-y divide-brand-50">
            <PriceBreakdown
              price={price}
              totalLabel={t('shipping.estimatedTotal')}
              totalTestId="cart-estimate"
              approx
            />
          </dl>
          <p className="text-xs text-brand-500">{t('shipping.estimateNote')}</p>
        </>
      )}
    </div>
  );
}
