import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '#shared/lang.ts';
import SearchPage from './SearchPage.tsx';
import { criteriaFrom, latinDigits } from './search-criteria.ts';
import { bookRequests, type CatalogueApi, openCataloguePage } from './test-catalogue.ts';

let api: CatalogueApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const texts = {
  ar: {
    title: 'البحث المتقدم',
    book: (id: number) => `كتاب ${id}`,
    fields: {
      writer_name: 'اسم الكاتب',
      title: 'اسم الكتاب',
      topic: 'الموضوع',
      publish_date: 'سنة النشر',
      isbn: 'الرقم الدولي (ردمك)',
    },
    submit: 'بحث',
    clear: 'مسح الحقول',
    start: 'املأ حقلاً أو أكثر ثم اضغط «بحث».',
    empty: 'أدخل معياراً واحداً على الأقل للبحث.',
    badYear: 'أدخل سنة من أربعة أرقام، مثل 2020.',
    writer: 'كتب طه حسين',
    clearWriter: 'عرض كتب جميع الكتّاب',
    next: 'التالي',
    noResults: 'لا توجد نتائج!!',
  },
  en: {
    title: 'Advanced search',
    book: (id: number) => `Book ${id}`,
    fields: {
      writer_name: 'Writer name',
      title: 'Book name',
      topic: 'Topic',
      publish_date: 'Publish year',
      isbn: 'International number (ISBN)',
    },
    submit: 'Search',
    clear: 'Clear fields',
    start: 'Fill in one or more fields and press Search.',
    empty: 'Enter at least one criterion to search.',
    badYear: 'Enter a four-digit year, e.g. 2020.',
    writer: 'Books by Taha Hussein',
    clearWriter: 'Show books by every writer',
    next: 'Next',
    noResults: 'No Results Found!!',
  },
} satisfies Record<Lang, unknown>;

async function openSearch(lang: Lang, path = '/search', options: { empty?: boolean } = {}) {
  api = await openCataloguePage(lang, path, { '/search': SearchPage }, texts[lang].title, options);
}

const cardTitles = () =>
  screen.queryAllByTestId('book-card').map((card) => within(card).getByRole('heading').textContent);
const field = (lang: Lang, name: keyof (typeof texts)['en']['fields']) =>
  screen.getByRole('textbox', { name: texts[lang].fields[name] });

describe.each(['ar', 'en'] as const)('advanced search (/search) in %s', (lang) => {
  const t = texts[lang];

  it('sends each field under its API name, from page 1, and keeps the criteria in the URL', async () => {
    const user = userEvent.setup();
    await openSearch(lang);
    expect(screen.getByText(t.start)).toBeInTheDocument();
    await user.type(field(lang, 'writer_name'), 'طه حسين');
    await user.type(field(lang, 'title'), 'الأيام');
    await user.type(field(lang, 'topic'), 'سيرة');
    // An Arabic keyboard types Arabic-Indic digits; the API gets 0–9.
    await user.type(field(lang, 'publish_date'), lang === 'ar' ? '١٩٢٩' : '1929');
    await user.type(field(lang, 'isbn'), '978-9957-70-001-2');
    await user.click(screen.getByRole('button', { name: t.submit }));

    const sent = {
      writer_name: 'طه حسين',
      title: 'الأيام',
      topic: 'سيرة',
      publish_date: '1929',
      isbn: '978-9957-70-001-2',
    };
    await waitFor(() => expect(bookRequests(api)).toEqual([{ page: '1', ...sent }]));
    expect(await screen.findByText(t.noResults)).toBeInTheDocument();
    const [, query] = window.location.hash.split('?');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual(sent);
  });

  it('on arrival with criteria and a page in the URL asks that page and fills the form in', async () => {
    const user = userEvent.setup();
    await openSearch(lang, `/search?title=${encodeURIComponent('كتاب')}&page=3`);
    await waitFor(() => expect(cardTitles()).toEqual([25, 26, 27, 28, 29, 30].map(t.book)));
    expect(bookRequests(api)).toEqual([{ page: '3', title: 'كتاب' }]);
    expect(field(lang, 'title')).toHaveValue('كتاب');
    expect(screen.getByRole('button', { name: t.next })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '1' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(12));
    expect(bookRequests(api).at(-1)).toEqual({ page: '1', title: 'كتاب' });
    expect(window.location.hash).toBe(`#/search?title=${encodeURIComponent('كتاب')}&page=1`);
  });

  it('/search?writerId=7 lists the writer’s books by writer_id, names the writer and can drop it', async () => {
    const user = userEvent.setup();
    await openSearch(lang, '/search?writerId=7');
    await waitFor(() => expect(cardTitles()).toHaveLength(12));
    expect(bookRequests(api)).toEqual([{ page: '1', writer_id: '7' }]);
    expect(await screen.findByText(t.writer)).toBeInTheDocument();

    // Criteria narrow the writer's books rather than replace them.
    await user.type(field(lang, 'title'), t.book(2));
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() =>
      expect(bookRequests(api).at(-1)).toEqual({ page: '1', writer_id: '7', title: t.book(2) }),
    );

    await user.click(screen.getByRole('button', { name: t.clearWriter }));
    await waitFor(() => expect(bookRequests(api).at(-1)).toEqual({ page: '1', title: t.book(2) }));
    expect(screen.queryByText(t.writer)).toBeNull();
    expect(window.location.hash).not.toContain('writerId');
  });

  it('says No Results Found!! when nothing matches', async () => {
    const user = userEvent.setup();
    await openSearch(lang, '/search', { empty: true });
    await user.type(field(lang, 'topic'), 'nothing at all');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.noResults)).toBeInTheDocument();
    expect(bookRequests(api)).toEqual([{ page: '1', topic: 'nothing at all' }]);
  });

  it('asks for a criterion on an empty submit and for four digits in the year, without searching', async () => {
    const user = userEvent.setup();
    await openSearch(lang);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.empty);

    await user.type(field(lang, 'publish_date'), '99');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.badYear)).toBeInTheDocument();
    expect(field(lang, 'publish_date')).toHaveAttribute('aria-invalid', 'true');
    expect(bookRequests(api)).toEqual([]);
  });

  it('clears the fields and the results; Back shows them again', async () => {
    const user = userEvent.setup();
    await openSearch(lang, '/search?topic=x&page=2', { empty: true });
    await screen.findByText(t.noResults);
    await user.click(screen.getByRole('button', { name: t.clear }));
    expect(await screen.findByText(t.start)).toBeInTheDocument();
    expect(field(lang, 'topic')).toHaveValue('');
    expect(window.location.hash).toBe('#/search');

    window.history.back();
    await waitFor(() => expect(field(lang, 'topic')).toHaveValue('x'));
    expect(await screen.findByText(t.noResults)).toBeInTheDocument();
    // Page 2 of no results was past the last page: the address had been set to page 1.
    expect(window.location.hash).toBe('#/search?topic=x&page=1');
  });
});

describe('search criteria', () => {
  it('reads the year and ISBN typed in Arabic-Indic digits', () => {
    expect(latinDigits('١٩٢٩')).toBe('1929');
    expect(latinDigits('۹۷۸-۱')).toBe('978-1');
  });

  it('leaves out of a hand-edited URL what the form would refuse', () => {
    const params = new URLSearchParams('title=+Days+&publish_date=19&isbn=abc&topic=&writer_name=Taha');
    expect(criteriaFrom(params)).toEqual({ title: 'Days', writer_name: 'Taha' });
  });
});
