import { type ComponentType, lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListBook } from '#shared/contract/catalog.ts';
import { BookCardSkeleton } from './BookCardSkeleton.tsx';
import type { BookSwiperProps } from './BookSwiper.tsx';
import { SKELETON_CELL, SKELETON_ROW, SKELETON_SLIDES } from './slider.ts';

// Swiper is the heaviest part of a page that shows books: it loads beside the page (from the moment
// a page with a slider is opened, while its books are still on the way) instead of before it. Once
// here it is used directly, so a list that arrives later shows at once, without a Suspense round.
const swiperModule = () => import('./BookSwiper.tsx');
let LoadedSwiper: ComponentType<BookSwiperProps> | undefined;
void swiperModule().then((module) => {
  LoadedSwiper = module.default;
});
const LazySwiper = lazy(swiperModule);

type BookSliderProps = {
  books: ListBook[] | undefined;
  loading: boolean;
  /** The slider's accessible name, usually its section heading. */
  label: string;
  autoplay?: boolean;
  /** The shelf the page is first seen for: its first cover is fetched at once (see Img). */
  first?: boolean;
};

const skeletons = Array.from({ length: SKELETON_SLIDES }, (_, index) => index);

/** A shelf on its way: skeleton cards at the slider's own widths, so nothing moves when it arrives. */
function ShelfSkeleton() {
  return (
    <div aria-busy="true" data-testid="book-slider" className="overflow-hidden pb-2">
      <div className={SKELETON_ROW}>
        {skeletons.map((index) => (
          <div key={index} className={SKELETON_CELL}>
            <BookCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * A row of book cards that slides (Swiper, in BookSwiper), with arrows on every screen and, on phones, a
 * part of the next card showing. While loading, the same row holds skeleton cards of the final size, so
 * the page does not move when the books arrive. It renders again only when its own props change, not
 * whenever the page around it does (e.g. another list arrives).
 */
export const BookSlider = memo(function BookSlider({
  books,
  loading,
  label,
  autoplay = false,
  first = false,
}: BookSliderProps) {
  const { t } = useTranslation('books');
  if (loading && !books) return <ShelfSkeleton />;
  if (!books || books.length === 0) {
    return <p className="py-8 text-center font-semibold text-brand-600">{t('noResults')}</p>;
  }
  if (LoadedSwiper) return <LoadedSwiper books={books} label={label} autoplay={autoplay} first={first} />;
  return (
    <Suspense fallback={<ShelfSkeleton />}>
      <LazySwiper books={books} label={label} autoplay={autoplay} first={first} />
    </Suspense>
  );
});
