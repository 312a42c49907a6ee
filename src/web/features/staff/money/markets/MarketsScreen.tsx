import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketView } from '#shared/contract/markets.ts';
import { PAYMENT_METHOD_NAMES } from '#shared/contract/payment-methods.ts';
import { numberFormat } from '#web/components/intl.ts';
import { buttonPrimary, buttonSecondary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useStaffSession } from '#web/state/staff.ts';
import { Badge } from '../../console/Badge.tsx';
import { HistoryLink, Loaded } from '../../console/resource/index.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { useMarkets } from './api.ts';
import { BookPricesPanel } from './BookPricesPanel.tsx';
import { MarketForm } from './MarketForm.tsx';

/*
 * The markets (decision 109): each with its currency and rate, rounding rule, countries and payment
 * methods; an administrator adds and changes them. Below, a book's fixed prices per market.
 */

const cell = 'px-3 py-2 text-start align-top';

function MarketRow({ market, onEdit }: { market: MarketView; onEdit: (() => void) | null }) {
  const { t } = useTranslation('staff-markets');
  const { language } = useLanguage();
  const number = numberFormat(`${language}-u-nu-latn`, { maximumFractionDigits: 6 });
  // Lists joined as the page's language joins them ('Kuwait, Qatar and Bahrain').
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const name = language === 'ar' ? market.name_ar : market.name_en;
  return (
    <tr className="border-t border-brand-100" data-testid={`market-${market.code}`}>
      <th scope="row" className={`${cell} font-bold text-brand-900`}>
        {name} <bdi className="text-brand-600">({market.code})</bdi>
      </th>
      <td className={cell}>
        <bdi>{market.currency}</bdi>
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        {market.rate === null ? (
          <span className="text-red-700">{t('noRate')}</span>
        ) : (
          <bdi dir="ltr">{t('rate', { rate: number.format(market.rate), code: market.currency })}</bdi>
        )}
      </td>
      <td className={cell}>{t(`roundings.${market.rounding}`)}</td>
      <td className={cell}>
        {market.countries.length === 0
          ? t('allOthers')
          : list.format(market.countries.map((c) => (language === 'ar' ? c.name_ar : c.name_en)))}
      </td>
      <td className={cell}>
        {list.format(market.payment_methods.map((m) => PAYMENT_METHOD_NAMES[m][language]))}
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        <span className="flex flex-wrap gap-1">
          <Badge colours={market.active ? 'bg-green-100 text-green-900' : 'bg-brand-100 text-brand-800'}>
            {market.active ? t('active') : t('inactive')}
          </Badge>
          {market.is_default && <Badge colours="bg-gold-100 text-gold-900">{t('default')}</Badge>}
        </span>
      </td>
      {onEdit && (
        <td className={cell}>
          <button type="button" className={buttonSecondary} onClick={onEdit} aria-label={t('edit', { name })}>
            {t('editButton')}
          </button>
        </td>
      )}
    </tr>
  );
}

function MarketsTable({
  markets,
  onEdit,
}: {
  markets: MarketView[];
  onEdit: ((m: MarketView) => void) | null;
}) {
  const { t } = useTranslation('staff-markets');
  const columns = ['name', 'currency', 'rate', 'rounding', 'countries', 'methods', 'state'] as const;
  return (
    <div className={`${panel} mb-8 max-w-6xl overflow-x-auto`}>
      <table className="w-full text-sm">
        <thead className="bg-brand-50 text-brand-800">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${cell} font-semibold`}>
                {t(`columns.${column}`)}
              </th>
            ))}
            {onEdit && <td />}
          </tr>
        </thead>
        <tbody>
          {markets.map((market) => (
            <MarketRow key={market.id} market={market} onEdit={onEdit && (() => onEdit(market))} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function MarketsScreen() {
  const { t } = useTranslation('staff-markets');
  const { staff } = useStaffSession();
  const admin = staff.role === 'admin';
  const [editing, setEditing] = useState<MarketView | 'new' | null>(null);
  const markets = useMarkets();
  return (
    <>
      <ScreenHeader
        title={t('title')}
        lead={admin ? t('lead') : `${t('lead')} ${t('readOnly')}`}
        actions={
          admin && (
            <>
              <HistoryLink entity="market" label={t('history')} />
              <button type="button" className={buttonPrimary} onClick={() => setEditing('new')}>
                {t('add')}
              </button>
            </>
          )
        }
      />
      {admin && editing && (
        <MarketForm
          key={editing === 'new' ? 'new' : editing.id}
          market={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <Loaded query={markets}>
        {(list) => <MarketsTable markets={list} onEdit={admin ? setEditing : null} />}
      </Loaded>
      {markets.data && staff.role !== 'orders' && <BookPricesPanel markets={markets.data} />}
    </>
  );
}
