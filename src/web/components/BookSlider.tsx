import 'swiper/css';
import 'swiper/css/navigation';
import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { ListBook } from '#shared/contract/catalog.ts';
import { useLanguage } from '#web/state/language.ts';
import { BookCard } from './BookCard.tsx';
import { BookCardSkeleton } from './BookCardSkeleton.tsx';
import {
  BANNER_BASE,
  BANNER_BREAKPOINTS,
  CSS_MODE_BELOW,
  SKELETON_CELL,
  SKELETON_ROW,
  SKELETON_SLIDES,
} from './slider.ts';

const narrowQuery = `(max-width: ${CSS_MODE_BELOW - 0.02}px)`;

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia?.(narrowQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isNarrow = () => window.matchMedia?.(narrowQuery).matches ?? false;

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

/**
 * A row of book cards that slides (Swiper), with arrows on every screen and, on phones, a part of the
 * next card showing. While loading, the same row holds skeleton cards of the final size, so the page
 * does not move when the books arrive. Swiper reads the text direction and CSS mode once,
 * so the slider is mounted anew when the language or the screen class changes. It renders again
 * only when its own props change, not whenever the page around it does (e.g. another list arrives).
 */
export const BookSlider = memo(function BookSlider({
  books,
  loading,
  label,
  autoplay = false,
  first = false,
}: BookSliderProps) {
  const { t } = useTranslation('books');
  const { dir } = useLanguage();
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
  if (loading && !books) {
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
  if (!books || books.length === 0) {
    return <p className="py-8 text-center font-semibold text-brand-600">{t('noResults')}</p>;
  }
  return (
    <Swiper
      key={`${dir}-${narrow}`}
      dir={dir}
      aria-label={label}
      data-testid="book-slider"
      modules={[Navigation, A11y, Autoplay]}
      navigation
      cssMode={narrow}
      autoplay={autoplay ? { delay: 5000, disableOnInteraction: true, pauseOnMouseEnter: true } : false}
      a11y={{ prevSlideMessage: t('slider.previous'), nextSlideMessage: t('slider.next') }}
      {...BANNER_BASE}
      breakpoints={BANNER_BREAKPOINTS}
      className="book-slider !pb-2"
    >
      {books.map((book, index) => (
        <SwiperSlide key={book.id} className="!h-auto">
          <BookCard book={book} priority={first && index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
});
