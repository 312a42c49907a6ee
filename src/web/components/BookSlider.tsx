import { type ComponentType, lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Book } from '#shared/contract/catalog.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import type { BookSwiperProps } from './BookSwiper.tsx';

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
  books: Book[] | undefined;
  loading: boolean;
  /** The slider's accessible name, usually its section heading. */
  label: string;
  autoplay?: boolean;
};

/**
 * A row of book cards that slides (Swiper). It renders again only when its own props change, not
 * whenever the page around it does (e.g. another list arrives).
 */
export const BookSlider = memo(function BookSlider({
  books,
  loading,
  label,
  autoplay = false,
}: BookSliderProps) {
  const { t } = useTranslation('books');
  if (loading && !books) return <Spinner />;
  if (!books || books.length === 0) {
    return <p className="py-8 text-center font-semibold text-brand-600">{t('noResults')}</p>;
  }
  if (LoadedSwiper) return <LoadedSwiper books={books} label={label} autoplay={autoplay} />;
  return (
    <Suspense fallback={<Spinner />}>
      <LazySwiper books={books} label={label} autoplay={autoplay} />
    </Suspense>
  );
});
