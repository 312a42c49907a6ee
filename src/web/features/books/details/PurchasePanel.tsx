import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Book } from '#shared/contract/catalog.ts';
import { useCardPayments } from '#web/api/payment-types.ts';
import { hasPrint, printInStock, titleIn } from '#web/components/book.ts';
import { CartIcon } from '#web/components/icons.tsx';
import { buttonPrimary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { FormatChoice } from './FormatChoice.tsx';
import { QuantityPicker } from './QuantityPicker.tsx';
import { type CartChoice, useAddToCart } from './useAddToCart.ts';
import { useOwnsPdf } from './useOwnsPdf.ts';
import { PreorderNotice, WaitlistForm } from './Waitlist.tsx';

// Only an owner downloads or reads: their code (the download's and the reader's) comes when shown.
const OwnedPdfActions = lazy(() => import('./OwnedPdfActions.tsx'));

function OwnedPdf({ book }: { book: Book }) {
  const { t } = useTranslation('details');
  const { language } = useLanguage();
  return (
    <div
      data-testid="owned-pdf"
      className="flex flex-col gap-3 rounded-xl bg-gold-50 p-4 ring-1 ring-gold-200"
    >
      <div>
        <p className="font-bold text-brand-900">{t('buy.owned')}</p>
        <p className="text-sm text-brand-700">{t('buy.ownedHint')}</p>
      </div>
      {/* The two buttons' height, kept while their code loads. */}
      <Suspense fallback={<div className="h-[6.5rem]" />}>
        <OwnedPdfActions bookId={book.id} title={titleIn(language, book)} />
      </Suspense>
    </div>
  );
}

/** A coming-soon book is shown but not sold yet (decision 031): this notice stands where buying would. */
function ComingSoonNotice() {
  const { t } = useTranslation('details');
  return (
    <div data-testid="coming-soon" className="rounded-xl bg-gold-50 p-4 ring-1 ring-gold-200" role="note">
      <p className="font-bold text-brand-900">{t('buy.comingSoonTitle')}</p>
      <p className="mt-1 text-sm text-brand-700">{t('buy.comingSoonText')}</p>
    </div>
  );
}

/** The add-to-cart button: what it adds, that the stock is being counted, or that nothing is for sale. */
function AddButton({
  onSale,
  checkingStock,
  preorder,
  onClick,
}: {
  onSale: boolean;
  checkingStock: boolean;
  preorder: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('details');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={!onSale || checkingStock}
      aria-busy={checkingStock}
      className={`${buttonPrimary} flex-1`}
    >
      <CartIcon size={22} />
      {!onSale
        ? t('buy.unavailable')
        : checkingStock
          ? t('buy.checking')
          : preorder
            ? t('preorder.add')
            : t('buy.add')}
    </button>
  );
}

type PurchasePanelProps = {
  book: Book;
  /** Loads the book again and gives it, or undefined when that failed (the API client has said why). */
  refreshBook: () => Promise<Book | undefined>;
};

/**
 * How to get the book: the download for a PDF owner, a notice for a coming-soon book, the format choice (unset at first, spec §4),
 * the quantity of hard copies (1 by default) and the add-to-cart button, whose checks and toasts
 * are those of spec §5 (useAddToCart).
 */
export function PurchasePanel({ book, refreshBook }: PurchasePanelProps) {
  const { t } = useTranslation('details');
  const addToCart = useAddToCart();
  const ownsPdf = useOwnsPdf(book.id);
  const [format, setFormat] = useState<CartChoice['format']>(null);
  const [quantity, setQuantity] = useState(1);
  const [checkingStock, setCheckingStock] = useState(false);

  // Without a card provider the shop cannot sell PDFs: the option is replaced by a note saying why.
  const cardPayments = useCardPayments();
  const pdfForSale = book.pdf_price > 0 && !ownsPdf;
  const offerPdf = pdfForSale && cardPayments !== false;
  const hardcopyOnSale = hasPrint(book) && printInStock(book);
  const onSale = offerPdf || hardcopyOnSale;

  const add = async () => {
    let current: Book | undefined = book;
    if (format === 'hardcopy') {
      // The stock may have fallen since the page was opened: count it again before adding.
      setCheckingStock(true);
      current = await refreshBook();
      setCheckingStock(false);
    }
    if (current) addToCart(current, { format, quantity });
  };

  // A coming-soon book is not sold yet, unless open for pre-order; a reader who owns the PDF of a book
  // that is not printed has nothing more to buy here.
  const preorder = book.comming_soon && book.preorder_open === true;
  // 'Tell me when it's out' (decision 056): a book to come, or a print run sold out.
  const waitable =
    (book.comming_soon && !preorder) || (!book.comming_soon && hasPrint(book) && !printInStock(book));
  if ((book.comming_soon && !preorder) || (ownsPdf && !hasPrint(book))) {
    return (
      <div className={`${panel} flex flex-col gap-5 p-5 sm:p-6`}>
        {ownsPdf && <OwnedPdf book={book} />}
        {book.comming_soon && <ComingSoonNotice />}
        {waitable && <WaitlistForm bookId={book.id} />}
      </div>
    );
  }

  return (
    <div className={`${panel} flex flex-col gap-5 p-5 sm:p-6`}>
      {ownsPdf && <OwnedPdf book={book} />}
      {preorder && <PreorderNotice book={book} />}
      <FormatChoice book={book} offerPdf={offerPdf} value={format} onChange={setFormat} />
      {pdfForSale && !offerPdf && (
        <p className="rounded-lg bg-gold-50 p-3 text-sm font-semibold text-brand-800">
          {t('buy.pdfUnavailable')}
        </p>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {hardcopyOnSale && (
          <QuantityPicker
            stock={book.stock}
            value={quantity}
            onChange={setQuantity}
            disabled={format === 'pdf'}
          />
        )}
        <AddButton onSale={onSale} checkingStock={checkingStock} preorder={preorder} onClick={add} />
      </div>
      {waitable && <WaitlistForm bookId={book.id} />}
    </div>
  );
}
