import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import { Price } from '#web/components/Price.tsx';
import { useLanguage } from '#web/state/language.ts';

/*
 * An order's books and its price as charged, in its currency: subtotal, shipping with the weight and the estimate, the
 * cash-on-delivery fee, each tax with its rate, and the total. On a phone the amounts keep their column:
 * the titles wrap instead.
 */

const cell = 'px-2 py-2 sm:px-4';
const amount = `${cell} whitespace-nowrap text-end`;

function Row({
  label,
  note,
  children,
  strong,
}: {
  label: string;
  note?: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-1 ${strong ? 'border-t border-brand-100 pt-2 text-base' : ''}`}
    >
      <dt className={strong ? 'font-bold text-brand-900' : 'text-brand-700'}>
        {label}
        {note && <span className="block text-xs text-brand-600">{note}</span>}
      </dt>
      <dd
        className={`whitespace-nowrap text-end ${strong ? 'font-extrabold text-brand-900' : 'font-semibold'}`}
      >
        {children}
      </dd>
    </div>
  );
}

/** The order's books: each one's title (a link to it), quantity, price and total. */
function LinesTable({ order: o }: { order: StaffOrder }) {
  const { t } = useTranslation('staff-orders');
  const { language } = useLanguage();
  return (
    <table className="w-full text-start text-sm">
      <caption className="px-4 pt-4 text-start font-bold text-brand-900">{t('lines.title')}</caption>
      <thead className="text-brand-700">
        <tr>
          <th scope="col" className={`${cell} text-start`}>
            {t('lines.book')}
          </th>
          <th scope="col" className={`${cell} text-center`}>
            {t('lines.quantity')}
          </th>
          <th scope="col" className={amount}>
            {t('lines.price')}
          </th>
          <th scope="col" className={amount}>
            {t('lines.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {o.lines.map((line) => (
          <tr key={line.id} className="border-t border-brand-100">
            <td className={`${cell} [overflow-wrap:anywhere]`}>
              <Link to={`/staff/books/${line.book_id}`} className="text-brand-800 hover:text-gold-700">
                {language === 'ar' ? line.title_ar : line.title_en || line.title_ar}
              </Link>
            </td>
            <td className={`${cell} text-center`}>{line.quantity}</td>
            <td className={amount}>
              <Price value={line.price} currency={o.currency} />
            </td>
            <td className={amount}>
              <Price value={line.total_price} currency={o.currency} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The price as charged: subtotal, discount, shipping (weight and delivery time), fee, taxes and total. */
function PriceBreakdown({ order: o }: { order: StaffOrder }) {
  const { t } = useTranslation('staff-orders');
  const { language } = useLanguage();
  const percent = new Intl.NumberFormat(`${language}-u-nu-latn`, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const grams = new Intl.NumberFormat(`${language}-u-nu-latn`, { style: 'unit', unit: 'gram' });
  const days = o.delivery_days;
  return (
    <section aria-labelledby="order-price" className="border-t border-brand-100 p-4 text-sm">
      <h2 id="order-price" className="mb-1 font-bold text-brand-900">
        {t('price.title')}
      </h2>
      <dl className="grid max-w-md sm:ms-auto">
        <Row label={t('price.subtotal')}>
          <Price value={o.subtotal} currency={o.currency} />
        </Row>
        {o.discount > 0 && (
          <Row
            label={t('price.discount')}
            note={o.coupon_code ? <bdi dir="ltr">{o.coupon_code}</bdi> : undefined}
          >
            <Price value={-o.discount} currency={o.currency} />
          </Row>
        )}
        {o.weight_grams > 0 && (
          <Row
            label={t('price.shipping')}
            note={
              <>
                {t('price.weight', { weight: grams.format(o.weight_grams) })}
                {days && (
                  <>
                    {' · '}
                    {t('price.deliveryIn')}{' '}
                    <bdi dir="ltr">{days.min === days.max ? days.max : `${days.min}–${days.max}`}</bdi>{' '}
                    {t('price.days', { count: days.max })}
                  </>
                )}
              </>
            }
          >
            <Price value={o.shipping_price} currency={o.currency} />
          </Row>
        )}
        {o.cod_fee > 0 && (
          <Row label={t('price.codFee')}>
            <Price value={o.cod_fee} currency={o.currency} />
          </Row>
        )}
        {o.tax_lines.map((line) => (
          <Row
            key={line.label}
            label={t(o.tax_included ? 'price.taxIncluded' : 'price.tax', {
              label: line.label,
              rate: percent.format(line.rate / 100),
            })}
          >
            <Price value={line.amount} currency={o.currency} />
          </Row>
        ))}
        <Row label={t('price.total')} strong>
          <Price value={o.net_price} currency={o.currency} />
        </Row>
      </dl>
    </section>
  );
}

/** An order's books, then its price. */
export function OrderLines({ order }: { order: StaffOrder }) {
  return (
    <>
      <LinesTable order={order} />
      <PriceBreakdown order={order} />
    </>
  );
}
