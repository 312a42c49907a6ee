import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderLine } from '#shared/contract/orders.ts';
import { coverOf, titleIn } from '#web/components/book.ts';
import { Img } from '#web/components/Img.tsx';
import { Price } from '#web/components/Price.tsx';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';

/**
 * The ordered books (spec §2): id, title, publish year, pages, image, price, type; with quantity and
 * line total, in the order's currency.
 */
export function OrderLines({ lines, currency }: { lines: OrderLine[]; currency: string }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  return (
    <section className={`${panel} overflow-hidden`} aria-labelledby="order-books">
      <h2
        id="order-books"
        className="border-b border-brand-100 px-5 py-4 text-lg font-extrabold text-brand-900"
      >
        {t('details.books')}
      </h2>
      <ul className="divide-y divide-brand-100">
        {lines.map((line) => (
          <li key={line.id} data-testid="order-line" className="flex gap-4 p-5">
            <Img
              fileName={coverOf(line.book)}
              alt=""
              width={72}
              height={100}
              className="aspect-[5/7] w-18 shrink-0 rounded-md object-cover shadow-sm"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <Link
                to={`/book-details/${line.book.id}`}
                className="font-bold text-brand-900 hover:text-gold-700"
              >
                {titleIn(language, line.book)}
              </Link>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-brand-600">
                <span>{t('details.bookId', { id: line.book.id })}</span>
                {line.book.publish_date !== null && (
                  <span>{t('details.year', { year: line.book.publish_date })}</span>
                )}
                {line.book.pages !== null && <span>{t('details.pages', { pages: line.book.pages })}</span>}
                <span className="font-semibold text-brand-700">
                  {t(`type.${line.type}`, { defaultValue: line.type_name })}
                </span>
              </p>
              <p className="mt-auto flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <span className="text-brand-600">
                  <Price value={line.price} currency={currency} /> × {line.quantity}
                </span>
                <Price
                  value={line.total_price}
                  currency={currency}
                  className="text-base font-extrabold text-brand-900"
                />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
