import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { bookFixture } from '#web/test/books.ts';
import { curlew, findHeading, findMain, main, setUpDetailsPage } from './test-kit.ts';

/* /book-details/:id: every field of spec §2 in both languages, the favourite, and the not-found notice. */

const openDetails = setUpDetailsPage();
const facts = () => within(screen.getByTestId('book-facts'));
const factValue = (label: string) => facts().getByText(label).nextElementSibling?.textContent;

describe('book details (/book-details/:id)', () => {
  it('shows every field in Arabic, the default language', async () => {
    const { api } = await openDetails({ book: curlew });
    await findHeading('دعاء الكروان');

    expect(main().getByRole('img', { name: 'دعاء الكروان' })).toHaveAttribute('src', '/media/covers/7.png');
    expect(main().getByRole('link', { name: 'طه حسين' })).toHaveAttribute('href', '#/writers/1');
    for (const link of main().getAllByRole('link', { name: 'روايات' })) {
      expect(link).toHaveAttribute('href', '#/books?category-id=3');
    }
    expect(factValue('التصنيف')).toBe('روايات');
    expect(factValue('الرقم الدولي (ISBN)')).toBe('978-9953-0-0001-7');
    expect(factValue('سنة النشر')).toBe('2019');
    expect(factValue('عدد الصفحات')).toBe('176');
    expect(factValue('نوع الغلاف')).toBe('غلاف ورقي');
    expect(factValue('الوزن')).toBe('220 غرام');
    expect(factValue('الأبعاد')).toBe('14 × 21 cm');
    // A description with markup is drawn once its sanitiser is here.
    await waitFor(() =>
      expect(screen.getByTestId('book-description')).toHaveTextContent('رواية تدور أحداثها في ريف صعيد مصر.'),
    );
    expect(within(screen.getByTestId('book-description')).getByText('صعيد مصر').tagName).toBe('STRONG');

    expect(main().getByRole('button', { name: 'أضف «دعاء الكروان» إلى المفضلة' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const formats = main().getByRole('group', { name: 'اختر نوع النسخة' });
    expect(within(formats).getByRole('radio', { name: 'نسخة رقمية (PDF)' })).not.toBeChecked();
    expect(within(formats).getByRole('radio', { name: 'نسخة ورقية' })).not.toBeChecked();
    expect(formats).toHaveTextContent('$3.99');
    expect(formats).toHaveTextContent('$11.50');
    expect(main().getByRole('combobox', { name: 'الكمية' })).toHaveValue('1');
    expect(main().getByRole('button', { name: 'أضف إلى السلة' })).toBeEnabled();

    const payment = main().getByRole('complementary', { name: 'الدفع والتوصيل' });
    expect(payment).toHaveTextContent('البطاقة الائتمانية');
    expect(payment).toHaveTextContent('الدفع عند الاستلام');

    // 'You might also like': the category's other books, not this one.
    const related = await main().findByRole('region', { name: 'قد يعجبك أيضاً' });
    await waitFor(() =>
      expect(
        within(related)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['كتاب 8', 'كتاب 9']),
    );
    const relatedQuery = api.requests.find((r) => r.path === '/api/books')?.query;
    expect(Object.fromEntries(relatedQuery ?? [])).toEqual({ book_category_id: '3', limit: '12' });
    await waitFor(() => expect(document.title).toMatch(/^دعاء الكروان/));
  });

  it('shows every field in English', async () => {
    languageStore.set('en');
    await openDetails({ book: curlew });
    await findHeading('The Call of the Curlew');

    expect(main().getByText('By')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Taha Hussein' })).toHaveAttribute('href', '#/writers/1');
    for (const link of main().getAllByRole('link', { name: 'Novels' })) {
      expect(link).toHaveAttribute('href', '#/books?category-id=3');
    }
    expect(factValue('ISBN')).toBe('978-9953-0-0001-7');
    expect(factValue('Publish year')).toBe('2019');
    expect(factValue('Pages')).toBe('176');
    expect(factValue('Cover type')).toBe('Paperback');
    expect(factValue('Weight')).toBe('220 g');
    expect(factValue('Dimensions')).toBe('14 × 21 cm');
    await waitFor(() =>
      expect(screen.getByTestId('book-description')).toHaveTextContent(
        'A novel set in the countryside of Upper Egypt.',
      ),
    );
    expect(main().getByRole('radio', { name: 'Digital copy (PDF)' })).toBeInTheDocument();
    expect(main().getByRole('radio', { name: 'Hard copy' })).toBeInTheDocument();
    expect(main().getByRole('complementary', { name: 'Payment and delivery' })).toHaveTextContent(
      /Credit card.*Cash on delivery/,
    );
    await main().findByRole('region', { name: 'You might also like' });
  });

  it.each([
    ['ar', '14 × 21 سم', 'الأبعاد', '14 × 21 سم'],
    ['en', '14 × 21 سم', 'Dimensions', '14 × 21 cm'],
    ['en', '14 × 21 cm', 'Dimensions', '14 × 21 cm'],
  ] as const)(
    'keeps the ISBN and the measures left to right, with the unit in the page’s language (%s, %s)',
    async (lang, dimensions, label, shown) => {
      languageStore.set(lang);
      await openDetails({ book: { ...curlew, dimensions } });
      await findHeading(lang === 'ar' ? 'دعاء الكروان' : 'The Call of the Curlew');
      expect(factValue(label)).toBe(shown);
      const measures = facts().getByText('14 × 21');
      expect(measures.tagName).toBe('BDI');
      expect(measures).toHaveAttribute('dir', 'ltr');
      expect(facts().getByText('978-9953-0-0001-7')).toHaveAttribute('dir', 'ltr');
    },
  );

  it('holds the page’s room with a skeleton while the book loads, then shows the cover first and at once', async () => {
    languageStore.set('en');
    await openDetails({ book: curlew });
    const skeleton = screen.getByTestId('book-skeleton');
    expect(skeleton).toHaveAttribute('role', 'status');
    expect(skeleton).toHaveTextContent('Loading');
    await findHeading('The Call of the Curlew');
    expect(screen.queryByTestId('book-skeleton')).toBeNull();
    const cover = main().getByRole('img', { name: 'The Call of the Curlew' });
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('width', '440');
    expect(cover).toHaveAttribute('height', '660');
  });

  it('shows a description without markup as the text it is, at once', async () => {
    await openDetails({ book: { ...curlew, description_ar: 'رواية في "ريف" مصر > كل شيء' } });
    await findHeading('دعاء الكروان');
    expect(screen.getByTestId('book-description').textContent).toBe('رواية في "ريف" مصر > كل شيء');
  });

  it('leaves out what is not known and shows the default cover', async () => {
    languageStore.set('en');
    await openDetails({ book: bookFixture({ id: 5, publish_date: null, pages: null }) });
    await findHeading('Book 5');
    expect(screen.queryByTestId('book-facts')).toBeNull();
    expect(main().getByText('No description has been written for this book yet.')).toBeInTheDocument();
    // No cover: the default picture. No category: no breadcrumb step for it and no related books.
    expect(main().getByRole('img', { name: 'Book 5' })).toHaveAttribute('src', './default1.png');
    const breadcrumb = main().getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Library']);
    expect(main().queryByRole('region', { name: 'You might also like' })).toBeNull();
  });

  it('toggles the favourite and highlights it', async () => {
    languageStore.set('en');
    const user = userEvent.setup();
    await openDetails({ book: curlew });
    await findHeading('The Call of the Curlew');
    await user.click(main().getByRole('button', { name: 'Add The Call of the Curlew to favourites' }));
    const remove = main().getByRole('button', { name: 'Remove The Call of the Curlew from favourites' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('favorite') ?? '[]')).toEqual([7]);
  });

  it('says the book was not found, with a link to the library, for an unknown id (404)', async () => {
    languageStore.set('en');
    await openDetails({ book: null }, '/book-details/404');
    const page = await findMain();
    expect(
      await page.findByText(
        'Sorry, this book could not be found. It may have been removed from the catalogue.',
      ),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Browse the library' })).toHaveAttribute('href', '#/books');
  });

  it('says the book was not found without asking when the id is missing, in Arabic', async () => {
    const { api: server } = await openDetails({ book: null }, '/book-details');
    const page = await findMain();
    expect(await page.findByText('عذراً، لم يُعثر على هذا الكتاب. ربما حُذف من المكتبة.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'تصفّح المكتبة' })).toHaveAttribute('href', '#/books');
    expect(server.requests.some((r) => r.path.startsWith('/api/books'))).toBe(false);
  });
});
