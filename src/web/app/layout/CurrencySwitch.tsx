import { useTranslation } from 'react-i18next';
import { DISPLAY_CURRENCIES, isDisplayCurrency } from '#shared/contract/currencies.ts';
import { setDisplayCurrency, useDisplayCurrency } from '#web/state/currency.ts';

/**
 * The currency the reader sees approximate prices in, beside the language switch; remembered on this
 * device. Each option is named by its code, the select by what it does, each option's title by its name
 * (from the shop's texts: Intl.DisplayNames loads every currency's name, a long task on a phone).
 */
export function CurrencySwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const currency = useDisplayCurrency();
  return (
    <select
      value={currency}
      onChange={(event) => {
        if (isDisplayCurrency(event.target.value)) setDisplayCurrency(event.target.value);
      }}
      aria-label={t('currency.label')}
      title={t('currency.label')}
      dir="ltr"
      className={`rounded-full border border-white/20 bg-brand-950 py-1 ps-2 pe-1 font-semibold text-brand-50 transition hover:border-gold-300 ${className}`}
    >
      {DISPLAY_CURRENCIES.map((code) => (
        <option key={code} value={code} title={t(`currency.names.${code}`)}>
          {code}
        </option>
      ))}
    </select>
  );
}
