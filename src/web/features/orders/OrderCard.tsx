import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hasInvoice, invoiceWaits, type Order } from '#shared/contract/orders.ts';
import { titleIn } from '#web/components/book.ts';
import { formatDate } from '#web/components/dates.ts';
import { Price } from '#web/components/Price.tsx';
import { Fact, panel } from '#web/components/ui.tsx';
import { PriceBreakdown } from '#web/features/shipping/index.ts';
import { useLanguage } from '#web/state/language.ts';
import { InvoiceButton } from './InvoiceButton.tsx';
import { StatusBadge } from './StatusBadge.tsx';

type OrderCardProps = { order: Order; headingLevel?: 'h2' | 'h3'; withDetailsLink?: boolean };

/**
 * An order as spec §2 lists it: number, total in its currency, quantity, date, status, type (paper or
 * digital), payment type, each pre-ordered book with its release date, the note when there is one,
 * and the link to its details; then the price as
 * it was charged (books, shipping with the delivery estimate, the cash-on-delivery fee, each tax).
 */
export function OrderCard({ order, headingLevel: Heading = 'h2', withDetailsLink = true }: OrderCardProps) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const invoice = hasInvoice(order);
  const invoiceLater = invoiceWaits(order);
  const creditNotes = order.credit_note_numbers ?? [];
  // The price's parts, when it has more than the books: a discount, shipping, a fee, a tax.
  const priced =
    order.discount > 0 ||
    order.shipping_price > 0 ||
    order.cod_fee > 0 ||
    order.tax_lines.length > 0 ||
    order.delivery_days !== null;
  return (
    <article data-testid="order-card" className={`${panel} flex flex-col overflow-hidden`}>
      <header className="flex items-center justify-between gap-3 border-b border-brand-100 bg-brand-50/50 px-5 py-4">
        <Heading className="text-lg font-extrabold text-brand-900">
          {t('orders.number', { id: order.id })}
        </Heading>
        <StatusBadge status={order.status} name={order.order_status_name} />
      </header>
      <dl className="grid flex-1 gap-x-8 px-5 py-3 sm:grid-cols-2">
        <Fact label={t('orders.total')}>
          <Price value={order.net_price} currency={order.currency} className="text-brand-800" />
        </Fact>
        <Fact label={t('orders.quantity')}>{order.books_quantity}</Fact>
        <Fact label={t('orders.date')}>
          <time dateTime={order.date}>{formatDate(order.date, language)}</time>
        </Fact>
        <Fact label={t('orders.type')}>{t(`type.${order.type}`, { defaultValue: order.type_name })}</Fact>
        <Fact label={t('orders.payment')}>{order.payment_type_name}</Fact>
        {order.order_details.map(({ id, book }) =>
          book.release_at ? (
            // A pre-order (decision 056): its book comes on its release date.
            <Fact key={id} label={t('orders.preorder')}>
              <bdi>{titleIn(language, book)}</bdi> — {t('orders.releasedOn')}{' '}
              <time dateTime={book.release_at}>{formatDate(book.release_at, language)}</time>
            </Fact>
          ) : null,
        )}
      </dl>
      {priced && (
        <section aria-label={t('orders.priceTitle')} className="mx-5 mb-4 rounded-lg bg-sand/60 px-4 py-2">
          <dl className="divide-y divide-brand-100" data-testid="order-price">
            <PriceBreakdown price={order} totalLabel={t('orders.total')} />
          </dl>
        </section>
      )}
      {order.note && (
        <p className="mx-5 mb-4 rounded-lg bg-sand px-4 py-3 text-sm text-brand-800">
          <span className="font-bold">{t('orders.note')}: </span>
          <bdi>{order.note}</bdi>
        </p>
      )}
      {(withDetailsLink || invoice || invoiceLater || creditNotes.length > 0) && (
        <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-brand-100 px-5 py-3">
          <div className="flex flex-wrap items-center gap-2">
            {invoice && <InvoiceButton orderId={order.id} />}
            {invoiceLater && <p className="text-sm text-brand-700">{t('invoice.atHandover')}</p>}
            {creditNotes.map((number) => (
              <InvoiceButton key={number} orderId={order.id} creditNote={number} />
            ))}
          </div>
          {withDetailsLink && (
            <Link
              to={`/order-details?id=${order.id}`}
              className="font-bold text-brand-700 underline decoration-gold-400 underline-offset-4 hover:text-gold-700"
            >
              {t('orders.details')}
            </Link>
          )}
        </footer>
      )}
    </article>
  );
}
