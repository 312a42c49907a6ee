import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { centsToDollars } from '#shared/price.ts';
import { ApproxPrice } from '#web/components/ApproxPrice.tsx';
import { coverOf, titleIn } from '#web/components/book.ts';
import { Img } from '#web/components/Img.tsx';
import { CloseIcon } from '#web/components/icons.tsx';
import { Price } from '#web/components/Price.tsx';
import { Saving, WasPrice } from '#web/components/SalePrice.tsx';
import { MarketPrice, type MarketPrices } from '#web/features/shipping/index.ts';
import { cartActions } from '#web/state/cart.ts';
import { useDisplayCurrency } from '#web/state/currency.ts';
import { useLanguage } from '#web/state/language.ts';
import { type CartLine, LINE_MAX } from './cart-lines.ts';

/**
 * Options 1..min(stock, the line cap) (spec §2, no hoarding); a quantity above the stock stays
 * selectable so it shows, flagged. Nothing above the line cap is offered.
 */
function quantityOptions(stock: number, current: number): number[] {
  const last = Math.max(Math.min(stock, LINE_MAX), Math.min(current, LINE_MAX), 1);
  return Array.from({ length: last }, (_, i) => i + 1);
}

/** The line's title (a link to the book when known), its format, and its remove button. */
function LineHeading({ line, title }: { line: CartLine; title: string }) {
  const { t } = useTranslation('orders');
  const { item, book } = line;
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        {book ? (
          <Link
            to={`/book-details/${book.id}`}
            className="font-bold leading-snug text-brand-900 hover:text-gold-700"
          >
            {title}
          </Link>
        ) : (
          <span className="font-bold text-brand-500">{title}</span>
        )}
        <p className="mt-1">
          <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-bold text-brand-700 ring-1 ring-brand-100">
            {t(item.isHardCopy ? 'format.hardcopy' : 'format.pdf')}
          </span>
        </p>
      </div>
      <button
        type="button"
        onClick={() => cartActions.remove(item.book_id)}
        aria-label={t('cart.remove', { title })}
        title={t('cart.remove', { title })}
        className="rounded-full p-1.5 text-brand-400 transition hover:bg-red-50 hover:text-red-700"
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}

/** The quantity of a hard copy, chosen from what the stock and the line cap allow. */
function QuantitySelect({
  item,
  stock,
  onChange,
}: {
  item: CartLine['item'];
  stock: number;
  onChange: () => void;
}) {
  const { t } = useTranslation('orders');
  const quantityId = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={quantityId} className="text-sm text-brand-600">
        {t('cart.quantity')}
      </label>
      <select
        id={quantityId}
        value={item.quantity}
        onChange={(event) => {
          onChange();
          cartActions.setQuantity(item.book_id, Number(event.target.value));
        }}
        disabled={stock < 1}
        className="rounded-lg border border-brand-200 bg-white px-3 py-1.5 font-semibold text-brand-900 focus:border-gold-400 disabled:opacity-50"
      >
        {quantityOptions(stock, item.quantity).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The line's unit price, its total (struck through when the line cannot be bought) and its saving;
 * the total also in the reader's market's currency when it is not the dollar (decision 110), the
 * approximate in their display currency when that is another.
 */
function LinePrices({ line, prices }: { line: CartLine; prices?: MarketPrices }) {
  const { t } = useTranslation('orders');
  const { problem } = line;
  const unit = prices?.of(line.item.book_id)?.[line.item.isHardCopy ? 'hardcopy' : 'pdf'];
  const approx = useDisplayCurrency() !== prices?.currency;
  return (
    <div className="text-end">
      <p className="text-xs text-brand-500">
        {t('cart.unitPrice')}: <Price value={centsToDollars(line.unitCents)} />{' '}
        {line.regularUnitCents && <WasPrice cents={line.regularUnitCents} className="text-xs" />}
      </p>
      <p className={`text-lg font-extrabold ${problem ? 'text-brand-400 line-through' : 'text-brand-900'}`}>
        <Price value={centsToDollars(line.totalCents)} />
      </p>
      {prices && !problem && (
        <MarketPrice
          amount={unit === null || unit === undefined ? unit : unit * line.copies}
          prices={prices}
        />
      )}
      {approx && <ApproxPrice value={centsToDollars(line.totalCents)} />}
      {line.savingCents > 0 && !problem && <Saving cents={line.savingCents} />}
    </div>
  );
}

/** One book in the cart: cover, title, format, price, quantity, line total, remove, and what is wrong with it. */
export function CartLineRow({ line, prices }: { line: CartLine; prices?: MarketPrices }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const { item, book, problem } = line;
  const [lowered, setLowered] = useState(false);
  // A cart kept from before the cap (or edited by hand) is brought down to it, and the reader told why.
  useEffect(() => {
    if (!item.isHardCopy || item.quantity <= LINE_MAX) return;
    cartActions.setQuantity(item.book_id, LINE_MAX);
    setLowered(true);
  }, [item.isHardCopy, item.quantity, item.book_id]);
  const title = book ? titleIn(language, book) : t('cart.unknownBook', { id: item.book_id });
  const problemText = problem && t(`cart.problems.${problem}`, { stock: book?.stock ?? 0, max: LINE_MAX });

  return (
    <li
      data-testid="cart-line"
      className={`flex gap-4 p-4 sm:p-5 ${problem ? 'bg-red-50/60' : ''}`}
      aria-invalid={problem ? true : undefined}
    >
      <div className="w-20 shrink-0 overflow-hidden rounded-lg bg-brand-50 shadow-sm sm:w-24">
        <Img
          fileName={book ? coverOf(book) : undefined}
          alt=""
          width={96}
          height={136}
          className="aspect-[5/7] w-full object-cover"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <LineHeading line={line} title={title} />

        {lowered && (
          <p role="status" className="text-sm font-semibold text-brand-700">
            {t('cart.lowered', { max: LINE_MAX })}
          </p>
        )}

        {problemText && (
          <p role="alert" className="text-sm font-bold text-red-700">
            {problemText}
          </p>
        )}

        <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
          {item.isHardCopy && book ? (
            <QuantitySelect item={item} stock={book.stock} onChange={() => setLowered(false)} />
          ) : (
            <span className="text-sm text-brand-600">{t('cart.oneCopy')}</span>
          )}
          {book && <LinePrices line={line} prices={prices} />}
        </div>
      </div>
    </li>
  );
}
