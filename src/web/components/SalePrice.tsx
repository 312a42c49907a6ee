import { useTranslation } from 'react-i18next';
import type { Book } from '#shared/contract/catalog.ts';
import { centsToDollars } from '#shared/price.ts';
import { formatMoment } from '#web/components/dates.ts';
import { Price } from '#web/components/Price.tsx';
import { Fact } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';

/* How a sale shows beside a price: the price before it struck through, the saving, the sale's name. */

/** The price before the sale, struck through; read out as 'before the sale: $X'. */
export function WasPrice({ cents, className = '' }: { cents: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <s data-testid="was-price" className={`text-sm font-semibold text-brand-500 ${className}`}>
      <span className="sr-only">{t('sale.was')} </span>
      <Price value={centsToDollars(cents)} />
    </s>
  );
}

/** What the reader saves: 'You save $X'. */
export function Saving({ cents, className = '' }: { cents: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span data-testid="saving" className={`text-xs font-bold text-emerald-700 ${className}`}>
      {t('sale.saving')} <Price value={centsToDollars(cents)} />
    </span>
  );
}

/** The running sale's name and when it ends, on the reader's clock. */
export function SaleNote({ sale }: { sale: NonNullable<Book['sale']> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <p data-testid="sale-note" className="text-sm font-bold text-emerald-800">
      {t('sale.endsOn', { name: sale.name, date: formatMoment(sale.ends_at, language) })}
    </p>
  );
}

/** A summary's line of what the sales take off, in a `<dl>`. */
export function SavingFact({ cents, testId }: { cents: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <Fact label={t('sale.saving')}>
      <Price value={centsToDollars(cents)} data-testid={testId} className="text-emerald-700" />
    </Fact>
  );
}
