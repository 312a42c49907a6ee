import type { z } from 'zod';
import { type StaffBook, sampleRangeRule, staffBookCreateSchema } from '#shared/contract/staff-books.ts';

/* What the book form holds: the API's schema as the form checks it, and a book's values in it. */

const { shape } = staffBookCreateSchema;
/**
 * The form always sends both prices: a blank price is a missing one, not 'unchanged'. The sample's
 * pages are checked together, as the server checks them.
 */
const bookFormSchema = staffBookCreateSchema.extend({
  pdf_price: shape.pdf_price.unwrap(),
  hardcopy_price: shape.hardcopy_price.unwrap(),
});
export const newBookSchema = bookFormSchema.superRefine(sampleRangeRule);
export const bookEditSchema = bookFormSchema.omit({ stock: true, hidden: true }).superRefine(sampleRangeRule);

export type BookFormValues = z.input<typeof newBookSchema>;

export const emptyBook: BookFormValues = {
  title_ar: '',
  title_en: '',
  subtitle_ar: '',
  subtitle_en: '',
  description_ar: '',
  description_en: '',
  topic_ar: '',
  topic_en: '',
  dimensions_ar: '',
  dimensions_en: '',
  pdf_price: 0,
  hardcopy_price: 0,
  stock: 0,
  isbn: '',
  weight_grams: null,
  pages: null,
  publish_year: null,
  cover_type_id: null,
  writer_id: null,
  category_id: null,
  series_id: null,
  series_number: null,
  thema_codes: [],
  coming_soon: false,
  most_popular: false,
  hidden: false,
  language: 'ar',
  sample_first_page: null,
  sample_last_page: null,
};

/** What the form edits of a stored book: no stock, no hiding, texts never null. */
export function formValuesOf(book: StaffBook): BookFormValues {
  const { stock: _stock, hidden: _hidden, ...fields } = emptyBook;
  const values = Object.fromEntries(
    Object.keys(fields).map((field) => [field, book[field as keyof StaffBook]]),
  ) as BookFormValues;
  return {
    ...values,
    dimensions_ar: book.dimensions_ar ?? '',
    dimensions_en: book.dimensions_en ?? '',
    isbn: book.isbn ?? '',
  };
}

/** A number input's value: blank is null (no value) or undefined (missing: 'required'). */
export const numberOr = (blank: null | undefined) => (value: unknown) =>
  value === '' || value === null || value === undefined ? blank : Number(value);
