import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BASE_CURRENCY } from '#shared/contract/currencies.ts';
import type { OrderPrice, QuotedBookLine } from '#shared/contract/shipping.ts';
import { centsToDollars, formatPrice } from '#shared/price.ts';
import { coverOf, titleIn } from '#web/components/book.ts';
import { Img } from '#web/components/Img.tsx';
import { Price } from '#web/components/Price.tsx';
import { SavingFact, WasPrice } from '#web/components/SalePrice.tsx';
import { Fact, panel } from '#web/components/ui.tsx';
import { type BoxSetLine, BoxSetSummaryRow } from '#web/features/box-sets/index.ts';
import { besideSummary, type CartLine, type CartSummary, LINE_MAX } from '#web/features/cart/index.ts';
import { PriceBreakdown } from '#web/features/shipping/index.ts';
import { useLanguage } from '#web/state/language.ts';

/** Checkout pages lay out their form and this summary as the cart does: `besideSummary`. */
export { besideSummary };

type OrderSummaryProps = {
  lines: CartLine[];
  /** The box sets being bought, each with its books (decision 096). */
  boxSets?: BoxSetLine[];
  summary: CartSummary;
  /** What the server will charge (POST /orders/quote), once it can say: shipping, fees and tax. */
  price?: OrderPrice & { book_lines?: QuotedBookLine[] };
  /** Why it cannot: the server's refusal, or a word that the country and payment are still to choose. */
  priceNote?: string;
  children?: ReactNode;
};

/** The books being bought with their prices and the total, beside a checkout form. */
export function OrderSummary({
  lines,
  boxSets = [],
  summary,
  price,
  priceNote,
  children,
}: OrderSummaryProps) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  // Each line as charged, in the market's currency, once the quote is in one (decision 110).
  const charged = price !== undefined && price.currency !== BASE_CURRENCY && price.book_lines !== undefined;
  return (
    <aside
      className={`${panel} flex min-w-0 flex-col gap-4 p-6 lg:sticky lg:top-4`}
      aria-labelledby="order-summary-title"
    >
      <h2 id="order-summary-title" className="text-xl font-extrabold text-brand-900">
        {t('cart.summary')}
      </h2>
      <ul className="flex flex-col gap-3">
        {lines.map(({ item, book, copies, totalCents, regularUnitCents, problem }) => (
          <li key={item.book_id} className="flex items-center gap-3">
            <Img
              fileName={book ? coverOf(book) : undefined}
              alt=""
              width={48}
              height={68}
              className="aspect-[5/7] w-12 shrink-0 rounded-md object-cover shadow-sm"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-brand-900">
                {book ? titleIn(language, book) : t('cart.unknownBook', { id: item.book_id })}
              </p>
              <p className="text-xs text-brand-600">
                {t(item.isHardCopy ? 'format.hardcopy' : 'format.pdf')} × {copies}
              </p>
              {problem && (
                <p role="alert" className="text-xs font-bold text-red-700">
                  {t(`cart.problems.${problem}`, { stock: book?.stock ?? 0, max: LINE_MAX })}
                </p>
              )}
            </div>
            <span className="flex shrink-0 flex-col items-end">
              <Price
                value={centsToDollars(totalCents)}
                approx={!charged}
                className={`font-bold ${problem ? 'text-brand-400 line-through' : 'text-brand-900'}`}
              />
              {charged && !problem && <ChargedLine price={price} bookId={item.book_id} />}
              {regularUnitCents && !problem && (
                <WasPrice cents={regularUnitCents * copies} className="text-xs" />
              )}
            </span>
          </li>
        ))}
        {boxSets.map((line) => (
          <BoxSetSummaryRow key={`box-${line.item.box_set_id}`} line={line} />
        ))}
      </ul>
      <dl className="divide-y divide-brand-50 border-t border-brand-100 pt-2">
        <Fact label={t('cart.books')}>{summary.books}</Fact>
        {summary.savingCents > 0 && <SavingFact cents={summary.savingCents} testId="checkout-saving" />}
        {price ? (
          <PriceBreakdown price={price} totalTestId="checkout-total" approx />
        ) : (
          <Fact label={t('cart.total')}>
            <span className="grid justify-items-end">
              <Price
                value={centsToDollars(summary.totalCents)}
                approx
                data-testid="checkout-total"
                className="text-xl text-brand-800"
              />
            </span>
          </Fact>
        )}
      </dl>
      <ChargedNote currency={price?.currency ?? BASE_CURRENCY} />
      {priceNote && (
        <p role="status" className="text-sm font-semibold text-brand-700">
          {priceNote}
        </p>
      )}
      {children}
    </aside>
  );
}

/** A book's line as the quote charges it, in the market's currency: its price there times the copies. */
function ChargedLine({ price, bookId }: { price?: OrderSummaryProps['price']; bookId: number }) {
  const line = price?.book_lines?.find((one) => one.book_id === bookId);
  if (!price || !line) return null;
  return (
    <bdi dir="ltr" className="text-sm font-semibold text-brand-700" data-testid="line-charged">
      {formatPrice(line.total, { currency: price.currency })}
    </bdi>
  );
}

/** The currency the buyer pays in: dollars, or their market's once the server has priced the order. */
function ChargedNote({ currency }: { currency: string }) {
  const { t } = useTranslation('common');
  if (currency === BASE_CURRENCY) {
    return (
      <p className="text-xs text-brand-600" data-testid="charged-in-dollars">
        {t('currency.chargedInDollars')}
      </p>
    );
  }
  return (
    <p className="text-xs text-brand-600" data-testid="charged-in">
      {t('currency.chargedIn', { currency: t(`currency.names.${currency}`, { defaultValue: currency }) })}
    </p>
  );
}

/** Said beside the submit while a cart line cannot be bought as it stands, with the way back to the cart. */
export function FixCartFirst() {
  const { t } = useTranslation('orders');
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
      {t('cart.fixFirst')}{' '}
      <Link to="/cart-box" className="font-bold underline underline-offset-4">
        {t('checkout.backToCart')}
      </Link>
    </p>
  );
}
