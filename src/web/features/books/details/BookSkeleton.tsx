import { useTranslation } from 'react-i18next';
import { detailsLayout } from './layout.ts';

/** A bar the height of a line of the text it stands for (the text itself, never seen, sets it). */
const bar = 'inline-block rounded bg-brand-100 text-transparent select-none';
const block = 'rounded-xl bg-brand-50 ring-1 ring-brand-100';

/**
 * The book's page while the book loads: the breadcrumb, the cover at its final size, the title and
 * the purchase panel's room, and at least a screen's height, so the footer never shows and then jumps.
 */
export function BookSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="book-skeleton" className="min-h-screen animate-pulse">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true">
        <p className={detailsLayout.breadcrumb}>
          <span className={bar}>——————————————</span>
        </p>
        <div className={detailsLayout.columns}>
          <div className={detailsLayout.figure}>
            <div className={detailsLayout.cover} />
          </div>
          <div className={detailsLayout.aside}>
            <div>
              <p className={detailsLayout.title}>
                <span className={bar}>————————</span>
              </p>
              <p className="mt-3 text-lg">
                <span className={bar}>——————————</span>
              </p>
            </div>
            <div className={`${block} h-72`} />
            <div className={`${block} h-32`} />
          </div>
        </div>
      </div>
    </div>
  );
}
