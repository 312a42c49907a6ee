import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookSlider } from '#web/components/BookSlider.tsx';
import { usePageSettled } from '#web/state/page-settled.ts';
import { useBooks } from '../api.ts';

/** How many books of the same category the slider asks for. */
const RELATED_LIMIT = 12;

/** How far below the screen the list starts loading, so it is there when the reader scrolls to it. */
const NEAR_SCREEN = '600px 0px';

/** Whether the element has come near the screen (at once where the browser cannot tell). */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * 'You might also like' (spec §2): a slider of the category's other books; hidden when there are none.
 * Below the book, it is asked for once the page is on screen (page-settled.ts) and the reader comes
 * near it, after the book itself.
 */
export function RelatedBooks({ bookId, categoryId }: { bookId: number; categoryId: number }) {
  const { t } = useTranslation('details');
  const headingId = useId();
  const { ref, near } = useNearScreen<HTMLElement>();
  const related = useBooks(
    { book_category_id: categoryId, limit: RELATED_LIMIT },
    { enabled: usePageSettled() && near },
  );
  const others = related.data?.data.filter((book) => book.id !== bookId);
  if (related.isError || (others && others.length === 0)) return null;
  return (
    <section ref={ref} aria-labelledby={headingId} className="mt-12">
      <h2
        id={headingId}
        className="mb-5 border-s-4 border-gold-400 ps-3 text-2xl font-extrabold text-brand-900"
      >
        {t('related')}
      </h2>
      <BookSlider books={others} loading={related.isPending} label={t('related')} />
    </section>
  );
}
