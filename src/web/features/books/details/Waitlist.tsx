import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Book } from '#shared/contract/catalog.ts';
import { formatDate } from '#web/components/dates.ts';
import { useLanguage } from '#web/state/language.ts';

/*
 * Pre-orders and 'tell me when it's out' on a book's page (decision 056); the notice after the mailed
 * link, which the home page shows too, is in useWaitlistNotice.ts.
 */

/** A coming-soon book open for pre-order: when it comes out and how each format reaches the reader. */
export function PreorderNotice({ book }: { book: Book }) {
  const { t } = useTranslation('details');
  const { language } = useLanguage();
  const date = book.release_at ? formatDate(book.release_at, language) : null;
  return (
    <div data-testid="preorder" className="rounded-xl bg-gold-50 p-4 ring-1 ring-gold-200" role="note">
      <p className="font-bold text-brand-900">{t('preorder.title')}</p>
      <p className="mt-1 text-sm text-brand-700">
        {date ? t('preorder.text', { date }) : t('preorder.textNoDate')}
      </p>
    </div>
  );
}

// The form with its checks (form library, zod) loads only where a book shows it.
const LazyWaitlistForm = lazy(() =>
  import('./WaitlistForm.tsx').then((module) => ({ default: module.WaitlistForm })),
);

/**
 * 'Tell me when it's out': a visitor leaves an address, a signed-in reader presses one button. Its
 * place on the page is kept, empty, while the form's code arrives.
 */
export function WaitlistForm({ bookId }: { bookId: number }) {
  return (
    <Suspense
      fallback={
        <section
          data-testid="waitlist"
          aria-busy="true"
          className="min-h-32 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100"
        />
      }
    >
      <LazyWaitlistForm bookId={bookId} />
    </Suspense>
  );
}
