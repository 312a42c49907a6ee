import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartStore } from '#web/state/cart.ts';
import { languageStore } from '#web/state/language.ts';
import { ownedStore } from '#web/state/owned.ts';
import { bookFixture } from '#web/test/books.ts';
import { paymentTypes } from '#web/test/orders.ts';
import { type Answers, curlew, findHeading, logIn, main, setUpDetailsPage } from './test-kit.ts';

/* Buying on book details: formats and prices, quantity, stock, the PDF owner (spec §4) and add to cart (spec §5). */

const openDetails = setUpDetailsPage();

describe('buying on book details', () => {
  it('offers no PDF when it has no price', async () => {
    languageStore.set('en');
    await openDetails({ book: bookFixture({ id: 5, pdf_price: 0, hardcopy_price: 14 }) });
    await findHeading('Book 5');
    expect(main().queryByRole('radio', { name: 'Digital copy (PDF)' })).toBeNull();
    expect(main().getByRole('radio', { name: 'Hard copy' }).closest('label')).toHaveTextContent('$14.00');
  });

  it('says the PDF cannot be bought when the shop takes no card, and still sells the hard copy', async () => {
    languageStore.set('en');
    await openDetails({
      book: bookFixture({ id: 4, pdf_price: 3, hardcopy_price: 12 }),
      paymentTypes: paymentTypes.filter((type) => type.hard_copy_only),
    });
    await findHeading('Book 4');
    expect(
      await main().findByText('The PDF cannot be bought now: card payments are not available at the moment.'),
    ).toBeVisible();
    expect(main().queryByRole('radio', { name: 'Digital copy (PDF)' })).toBeNull();
    expect(main().getByRole('radio', { name: 'Hard copy' })).toBeEnabled();
  });

  it('offers no hard copy of a book priced 0 for print, even with copies in stock', async () => {
    languageStore.set('en');
    await openDetails({ book: bookFixture({ id: 6, pdf_price: 2.5, hardcopy_price: 0, stock: 8 }) });
    await findHeading('Book 6');
    expect(main().queryByRole('radio', { name: 'Hard copy' })).toBeNull();
    expect(main().queryByRole('combobox', { name: 'Quantity' })).toBeNull();
    expect(main().getByRole('radio', { name: 'Digital copy (PDF)' }).closest('label')).toHaveTextContent(
      '$2.50',
    );
  });

  it.each([
    [
      'en',
      'Book 15',
      'Coming soon',
      'This book is not out yet, so it cannot be bought. Add it to your favourites to find it again when it is published.',
    ],
    [
      'ar',
      'كتاب 15',
      'قريباً',
      'هذا الكتاب لم يصدر بعد، لذا لا يمكن شراؤه الآن. أضفه إلى المفضلة لتجده بسهولة عند صدوره.',
    ],
  ] as const)('shows a coming-soon book as not for sale yet (%s)', async (lang, heading, title, text) => {
    languageStore.set(lang);
    await openDetails({ book: bookFixture({ id: 15, comming_soon: true, pdf_price: 3, hardcopy_price: 9 }) });
    await findHeading(heading);
    const notice = main().getByTestId('coming-soon');
    expect(notice).toHaveTextContent(title);
    expect(notice).toHaveTextContent(text);
    expect(main().queryAllByRole('radio')).toEqual([]);
    expect(main().queryByRole('combobox')).toBeNull();
    expect(main().queryByRole('button', { name: /Add to cart|أضف إلى السلة|Buy now/ })).toBeNull();
  });

  it('offers quantities 1 to stock, 1 at first', async () => {
    languageStore.set('en');
    await openDetails({ book: curlew });
    await findHeading('The Call of the Curlew');
    const quantity = main().getByRole('combobox', { name: 'Quantity' });
    expect(quantity).toHaveValue('1');
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4']);
  });

  it('offers at most 10 copies of a book with 40 in stock, and says why', async () => {
    languageStore.set('en');
    await openDetails({ book: bookFixture({ id: 7, stock: 40 }) });
    await findHeading('Book 7');
    const quantity = main().getByRole('combobox', { name: 'Quantity' });
    const options = within(quantity)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(quantity).toHaveAccessibleDescription('At most 10 copies of one book per order');
  });

  it('says the cap in Arabic too, and only when the stock is above it', async () => {
    languageStore.set('ar');
    await openDetails({ book: bookFixture({ id: 8, stock: 11 }) });
    expect(await main().findByText('الحد الأقصى للكمية من الكتاب الواحد في الطلب هو 10')).toBeVisible();
    expect(within(main().getByRole('combobox', { name: 'الكمية' })).getAllByRole('option')).toHaveLength(10);
  });

  it('says nothing of the cap when the stock is within it', async () => {
    languageStore.set('en');
    await openDetails({ book: bookFixture({ id: 9, stock: 10 }) });
    await findHeading('Book 9');
    expect(within(main().getByRole('combobox', { name: 'Quantity' })).getAllByRole('option')).toHaveLength(
      10,
    );
    expect(main().queryByText('At most 10 copies of one book per order')).toBeNull();
  });

  it('says Out of stock and keeps the hard copy from being chosen when the stock is below 1', async () => {
    languageStore.set('en');
    await openDetails({ book: bookFixture({ id: 5, stock: 0 }) });
    await findHeading('Book 5');
    const hardCopy = main().getByRole('radio', { name: 'Hard copy' });
    expect(hardCopy).toBeDisabled();
    expect(hardCopy).toHaveAccessibleDescription(/Out of stock/);
    expect(main().queryByRole('combobox', { name: 'Quantity' })).toBeNull();
    // The PDF is still for sale.
    expect(main().getByRole('radio', { name: 'Digital copy (PDF)' })).toBeEnabled();
  });

  it.each([
    ['en', 'Digital copy (PDF)', 'Hard copy', 'Out of stock', 'Add to cart'],
    ['ar', 'نسخة رقمية (PDF)', 'نسخة ورقية', 'نفدت الكمية', 'أضف إلى السلة'],
  ] as const)(
    'sells a PDF-only book as a PDF alone, with no hard copy at the PDF price (%s)',
    async (lang, pdf, hardCopy, outOfStock, add) => {
      languageStore.set(lang);
      const user = userEvent.setup();
      const { router } = await openDetails({
        book: bookFixture({ id: 14, pdf_price: 2.5, hardcopy_price: 0, stock: 0 }),
      });
      await findHeading(lang === 'ar' ? 'كتاب 14' : 'Book 14');
      expect(main().queryByRole('radio', { name: hardCopy })).toBeNull();
      expect(main().queryByText(outOfStock)).toBeNull();
      expect(main().queryByRole('combobox')).toBeNull();
      expect(main().getByRole('radio', { name: pdf }).closest('label')).toHaveTextContent('$2.50');
      await user.click(main().getByRole('radio', { name: pdf }));
      await user.click(main().getByRole('button', { name: add }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/cart-box'));
      expect(cartStore.get()).toEqual([{ book_id: 14, quantity: 1, isHardCopy: false }]);
    },
  );

  it('says Unavailable right now when neither format can be bought', async () => {
    languageStore.set('en');
    await openDetails({ book: bookFixture({ id: 5, stock: 0, pdf_price: 0 }) });
    await findHeading('Book 5');
    expect(main().getByRole('button', { name: 'Unavailable right now' })).toBeDisabled();
  });

  it('shows a PDF owner (the server says so) the download button and no PDF option, in Arabic', async () => {
    logIn();
    const { api: server } = await openDetails({ book: curlew, ownedOnServer: true });
    await findHeading('دعاء الكروان');
    expect(await main().findByRole('button', { name: 'تنزيل PDF' })).toBeInTheDocument();
    expect(main().getByText('أنت تملك النسخة الرقمية من هذا الكتاب')).toBeInTheDocument();
    expect(main().queryByRole('radio', { name: 'نسخة رقمية (PDF)' })).toBeNull();
    expect(main().getByRole('radio', { name: 'نسخة ورقية' })).toBeEnabled();
    const ask = server.requests.find((r) => r.path === '/api/client-pdf-books');
    expect(Object.fromEntries(ask?.query ?? [])).toEqual({ client_id: '3', book_id: '7' });
    expect(ask?.headers.authorization).toBe('Bearer secret');
    await waitFor(() => expect(ownedStore.get()).toEqual([7]));
  });

  it('offers the PDF to a logged-in client the server does not count as owner', async () => {
    languageStore.set('en');
    logIn();
    const { api: server } = await openDetails({ book: curlew, ownedOnServer: false });
    await findHeading('The Call of the Curlew');
    await waitFor(() => expect(server.requests.some((r) => r.path === '/api/client-pdf-books')).toBe(true));
    expect(main().getByRole('radio', { name: 'Digital copy (PDF)' })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('trusts the local owned list without asking a visitor’s server', async () => {
    languageStore.set('en');
    ownedStore.set([7]);
    const { api: server } = await openDetails({ book: curlew });
    await findHeading('The Call of the Curlew');
    expect(main().getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(main().queryByRole('radio', { name: 'Digital copy (PDF)' })).toBeNull();
    expect(server.requests.some((r) => r.path === '/api/client-pdf-books')).toBe(false);
  });

  it('shows the owner of a PDF-only book the download alone: no format to choose, no unavailable button', async () => {
    languageStore.set('en');
    ownedStore.set([8]);
    await openDetails({ book: bookFixture({ id: 8, pdf_price: 4.5, hardcopy_price: 0, stock: 0 }) });
    await findHeading('Book 8');
    expect(main().getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(main().queryByRole('group', { name: 'Choose the format' })).toBeNull();
    expect(main().queryByRole('button', { name: 'Unavailable right now' })).toBeNull();
  });

  it('adds a hard copy with the chosen quantity to the cart and goes to /cart-box', async () => {
    languageStore.set('en');
    const user = userEvent.setup();
    const { router } = await openDetails({ book: curlew });
    await findHeading('The Call of the Curlew');
    await user.click(main().getByRole('radio', { name: 'Hard copy' }));
    await user.selectOptions(main().getByRole('combobox', { name: 'Quantity' }), '3');
    await user.click(main().getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart-box'));
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      { book_id: 7, quantity: 3, isHardCopy: true },
    ]);
    expect(await screen.findByRole('link', { name: 'Go to cart shop' })).toHaveAttribute(
      'href',
      '#/cart-box',
    );
  });

  it('adds the PDF as one copy, in Arabic', async () => {
    const user = userEvent.setup();
    const { router } = await openDetails({ book: curlew });
    await findHeading('دعاء الكروان');
    await user.click(main().getByRole('radio', { name: 'نسخة رقمية (PDF)' }));
    expect(main().getByRole('combobox', { name: 'الكمية' })).toBeDisabled();
    await user.click(main().getByRole('button', { name: 'أضف إلى السلة' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart-box'));
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      { book_id: 7, quantity: 1, isHardCopy: false },
    ]);
    expect(await screen.findByText('تمت إضافة «دعاء الكروان» إلى سلة التسوق')).toBeInTheDocument();
  });

  it('asks for the format first, and counts the stock again before adding a hard copy', async () => {
    languageStore.set('en');
    const user = userEvent.setup();
    const answers: Answers = { book: curlew };
    const { router } = await openDetails(answers);
    await findHeading('The Call of the Curlew');
    await user.click(main().getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please select a book type')).toBeInTheDocument();

    await user.click(main().getByRole('radio', { name: 'Hard copy' }));
    await user.selectOptions(main().getByRole('combobox', { name: 'Quantity' }), '4');
    // Someone else bought copies meanwhile.
    answers.book = { ...curlew, stock: 2 };
    await user.click(main().getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText("Sorry, it's out of stock")).toBeInTheDocument();
    expect(cartStore.get()).toEqual([]);
    expect(router.state.location.pathname).toBe('/book-details/7');
    // The chosen 4 stays visible above the new stock of 2.
    const quantity = main().getByRole('combobox', { name: 'Quantity' });
    expect(quantity).toHaveValue('4');
    expect(within(quantity).getAllByRole('option')).toHaveLength(4);
  });
});
