import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { bookFixture } from '#web/test/books.ts';
import { renderPage } from '#web/test/render.tsx';
import { findHeading, setUpDetailsPage } from '../details/test-kit.ts';
import { type CatalogueApi, seriesAnswer, startCatalogueApi } from '../test-catalogue.ts';
import { BookSeriesNav } from './BookSeriesNav.tsx';

/* A book's place in its series on the book's page (issue 39): the series' name, the books before and after. */

const openDetails = setUpDetailsPage();

let api: CatalogueApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** The series' part of a book's page alone, at /book-details/{id}, against the catalogue's API. */
function NavOfBook() {
  return <BookSeriesNav bookId={Number(useParams().id)} />;
}
async function openNav(lang: 'ar' | 'en', bookId: number) {
  languageStore.set(lang);
  api = await startCatalogueApi();
  renderPage(`/book-details/${bookId}`, { '/book-details/:id': NavOfBook });
  return screen.findByTestId('book-series');
}
const links = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')]);

describe('a book’s place in its series', () => {
  it('says in Arabic which book of the series it is, below the description, and leads to the books around it', async () => {
    // Book 3 is the series' second; its fourth (book 7) comes next, the third not being shown.
    const described = bookFixture({ id: 3, description: 'رواية', description_ar: 'رواية' });
    await openDetails({ book: described, more: seriesAnswer });
    await findHeading('كتاب 3');
    const nav = await screen.findByRole('navigation', { name: 'السلسلة' });
    expect(within(nav).getByTestId('book-series-place')).toHaveTextContent(
      /^الكتاب 2 من 4 في سلسلة «دفاتر أردنية»$/,
    );
    expect(links(nav)).toEqual([
      ['دفاتر أردنية', '#/series/1', null],
      ['السابق: كتاب 12', '#/book-details/12', 'prev'],
      ['التالي: كتاب 7', '#/book-details/7', 'next'],
    ]);
    // The series' name and the titles are isolated: a Latin name may sit in the Arabic sentence.
    expect(within(nav).getByText('دفاتر أردنية').tagName).toBe('BDI');
    expect(within(nav).getByText('كتاب 12').tagName).toBe('BDI');
    expect(within(nav).getByText('كتاب 7').tagName).toBe('BDI');
    // After the description and the facts: nothing above it moves when it comes.
    const description = screen.getByTestId('book-description');
    expect(description.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByTestId('book-facts').compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says it in English', async () => {
    languageStore.set('en');
    await openDetails({ book: bookFixture({ id: 3 }), more: seriesAnswer });
    await findHeading('Book 3');
    const nav = await screen.findByRole('navigation', { name: 'The series' });
    expect(within(nav).getByTestId('book-series-place')).toHaveTextContent(
      /^Book 2 of 4 in the series «Jordan Notebooks»$/,
    );
    expect(links(nav)).toEqual([
      ['Jordan Notebooks', '#/series/1', null],
      ['Previous: Book 12', '#/book-details/12', 'prev'],
      ['Next: Book 7', '#/book-details/7', 'next'],
    ]);
  });

  it('leads from the first book to the next one only', async () => {
    const nav = await openNav('ar', 12);
    expect(within(nav).getByTestId('book-series-place')).toHaveTextContent(
      /^الكتاب 1 من 4 في سلسلة «دفاتر أردنية»$/,
    );
    expect(links(nav)).toEqual([
      ['دفاتر أردنية', '#/series/1', null],
      ['التالي: كتاب 3', '#/book-details/3', 'next'],
    ]);
  });

  it('leads from the last book shown to the previous one only', async () => {
    const nav = await openNav('en', 7);
    expect(within(nav).getByTestId('book-series-place')).toHaveTextContent(
      /^Book 4 of 4 in the series «Jordan Notebooks»$/,
    );
    expect(links(nav)).toEqual([
      ['Jordan Notebooks', '#/series/1', null],
      ['Previous: Book 3', '#/book-details/3', 'prev'],
    ]);
  });

  it('shows nothing for a book outside any series', async () => {
    const { api: server, queryClient } = await openDetails({
      book: bookFixture({ id: 5 }),
      more: seriesAnswer,
    });
    await findHeading('كتاب 5');
    await waitFor(() => expect(queryClient.getQueryState(['book-series', 5])?.status).toBe('success'));
    expect(server.requests.map((r) => r.path)).toContain('/api/books/5/series');
    expect(screen.queryByRole('navigation', { name: 'السلسلة' })).toBeNull();
    expect(screen.queryByTestId('book-series')).toBeNull();
  });
});
