import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BoxSet } from '#shared/contract/box-sets.ts';
import { ORDER_LINE_MAX_DEFAULT } from '#shared/contract/order-limits.ts';
import { textIn } from '#shared/lang.ts';
import { centsToDollars } from '#shared/price.ts';
import { coverOf } from '#web/components/book.ts';
import { Img } from '#web/components/Img.tsx';
import { CloseIcon } from '#web/components/icons.tsx';
import { Price } from '#web/components/Price.tsx';
import { Saving } from '#web/components/SalePrice.tsx';
import { boxSetCartActions } from '#web/state/box-set-cart.ts';
import { useLanguage } from '#web/state/language.ts';
import type { BoxSetLine } from './lines.ts';
import { BOX_SET_TEXTS } from './texts.ts';

/** The books of a box set in the cart or the checkout's summary, each with a small cover. */
export function BoxSetBookList({ box, size = 'small' }: { box: BoxSet; size?: 'small' | 'tiny' }) {
  const { language } = useLanguage();
  const width = size === 'small' ? 'w-8' : 'w-6';
  return (
    <ul className="flex flex-col gap-1.5" data-testid="box-set-line-books">
      {box.books.map((book) => (
        <li key={book.id} className="flex items-center gap-2 text-sm text-brand-700">
          <Img
            fileName={coverOf(book)}
            alt=""
            width={32}
            height={45}
            className={`aspect-[5/7] ${width} shrink-0 rounded object-cover shadow-sm`}
          />
          <span className="min-w-0 truncate">{textIn(language, book.title_ar, book.title_en)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Copies of a printed box set, up to what one order may hold. */
function BoxSetQuantity({ line }: { line: BoxSetLine }) {
  const { t: o } = useTranslation('orders');
  const id = useId();
  // A quantity above the cap stays selectable so that it shows, flagged.
  const last = Math.max(ORDER_LINE_MAX_DEFAULT, line.item.quantity);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-brand-600">
        {o('cart.quantity')}
      </label>
      <select
        id={id}
        value={line.item.quantity}
        onChange={(event) => boxSetCartActions.setQuantity(line.item.box_set_id, Number(event.target.value))}
        className="rounded-lg border border-brand-200 bg-white px-3 py-1.5 font-semibold text-brand-900 focus:border-gold-400"
      >
        {Array.from({ length: last }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A box set in the cart: its title (a link to its page), format, books, quantity, price, saving and remove. */
export function BoxSetCartRow({ line }: { line: BoxSetLine }) {
  const { t } = useTranslation(BOX_SET_TEXTS);
  const { t: o } = useTranslation('orders');
  const { language } = useLanguage();
  const { item, box, problem } = line;
  const title = box ? textIn(language, box.title_ar, box.title_en) : t('unknown', { id: item.box_set_id });
  return (
    <li
      data-testid="box-set-line"
      className={`flex flex-col gap-3 p-4 sm:p-5 ${problem ? 'bg-red-50/60' : ''}`}
      aria-invalid={problem ? true : undefined}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-bold text-gold-700">{t('label')}</p>
          {box ? (
            <Link
              to={`/box-sets/${item.box_set_id}`}
              className="font-bold text-brand-900 hover:text-gold-700"
            >
              {title}
            </Link>
          ) : (
            <span className="font-bold text-brand-500">{title}</span>
          )}
          <p className="mt-1">
            <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-bold text-brand-700 ring-1 ring-brand-100">
              {o(item.isHardCopy ? 'format.hardcopy' : 'format.pdf')}
            </span>
          </p>
        </div>
        <button
          type="button"
          onClick={() => boxSetCartActions.remove(item.box_set_id)}
          aria-label={o('cart.remove', { title })}
          title={o('cart.remove', { title })}
          className="rounded-full p-1.5 text-brand-400 transition hover:bg-red-50 hover:text-red-700"
        >
          <CloseIcon size={18} />
        </button>
      </div>
      {box && <BoxSetBookList box={box} />}
      {problem && (
        <p role="alert" className="text-sm font-bold text-red-700">
          {t(`problems.${problem}`, { max: ORDER_LINE_MAX_DEFAULT })}
        </p>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        {item.isHardCopy ? (
          <BoxSetQuantity line={line} />
        ) : (
          <span className="text-sm text-brand-600">{o('cart.oneCopy')}</span>
        )}
        {box && (
          <div className="text-end">
            <p
              className={`text-lg font-extrabold ${problem ? 'text-brand-400 line-through' : 'text-brand-900'}`}
            >
              <Price value={centsToDollars(line.totalCents)} approx />
            </p>
            {line.savingCents > 0 && !problem && <Saving cents={line.savingCents} />}
          </div>
        )}
      </div>
    </li>
  );
}

/** A box set in the checkout's summary: its title and copies, its books, its price. */
export function BoxSetSummaryRow({ line }: { line: BoxSetLine }) {
  const { t } = useTranslation(BOX_SET_TEXTS);
  const { t: o } = useTranslation('orders');
  const { language } = useLanguage();
  const { item, box, problem } = line;
  return (
    <li className="flex flex-col gap-2" data-testid="summary-box-set">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold text-brand-900">
            {box ? textIn(language, box.title_ar, box.title_en) : t('unknown', { id: item.box_set_id })}
          </p>
          <p className="text-xs text-brand-600">
            {t('label')} · {o(item.isHardCopy ? 'format.hardcopy' : 'format.pdf')} × {line.copies}
          </p>
        </div>
        <Price
          value={centsToDollars(line.totalCents)}
          approx
          className={`shrink-0 font-bold ${problem ? 'text-brand-400 line-through' : 'text-brand-900'}`}
        />
      </div>
      {box && <BoxSetBookList box={box} size="tiny" />}
      {problem && (
        <p role="alert" className="text-xs font-bold text-red-700">
          {t(`problems.${problem}`, { max: ORDER_LINE_MAX_DEFAULT })}
        </p>
      )}
    </li>
  );
}
