import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StaffBook } from '#shared/contract/staff-books.ts';
import { samplePages } from '#shared/sample-pages.ts';
import { useNumber } from '#web/components/numbers.ts';
import { WholeNumberField } from '../../console/form.tsx';
import { type BookFormValues, numberOr } from './form-values.ts';

/*
 * The pages of the book's free sample (decision 060): a first and a last page, or neither for the
 * first 10% of the book (at most 20 pages); and, for a book with its PDF, the pages the sample has now.
 */

/** What the sample of the stored book holds now, in words; nothing for a book without its PDF. */
function SampleNow({ book }: { book: StaffBook }) {
  const { t } = useTranslation('staff-books');
  const number = useNumber();
  if (!book.has_pdf) return null;
  const chosen = book.sample_first_page !== null && book.sample_last_page !== null;
  let text = t('sample.nowDefault');
  if (chosen || book.pages !== null) {
    const pages = samplePages(
      book.pages ?? Number.MAX_SAFE_INTEGER,
      book.sample_first_page,
      book.sample_last_page,
    );
    text = t('sample.now', { first: number(pages.first), last: number(pages.last) });
  }
  return (
    <p data-testid="sample-now" className="text-sm text-brand-800">
      <bdi>{text}</bdi>
    </p>
  );
}

export function SampleFields({ form, book }: { form: UseFormReturn<BookFormValues>; book?: StaffBook }) {
  const { t } = useTranslation('staff-books');
  const { errors } = form.formState;
  const numeric = { setValueAs: numberOr(null) };
  return (
    <>
      <p className="text-sm text-brand-700">{t('sample.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <WholeNumberField
          label={t('sample.from')}
          min={1}
          error={errors.sample_first_page}
          {...form.register('sample_first_page', numeric)}
        />
        <WholeNumberField
          label={t('sample.to')}
          min={1}
          error={errors.sample_last_page}
          {...form.register('sample_last_page', numeric)}
        />
      </div>
      {book && <SampleNow book={book} />}
    </>
  );
}
