import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ListBook } from '#shared/contract/catalog.ts';
import { textIn } from '#shared/lang.ts';
import { cardOffer, coverOf, titleIn } from '#web/components/book.ts';
import { Img } from '#web/components/Img.tsx';
import { Price } from '#web/components/Price.tsx';
import { useLanguage } from '#web/state/language.ts';
import { FavoriteButton } from './FavoriteButton.tsx';

/**
 * How wide a card's cover is drawn, in grids and sliders alike: four or five a row on wide screens, three
 * on tablets, two on large phones; below 480 px a slider shows one card almost as wide as the screen.
 */
const CARD_SIZES = '(min-width: 1024px) 270px, (min-width: 768px) 31vw, (min-width: 480px) 48vw, 92vw';

const badgeLook = {
  outOfStock: 'bg-red-700 text-white',
  printSoldOut: 'bg-brand-800 text-white',
  comingSoon: 'bg-gold-100 text-gold-700 ring-1 ring-gold-200',
} as const;

const action =
  'mt-3 inline-flex w-full items-center justify-center rounded-xl px-4 py-2.5 text-sm font-bold transition';

/** A book in a grid or slider: cover, favourite toggle, title, writer, price and the way to buy it. */
export function BookCard({ book }: { book: ListBook }) {
  const { t } = useTranslation('books');
  const { language } = useLanguage();
  const title = titleIn(language, book);
  const offer = cardOffer(book);
  const details = `/book-details/${book.id}`;
  return (
    <article
      data-testid="book-card"
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition hover:shadow-md"
    >
      <div className="relative bg-brand-50">
        <Link to={details} tabIndex={-1} aria-hidden="true">
          <Img
            fileName={coverOf(book)}
            variants={book.files.image_variants}
            sizes={CARD_SIZES}
            alt=""
            width={250}
            height={350}
            className="aspect-[5/7] w-full object-cover transition group-hover:scale-[1.02]"
          />
        </Link>
        {offer.badge && (
          <span
            className={`absolute start-3 top-3 rounded-full px-3 py-1 text-xs font-bold shadow ${badgeLook[offer.badge]}`}
          >
            {t(`card.${offer.badge}`)}
          </span>
        )}
        <FavoriteButton bookId={book.id} title={title} className="absolute end-3 top-3" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="line-clamp-2 font-bold leading-snug text-brand-900">
          <Link to={details} className="hover:text-gold-700">
            {title}
          </Link>
        </h3>
        {book.writer && (
          <p className="mt-1 truncate text-sm text-brand-600">
            {textIn(language, book.writer.name_ar, book.writer.name_en)}
          </p>
        )}
        <div className="mt-auto pt-3">
          {offer.price > 0 ? (
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              {offer.pdfPriceShown && <span className="text-xs text-brand-600">{t('card.pdfPrice')}</span>}
              <Price value={offer.price} className="text-lg font-extrabold text-gold-700" />
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
              className={`${action} cursor-not-allowed bg-brand-100 text-brand-500`}
            >
              {t('card.outOfStock')}
            </button>
          ) : (
            <Link to={details} className={`${action} bg-brand-700 text-white hover:bg-brand-800`}>
              {t(offer.action === 'buy' ? 'card.buy' : 'card.details')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
