import { type ComponentType, memo, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListBook } from '#shared/contract/catalog.ts';
import { whenPageSettled } from '#web/state/page-settled.ts';
import { BookCardSkeleton } from './BookCardSkeleton.tsx';
import type { BookSwiperProps } from './BookSwiper.tsx';
import { SKELETON_CELL, SKELETON_ROW, SKELETON_SLIDES } from './slider.ts';
import { type Turn, waitTurn } from './turns.ts';

// Swiper is the heaviest part of a page that shows books: it loads once a shelf has books to show, or
// once the first page is on screen (page-settled.ts), so that the page's own code, data and first
// picture come before it. Until it is here a shelf keeps its skeleton; once here it is used directly.
let LoadedSwiper: ComponentType<BookSwiperProps> | undefined;
let swiperLoad: Promise<ComponentType<BookSwiperProps>> | undefined;
/** Fetches the slider's code (once); the shelves use it as soon as it is here. */
export function loadSwiper() {
  swiperLoad ??= import('./BookSwiper.tsx').then((module) => {
    LoadedSwiper = module.default;
    return module.default;
  });
  return swiperLoad;
}
void whenPageSettled()
  .then(loadSwiper)
  .catch((error) => console.warn('The book slider could not be loaded:', error));

/**
 * The slider component, fetched once `wanted`; undefined until it is here. Where it was here before the
 * shelf, the shelf uses it at once; where it arrives while the shelf is on screen, the shelf sets it up
 * in its turn (turns.ts), so that shelves waiting for it together do not all set it up in one task.
 */
function useSwiper(wanted: boolean) {
  const [Swiper, setSwiper] = useState<ComponentType<BookSwiperProps> | undefined>(() => LoadedSwiper);
  useEffect(() => {
    if (Swiper || !wanted) return;
    let live = true;
    let held: Turn | undefined;
    let leave = () => {};
    loadSwiper()
      .then((component) => {
        if (!live) return;
        leave = waitTurn((turn) => {
          if (!live) return turn.pass();
          held = turn;
          // Drawn in the background, in short slices: the shelf's many cards do not hold the page up.
          startTransition(() => setSwiper(() => component));
        });
      })
      .catch((error) => console.warn('The book slider could not be loaded:', error));
    // Once the slider is drawn (or the shelf is gone), the next shelf's turn.
    return () => {
      live = false;
      leave();
      held?.pass();
    };
  }, [Swiper, wanted]);
  return Swiper;
}

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
  const Swiper = useSwiper(Boolean(books?.length));
  if (loading && !books) return <ShelfSkeleton />;
  if (!books || books.length === 0) {
    return <p className="py-8 text-center font-semibold text-brand-600">{t('noResults')}</p>;
  }
  if (!Swiper) return <ShelfSkeleton />;
  return <Swiper books={books} label={label} autoplay={autoplay} first={first} />;
});
