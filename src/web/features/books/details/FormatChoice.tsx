import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Book } from '#shared/contract/catalog.ts';
import { centsToDollars } from '#shared/price.ts';
import { hasPrint, printInStock, regularPriceCents, unitPriceCents } from '#web/components/book.ts';
import { Price } from '#web/components/Price.tsx';
import { SaleNote, Saving, WasPrice } from '#web/components/SalePrice.tsx';
import { MarketPrice, useMarketPrices } from '#web/features/shipping/index.ts';
import { useDisplayCurrency } from '#web/state/currency.ts';
import type { CartChoice } from './useAddToCart.ts';

export type Format = NonNullable<CartChoice['format']>;

/** Below this many copies the hard copy says how many are left. */
const FEW_LEFT = 5;

type FormatOptionProps = {
  name: string;
  value: Format;
  label: string;
  note: ReactNode;
  cents: number;
  /** The price before a running sale, while one lowers this format. */
  wasCents?: number;
  /** The price in the reader's market's currency, when it is not the dollar (decision 110). */
  market?: ReactNode;
  /** Whether the approximate in the reader's display currency follows the dollar price. */
  approx: boolean;
  checked: boolean;
  disabled?: boolean;
  onChoose: (format: Format) => void;
};

/** One format as a card: the radio, its name, a note and its price (and during a sale the one before it and the saving); named by its label alone. */
function FormatOption({
  name,
  value,
  label,
  note,
  cents,
  wasCents,
  market,
  approx,
  checked,
  disabled,
  onChoose,
}: FormatOptionProps) {
  const labelId = useId();
  const detailsId = useId();
  return (
    <label
      className={`flex items-center gap-3 rounded-xl border-2 bg-white p-4 transition ${
        disabled
          ? 'cursor-not-allowed border-brand-100 opacity-70'
          : 'cursor-pointer border-brand-100 hover:border-gold-300 has-checked:border-gold-500 has-checked:bg-gold-50'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose(value)}
        aria-labelledby={labelId}
        aria-describedby={detailsId}
        className="size-5 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 flex-1">
        <span id={labelId} className="block font-bold text-brand-900">
          {label}
        </span>
        <span id={detailsId} className="mt-0.5 block text-sm text-brand-600">
          {note}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-0.5">
        <Price
          value={centsToDollars(cents)}
          approx={approx}
          className="text-lg font-extrabold text-gold-700"
        />
        {market}
        {wasCents && <WasPrice cents={wasCents} />}
        {wasCents && <Saving cents={wasCents - cents} />}
      </span>
    </label>
  );
}

type FormatChoiceProps = {
  book: Book;
  /** The PDF is offered only when it has a price and the reader does not own it yet (spec §4, §5). */
  offerPdf: boolean;
  value: CartChoice['format'];
  onChange: (format: Format) => void;
};

/**
 * The format radio group (spec §4): PDF and hard copy, each with its price; an out-of-stock hard copy
 * cannot be chosen, and a book sold only as a PDF offers no hard copy at all.
 */
export function FormatChoice({ book, offerPdf, value, onChange }: FormatChoiceProps) {
  const { t } = useTranslation('details');
  const name = useId();
  const soldOut = !printInStock(book);
  const prices = useMarketPrices([book.id]);
  // The approximate stays for a display currency other than the market's (decision 057).
  const approx = useDisplayCurrency() !== prices?.currency;
  const inMarket = (format: Format) =>
    prices && <MarketPrice amount={prices.of(book.id)?.[format]} prices={prices} />;
  const stockNote = soldOut ? (
    <span className="font-bold text-red-700">{t('buy.outOfStock')}</span>
  ) : (
    <>
      {t('buy.hardcopyHint')}
      <span className="mt-0.5 block font-semibold text-brand-700">
        {book.stock <= FEW_LEFT ? t('buy.fewLeft', { count: book.stock }) : t('buy.inStock')}
      </span>
    </>
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 font-bold text-brand-900">{t('buy.format')}</legend>
      {book.sale && <SaleNote sale={book.sale} />}
      {offerPdf && (
        <FormatOption
          name={name}
          value="pdf"
          label={t('buy.pdf')}
          note={t('buy.pdfHint')}
          cents={unitPriceCents(book, false)}
          wasCents={regularPriceCents(book, false)}
          market={inMarket('pdf')}
          approx={approx}
          checked={value === 'pdf'}
          onChoose={onChange}
        />
      )}
      {hasPrint(book) && (
        <FormatOption
          name={name}
          value="hardcopy"
          label={t('buy.hardcopy')}
          note={stockNote}
          cents={unitPriceCents(book, true)}
          wasCents={regularPriceCents(book, true)}
          market={inMarket('hardcopy')}
          approx={approx}
          checked={value === 'hardcopy'}
          disabled={soldOut}
          onChoose={onChange}
        />
      )}
    </fieldset>
  );
}
