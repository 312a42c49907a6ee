import type { Book } from '#shared/contract/catalog.ts';

/** A catalogue answer's book with the given fields; for the web tests. */
export function bookFixture(fields: Partial<Book> & { id: number }): Book {
  const title = `كتاب ${fields.id}`;
  return {
    title,
    title_ar: title,
    title_en: `Book ${fields.id}`,
    description: '',
    description_ar: '',
    description_en: '',
    publish_date: 2020,
    pages: 100,
    pdf_price: 2,
    hardcopy_price: 10,
    stock: 5,
    isbn: null,
    weight: null,
    weight_grams: null,
    dimensions: null,
    cover_type: null,
    writer: null,
    book_category: null,
    comming_soon: false,
    most_popular: false,
    has_sample: false,
    files: { image: [], columns: { image: [] } },
    ...fields,
  };
}
