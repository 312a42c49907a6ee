import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookMarketPrice, MarketView } from '#shared/contract/markets.ts';
import { decimalAmount } from '#shared/minor-units.ts';
import { buttonSecondary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { FormActions, TextField } from '../../console/form.tsx';
import { useBookMarketPrices, useSaveBookMarketPrices } from './api.ts';

/*
 * A book's fixed prices per market: typed in the market's currency (3.950 KWD), sent in its minor
 * units; a blank price uses the converted one, shown beside it.
 */

type Typed = Record<number, { pdf: string; hardcopy: string }>;

const shown = (minor: number | null, decimals: number) =>
  minor === null ? '' : decimalAmount(minor, decimals);

/** What was typed as minor units: blank is null; a price with too many decimals stays fractional for the server to refuse. */
function minorOf(typed: string, decimals: number): number | null {
  if (typed.trim() === '') return null;
  const amount = Number(typed.trim()) * 10 ** decimals;
  return Math.round(amount * 1e6) / 1e6;
}

function PricesForm({
  bookId,
  prices,
  markets,
}: {
  bookId: number;
  prices: BookMarketPrice[];
  markets: MarketView[];
}) {
  const { t } = useTranslation('staff-markets');
  const { language } = useLanguage();
  const save = useSaveBookMarketPrices(bookId);
  const [typed, setTyped] = useState<Typed>(() =>
    Object.fromEntries(
      prices.map((p) => [
        p.market_id,
        { pdf: shown(p.pdf_price_minor, p.decimals), hardcopy: shown(p.hardcopy_price_minor, p.decimals) },
      ]),
    ),
  );
  const nameOf = (id: number) => {
    const market = markets.find((m) => m.id === id);
    return market ? (language === 'ar' ? market.name_ar : market.name_en) : String(id);
  };
  const submit = () =>
    save.mutate({
      prices: prices.map((p) => ({
        market_id: p.market_id,
        pdf_price_minor: minorOf(typed[p.market_id]?.pdf ?? '', p.decimals),
        hardcopy_price_minor: minorOf(typed[p.market_id]?.hardcopy ?? '', p.decimals),
      })),
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      className="grid gap-4"
    >
      {prices.map((p) => (
        <fieldset
          key={p.market_id}
          className="grid gap-3 md:grid-cols-2"
          data-testid={`prices-${p.market_id}`}
        >
          <legend className="mb-1 font-semibold text-brand-900">
            {nameOf(p.market_id)} <bdi className="text-brand-600">({p.currency})</bdi>
          </legend>
          {(['pdf', 'hardcopy'] as const).map((format) => {
            const converted = format === 'pdf' ? p.pdf_converted_minor : p.hardcopy_converted_minor;
            return (
              <TextField
                key={format}
                label={`${t(`prices.${format}`)} (${p.currency})`}
                hint={
                  converted === null
                    ? undefined
                    : t('prices.converted', { amount: `${shown(converted, p.decimals)} ${p.currency}` })
                }
                inputMode="decimal"
                dir="ltr"
                value={typed[p.market_id]?.[format] ?? ''}
                onChange={(event) =>
                  setTyped((all) => ({
                    ...all,
                    [p.market_id]: {
                      ...{ pdf: '', hardcopy: '' },
                      ...all[p.market_id],
                      [format]: event.target.value,
                    },
                  }))
                }
              />
            );
          })}
        </fieldset>
      ))}
      <FormActions pending={save.isPending} label={t('prices.save')} />
    </form>
  );
}

export function BookPricesPanel({ markets }: { markets: MarketView[] }) {
  const { t } = useTranslation('staff-markets');
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [bookId, setBookId] = useState<number | null>(null);
  const prices = useBookMarketPrices(bookId);
  return (
    <section aria-labelledby={titleId} className={`${panel} grid max-w-5xl gap-4 p-5`}>
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        {t('prices.title')}
      </h2>
      <p className="text-sm text-brand-700">{t('prices.lead')}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const id = Number(typed);
          setBookId(Number.isInteger(id) && id > 0 ? id : null);
        }}
      >
        <TextField
          label={t('prices.book')}
          inputMode="numeric"
          dir="ltr"
          className="max-w-40"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className={buttonSecondary}>
          {t('prices.show')}
        </button>
      </form>
      {bookId === null ? (
        <p className="text-sm text-brand-600">{t('prices.none')}</p>
      ) : (
        prices.data && <PricesForm key={bookId} bookId={bookId} prices={prices.data} markets={markets} />
      )}
    </section>
  );
}
