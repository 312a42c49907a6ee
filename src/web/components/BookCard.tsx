import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ListBook } from '#shared/contract/catalog.ts';
import { textIn } from '#shared/lang.ts';
import { dollarsToCents } from '#shared/price.ts';
import { cardOffer, coverOf, titleIn } from '#web/components/book.ts';
import { Img } from '#web/components/Img.tsx';
import { Price } from '#web/components/Price.tsx';
import { CARD_SIZES } from '#web/components/picture.ts';
import { Saving, WasPrice } from '#web/components/SalePrice.tsx';
import { useLanguage } from '#web/state/language.ts';
import { FavoriteButton } from './FavoriteButton.tsx';

const badgeLook = {
  outOfStock: 'bg-red-700 text-white',
  printSoldOut: 'bg-brand-800 text-white',
  comingSoon: 'bg-gold-100 text-gold-700 ring-1 ring-gold-200',
  preorder: 'bg-gold-400 text-brand-950',
} as const;

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
  book: ListBook;
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
  const offer = cardOffer(book);
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
        {offer.badge && (
          <span
            // Clear of the favourite toggle at the other top corner (size-10 at end-3), wrapping if long.
            className={`absolute start-3 top-3 max-w-[calc(100%-4.5rem)] rounded-2xl px-3 py-1 text-xs leading-relaxed font-bold shadow ${badgeLook[offer.badge]}`}
          >
            {t(`card.${offer.badge}`)}
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
          {offer.price > 0 ? (
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              {offer.pdfPriceShown && <span className="text-xs text-brand-600">{t('card.pdfPrice')}</span>}
              <Price value={offer.price} approx className="text-lg font-extrabold text-gold-700" />
              {offer.wasCents && <WasPrice cents={offer.wasCents} />}
              {offer.wasCents && (
                <Saving cents={offer.wasCents - dollarsToCents(offer.price)} className="basis-full" />
              )}
              {offer.pdfPriceBeside && (
                <span className="text-xs text-brand-600">
                  {t('card.pdfPrice')} <Price value={book.pdf_price} />
                </span>
              )}
            </p>
          ) : (
            <p className="text-sm font-semibold text-brand-500">{t('card.unavailable')}</p>
          )}
          {offer.action === 'soldOut' ? (
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
              {t(offer.action === 'buy' ? 'card.buy' : 'card.details')}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
