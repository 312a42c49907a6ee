import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Book } from '#shared/contract/catalog.ts';
import { textIn } from '#shared/lang.ts';
import { coverOf, titleIn } from '#web/components/book.ts';
import { Img } from '#web/components/Img.tsx';
import { Price } from '#web/components/Price.tsx';
import { useLanguage } from '#web/state/language.ts';
import { FavoriteButton } from './FavoriteButton.tsx';

/** The price a card shows: the hard copy's, or the PDF's when the hard copy has none (spec §5). */
export function cardPrice(book: Pick<Book, 'pdf_price' | 'hardcopy_price'>): number {
  return book.hardcopy_price > 0 ? book.hardcopy_price : book.pdf_price;
}

export const isOutOfStock = (book: Pick<Book, 'stock'>) => book.stock < 1;

/**
 * A book sold as a printed copy. Stock counts printed copies only, so a PDF-only book (hard-copy price 0)
 * stays buyable whatever its stock says.
 */
export const isHardCopy = (book: Pick<Book, 'hardcopy_price'>) => book.hardcopy_price > 0;

/** The card's disabled out-of-stock button (spec §2): a hard-copy book with no copies left. */
export const isSoldOut = (book: Pick<Book, 'stock' | 'hardcopy_price'>) =>
  isHardCopy(book) && isOutOfStock(book);

/**
 * How wide a card's cover is drawn, as BookGrid and the sliders lay cards out: four or five a row on
 * wide screens, three on tablets, two and a part of the next on phones.
 */
export const CARD_SIZES =
  '(min-width: 1200px) 210px, (min-width: 1024px) 190px, (min-width: 700px) 31vw, (min-width: 480px) 40vw, 58vw';

/**
 * The card's frame, shared with its skeleton so that both take the same room. Titles get two lines
 * whatever their length, and lines tall enough for the dots under Arabic letters (Cairo draws them
 * about half an em below the line): a clamped or truncated line never cuts them off.
 */
export const cardClasses = {
  article:
    'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition hover:shadow-md has-[h3_a:focus-visible]:outline-2 has-[h3_a:focus-visible]:outline-offset-2 has-[h3_a:focus-visible]:outline-gold-400',
  cover: 'block aspect-[2/3] w-full object-contain',
  body: 'flex flex-1 flex-col p-4',
  title: 'line-clamp-2 min-h-[2lh] font-bold leading-[1.75] text-brand-900',
  writer: 'mt-1 truncate text-sm leading-[1.75] text-brand-600',
  price: 'mt-auto pt-3',
  action:
    'mt-3 inline-flex w-full items-center justify-center rounded-xl px-4 py-2.5 text-sm font-bold leading-normal transition',
};

type BookCardProps = {
  book: Book;
  /** The first cover a reader sees on the page: fetched at once, the others when near the screen. */
  priority?: boolean;
};

/**
 * A book in a grid or slider: cover, favourite toggle, title, writer, price and the way to buy it.
 * The whole card is one link to the book (its title's, drawn over the card), so a shelf takes one Tab
 * stop a book; the favourite toggle lies above it for the pointer and is on the book's page for Tab.
 */
export function BookCard({ book, priority = false }: BookCardProps) {
  const { t } = useTranslation('books');
  const { language } = useLanguage();
  const title = titleIn(language, book);
  const price = cardPrice(book);
  const details = `/book-details/${book.id}`;
  return (
    <article data-testid="book-card" className={cardClasses.article}>
      <div className="relative bg-brand-50">
        <Img
          fileName={coverOf(book)}
          variants={book.files.image_variants}
          sizes={CARD_SIZES}
          alt=""
          width={320}
          height={480}
          priority={priority}
          className={`${cardClasses.cover} transition group-hover:scale-[1.02]`}
        />
        {isOutOfStock(book) && (
          <span className="absolute start-3 top-3 rounded-full bg-red-700 px-3 py-1 text-xs font-bold text-white shadow">
            {t('card.outOfStock')}
          </span>
        )}
        <FavoriteButton bookId={book.id} title={title} tabIndex={-1} className="absolute end-3 top-3 z-10" />
      </div>
      <div className={cardClasses.body}>
        <h3 className={cardClasses.title}>
          <Link
            to={details}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-gold-700"
          >
            {title}
          </Link>
        </h3>
        {book.writer && (
          <p className={cardClasses.writer}>{textIn(language, book.writer.name_ar, book.writer.name_en)}</p>
        )}
        <div className={cardClasses.price}>
          {price > 0 ? (
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <Price value={price} className="text-lg font-extrabold text-gold-700" />
              {isHardCopy(book) && book.pdf_price > 0 && (
                <span className="text-xs text-brand-600">
                  {t('card.pdfPrice')} <Price value={book.pdf_price} />
                </span>
              )}
            </p>
          ) : (
            <p className="text-sm font-semibold text-brand-500">{t('card.unavailable')}</p>
          )}
          {isSoldOut(book) ? (
            <button
              type="button"
              disabled
              className={`${cardClasses.action} relative z-10 cursor-not-allowed bg-brand-100 text-brand-500`}
            >
              {t('card.outOfStock')}
            </button>
          ) : (
            // Drawn as a button; a click on it is a click on the card's link beneath.
            <span className={`${cardClasses.action} bg-brand-700 text-white group-hover:bg-brand-800`}>
              {t('card.buy')}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
