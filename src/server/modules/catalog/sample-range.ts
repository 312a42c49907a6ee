import { AppError, commonMessages } from '#server/plugins/errors.ts';
import { fieldMessages } from '#shared/contract/field-messages.ts';
import { type StaffBookUpdate, sampleRangeIssues } from '#shared/contract/staff-books.ts';
import type { Localized } from '#shared/lang.ts';

/* The staff's range of a book's sample pages, checked as a whole when a book is written (decision 060). */

export const sampleFields = ['sample_first_page', 'sample_last_page', 'pages'] as const;

/**
 * Refuses (422, under each field) a sample range that is not a whole one within the book: `book` is
 * the book as it will be once written.
 */
export function checkSampleRange(book: Pick<StaffBookUpdate, (typeof sampleFields)[number]>) {
  const issues = sampleRangeIssues(book);
  if (issues.length === 0) return;
  const errors = Object.fromEntries(
    issues.map(({ field, message }) => [field, [fieldMessages[message] as Localized]]),
  );
  throw new AppError(422, 'validation', commonMessages.validation, errors);
}
