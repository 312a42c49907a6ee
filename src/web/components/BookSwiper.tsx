import 'swiper/css';
import 'swiper/css/navigation';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { ListBook } from '#shared/contract/catalog.ts';
import { useLanguage } from '#web/state/language.ts';
import { BookCard } from './BookCard.tsx';
import { BANNER_BASE, BANNER_BREAKPOINTS, CSS_MODE_BELOW } from './slider.ts';

const narrowQuery = `(max-width: ${CSS_MODE_BELOW - 0.02}px)`;

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia?.(narrowQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isNarrow = () => window.matchMedia?.(narrowQuery).matches ?? false;

export type BookSwiperProps = {
  books: ListBook[];
  /** The slider's accessible name, usually its section heading. */
  label: string;
  autoplay: boolean;
  /** The shelf the page is first seen for: its first cover is fetched at once (see Img). */
  first?: boolean;
};

/**
 * The cards on Swiper, with arrows on every screen. Swiper reads the text direction and CSS mode once, so the slider is mounted
 * anew when the language or the screen class changes.
 */
export default function BookSwiper({ books, label, autoplay, first = false }: BookSwiperProps) {
  const { t } = useTranslation('books');
  const { dir } = useLanguage();
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
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
}
