import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Book } from '#shared/contract/catalog.ts';
import type { Lang } from '#shared/lang.ts';
import { languageStore } from '#web/state/language.ts';
import { bookFixture } from '#web/test/books.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { BookCard } from './BookCard.tsx';

const texts = {
  ar: {
    outOfStock: 'نفدت الكمية',
    buy: 'اشترِ الآن',
    unavailable: 'غير متوفر حالياً',
    printSoldOut: 'نفدت النسخة الورقية',
    comingSoon: 'قريباً',
    details: 'التفاصيل',
  },
  en: {
    outOfStock: 'Out of stock',
    buy: 'Buy now',
    unavailable: 'Unavailable right now',
    printSoldOut: 'Print sold out',
    comingSoon: 'Coming soon',
    details: 'See details',
  },
} satisfies Record<Lang, unknown>;

/** Printed and digital: $10.00 a copy, $2.00 the PDF. */
const hardCopy = (fields: Partial<Book> = {}) =>
  bookFixture({ id: 7, hardcopy_price: 10, pdf_price: 2, ...fields });
/** Sold only as a PDF, as 'The Death of Cleopatra' of the demo catalogue: no hard-copy price, no stock. */
const pdfOnly = (fields: Partial<Book> = {}) =>
  bookFixture({
    id: 14,
    title_ar: 'مصرع كليوباترا',
    title_en: 'The Death of Cleopatra',
    hardcopy_price: 0,
    pdf_price: 2.5,
    stock: 0,
    ...fields,
  });

function renderCard(lang: Lang, book: Book) {
  languageStore.set(lang);
  const view = renderWithProviders(<BookCard book={book} />);
  return within(view.container).getByTestId('book-card');
}

const badge = (
  card: HTMLElement,
  lang: Lang,
  name: 'outOfStock' | 'printSoldOut' | 'comingSoon' = 'outOfStock',
) => within(card).queryByText(texts[lang][name], { selector: 'span' });

describe.each(['ar', 'en'] as const)('book card in %s', (lang) => {
  const t = texts[lang];

  it.each([0, -1])('shows the out-of-stock badge when stock is below 1 (%i)', (stock) => {
    expect(badge(renderCard(lang, hardCopy({ stock, pdf_price: 0 })), lang)).toBeInTheDocument();
  });

  it('shows no badge and "buy now" on a card that is one link to the details when stock is 1 or more', () => {
    const card = renderCard(lang, hardCopy({ stock: 1 }));
    expect(badge(card, lang)).not.toBeInTheDocument();
    expect(within(card).getByText(t.buy)).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/book-details/7');
  });

  it('takes one Tab stop: the link to the book, named by its title; the favourite toggle is for the pointer', () => {
    const card = renderCard(
      lang,
      hardCopy({ stock: 1, title_ar: 'في الشعر الجاهلي', title_en: 'On Pre-Islamic Poetry' }),
    );
    const focusable = card.querySelectorAll('a[href], button:not([disabled]):not([tabindex="-1"])');
    expect(focusable).toHaveLength(1);
    expect(within(card).getByRole('link')).toHaveAccessibleName(
      lang === 'ar' ? 'في الشعر الجاهلي' : 'On Pre-Islamic Poetry',
    );
    expect(within(card).getByRole('button', { pressed: false })).toHaveAttribute('tabindex', '-1');
  });

  it('gives a hard-copy book with stock 0 and no PDF a disabled out-of-stock button instead of the buy link', () => {
    const card = renderCard(lang, hardCopy({ stock: 0, pdf_price: 0 }));
    expect(within(card).getByRole('button', { name: t.outOfStock })).toBeDisabled();
    expect(within(card).queryByText(t.buy)).not.toBeInTheDocument();
  });

  it('keeps a PDF-only book with stock 0 buyable: no out-of-stock badge, no out-of-stock button', () => {
    const card = renderCard(lang, pdfOnly());
    expect(badge(card, lang)).not.toBeInTheDocument();
    expect(badge(card, lang, 'printSoldOut')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: t.outOfStock })).not.toBeInTheDocument();
    expect(within(card).getByText(t.buy)).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/book-details/14');
    expect(within(card).getByRole('heading')).toHaveTextContent(
      lang === 'ar' ? 'مصرع كليوباترا' : 'The Death of Cleopatra',
    );
  });

  it('still sells the PDF of a book whose print run is sold out, at the PDF price', () => {
    const card = renderCard(lang, hardCopy({ stock: 0 }));
    expect(badge(card, lang, 'printSoldOut')).toBeInTheDocument();
    expect(badge(card, lang)).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: t.outOfStock })).not.toBeInTheDocument();
    expect(within(card).getByText(t.buy)).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/book-details/7');
    expect(within(card).getByText('$2.00').parentElement).toHaveTextContent(/^PDF\s*\$2\.00$/);
    expect(within(card).queryByText('$10.00')).not.toBeInTheDocument();
  });

  it('shows a coming-soon book as coming, with its details and no way to buy it', () => {
    for (const stock of [0, 20]) {
      const card = renderCard(lang, hardCopy({ stock, comming_soon: true }));
      expect(badge(card, lang, 'comingSoon')).toBeInTheDocument();
      expect(badge(card, lang)).not.toBeInTheDocument();
      expect(within(card).queryByText(t.buy)).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: t.outOfStock })).not.toBeInTheDocument();
      expect(within(card).getByText(t.details)).toBeInTheDocument();
      expect(within(card).getByRole('link')).toHaveAttribute('href', '/book-details/7');
      card.parentElement?.remove();
    }
  });

  it('shows the hard-copy price, with the PDF price beside it when there is one', () => {
    const card = renderCard(lang, hardCopy());
    expect(within(card).getByText('$10.00')).toBeInTheDocument();
    expect(within(card).getByText('$2.00').parentElement).toHaveTextContent('PDF $2.00');
  });

  it('falls back to the PDF price when the hard-copy price is 0, without repeating it', () => {
    const card = renderCard(lang, pdfOnly());
    expect(within(card).getAllByText('$2.50')).toHaveLength(1);
    expect(within(card).queryByText(/PDF/)).not.toBeInTheDocument();
    expect(within(card).queryByText(t.unavailable)).not.toBeInTheDocument();
  });

  it('says "unavailable right now" instead of a price when neither format has one', () => {
    const card = renderCard(lang, hardCopy({ hardcopy_price: 0, pdf_price: 0 }));
    expect(within(card).getByText(t.unavailable)).toBeInTheDocument();
    expect(within(card).queryByText(/\$/)).not.toBeInTheDocument();
  });
});

describe('a book card during a sale', () => {
  const onSale = (fields: Partial<Book> = {}) =>
    hardCopy({
      hardcopy_price: 8,
      regular_hardcopy_price: 10,
      pdf_price: 2,
      regular_pdf_price: 2,
      sale: {
        name: 'Ramadan sale',
        name_ar: 'تخفيضات رمضان',
        name_en: 'Ramadan sale',
        ends_at: '2030-01-01T00:00:00.000Z',
      },
      ...fields,
    });

  it.each([
    ['en', 'Before the sale: $10.00', 'You save $2.00'],
    ['ar', 'قبل التخفيض: $10.00', 'توفّر $2.00'],
  ] as const)(
    'in %s shows the sale price, the price before it struck through and the saving',
    (lang, was, saving) => {
      const card = renderCard(lang, onSale());
      expect(within(card).getByText('$8.00')).toBeInTheDocument();
      const struck = within(card).getByTestId('was-price');
      expect(struck.tagName).toBe('S');
      expect(struck).toHaveTextContent(was);
      expect(within(card).getByTestId('saving')).toHaveTextContent(saving);
    },
  );

  it('strikes the PDF’s price when the PDF is the price shown (print run sold out)', () => {
    const card = renderCard(
      'en',
      onSale({ stock: 0, pdf_price: 1.5, regular_pdf_price: 2, hardcopy_price: 10 }),
    );
    expect(within(card).getByTestId('was-price')).toHaveTextContent('$2.00');
    expect(within(card).getByTestId('saving')).toHaveTextContent('You save $0.50');
  });

  it('strikes nothing when the sale does not lower the price shown', () => {
    const card = renderCard('en', onSale({ hardcopy_price: 10, regular_hardcopy_price: 10, pdf_price: 1 }));
    expect(within(card).queryByTestId('was-price')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('saving')).not.toBeInTheDocument();
  });
});

describe('a coming-soon book open for pre-order', () => {
  it.each([
    ['ar', 'طلب مسبق', 'اشترِ الآن'],
    ['en', 'Pre-order', 'Buy now'],
  ] as const)('says pre-order on its card and leads to buying it (%s)', (lang, label, buy) => {
    const card = renderCard(lang, hardCopy({ comming_soon: true, preorder_open: true, stock: 4 }));
    expect(within(card).getByText(label, { selector: 'span' })).toBeInTheDocument();
    expect(within(card).queryByText(texts[lang].comingSoon, { selector: 'span' })).toBeNull();
    expect(within(card).getByText(buy)).toBeInTheDocument();
  });
});
