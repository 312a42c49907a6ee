import { useTranslation } from 'react-i18next';
import type { CurrencyRate } from '#shared/contract/currency.ts';
import type { Lang } from '#shared/lang.ts';
import { type PriceValue, priceAmount } from '#shared/price.ts';
import { useDisplayRate } from '#web/api/currency-rates.ts';
import { useLanguage } from '#web/state/language.ts';
import { formatDate } from './dates.ts';
import { numberFormat } from './intl.ts';

/**
 * Dollars in another currency at a staff-set rate, in the page's language with Latin digits (as the
 * dollar price beside it), with the currency's own decimals: `63.75 ر.س`, `KWD 5.219`.
 */
export function formatApproximate(dollars: number, rate: CurrencyRate, lang: Lang): string {
  return numberFormat(`${lang}-u-nu-latn`, {
    style: 'currency',
    currency: rate.code,
    minimumFractionDigits: rate.decimals,
    maximumFractionDigits: rate.decimals,
  }).format(dollars * rate.rate);
}

/**
 * '≈ 63.75 ر.س' beside a dollar price, in the reader's chosen currency (decision 057); nothing while
 * they see dollars, before the rates arrive, or for a price of nothing. Its title gives the rate's date.
 */
export function ApproxPrice({ value, className = '' }: { value: PriceValue; className?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rate = useDisplayRate();
  const dollars = priceAmount(value);
  if (!rate || dollars <= 0) return null;
  return (
    <span
      className={`text-xs font-normal whitespace-nowrap text-brand-600 ${className}`}
      title={rate.set_at ? t('currency.rateOf', { date: formatDate(rate.set_at, language) }) : undefined}
      data-testid="approx-price"
    >
      ≈ <bdi>{formatApproximate(dollars, rate, language)}</bdi>
    </span>
  );
}
