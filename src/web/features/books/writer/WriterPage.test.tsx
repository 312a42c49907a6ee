import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { renderPage } from '#web/test/render.tsx';
import SearchPage from '../SearchPage.tsx';
import { WriterSeries } from '../series/WriterSeries.tsx';
import { bookRequests, type CatalogueApi, openCataloguePage, startCatalogueApi } from '../test-catalogue.ts';
import WriterPage from './WriterPage.tsx';

/* A writer's own page (issue 39, point 1): names, life, biography, the writer's books; and the search naming writers. */

let api: CatalogueApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const pages = { '/writers/:id': WriterPage, '/search': SearchPage };
const cardTitles = () => screen.getAllByRole('heading', { level: 3 });

describe('the writer’s page', () => {
  it('shows in Arabic the name, the English name, the years, the biography and the writer’s books', async () => {
    api = await openCataloguePage('ar', '/writers/7', pages, 'طه حسين');
    expect(screen.getByText('Taha Hussein')).toHaveAttribute('lang', 'en');
    const life = screen.getByTestId('writer-life');
    expect(life).toHaveTextContent('1889 – 1973');
    expect(
      within(life)
        .getAllByText(/^\d{4}$/)
        .map((year) => year.tagName),
    ).toEqual(['BDI', 'BDI']);
    const biography = await screen.findByTestId('writer-biography');
    await waitFor(() => expect(biography).toHaveTextContent('عميد الأدب العربي، صاحب «الأيام».'));
    expect(biography).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('heading', { level: 2, name: '30 كتاباً في المتجر' })).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toHaveLength(12));
    expect(bookRequests(api)).toEqual([{ page: '1', writer_id: '7' }]);
    expect(document.title).toContain('طه حسين');
  });

  it.each([
    ['ar', 'طه حسين', 'سلاسله', 'دفاتر أردنية'],
    ['en', 'Taha Hussein', 'Series', 'Jordan Notebooks'],
  ] as const)(
    'links in %s the series of the writer’s books, under the biography',
    async (lang, name, heading, series) => {
      api = await openCataloguePage(lang, '/writers/7', pages, name);
      const ofWriter = await screen.findByRole('region', { name: heading });
      expect(within(ofWriter).getByRole('heading', { level: 2 })).toHaveTextContent(heading);
      expect(
        within(ofWriter)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([[series, '#/series/1']]);
      const biography = screen.getByTestId('writer-biography');
      expect(biography.compareDocumentPosition(ofWriter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(api.requests.filter((r) => r.path === '/api/writers/7/series')).toHaveLength(1);
    },
  );

  it('names no series for a writer whose books belong to none', async () => {
    languageStore.set('en');
    api = await startCatalogueApi();
    const { queryClient } = renderPage('/writer-series/8', {
      '/writer-series/:id': () => <WriterSeries writerId={8} />,
    });
    await waitFor(() => expect(queryClient.getQueryState(['writer-series', 8])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Series' })).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('shows in English the Arabic biography, marked as Arabic, when no English one is written', async () => {
    api = await openCataloguePage('en', '/writers/7', pages, 'Taha Hussein');
    expect(screen.getByText('طه حسين')).toHaveAttribute('lang', 'ar');
    const biography = await screen.findByTestId('writer-biography');
    expect(biography).toHaveAttribute('lang', 'ar');
    expect(biography).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('heading', { level: 2, name: '30 books in the shop' })).toBeInTheDocument();
  });

  it('says a writer who does not exist is not found, with the way to the library', async () => {
    languageStore.set('en');
    api = await startCatalogueApi();
    renderPage('/writers/99', pages);
    expect(await screen.findByText('We could not find this writer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the library' })).toHaveAttribute('href', '#/books');
  });
});

describe('the search names the writers it finds', () => {
  it('links each writer whose name matches the writer-name criterion to their page', async () => {
    api = await openCataloguePage('ar', '/search?writer_name=طه', pages, 'البحث المتقدم');
    const writers = await screen.findByRole('navigation', { name: 'كتّاب بهذا الاسم' });
    expect(within(writers).getByRole('link', { name: 'طه حسين' })).toHaveAttribute('href', '#/writers/7');
    expect(api.requests.filter((r) => r.path === '/api/writers').map((r) => r.query.get('search'))).toEqual([
      'طه',
    ]);
  });

  it('names no writer when none matches', async () => {
    api = await openCataloguePage('en', '/search?writer_name=Nizar', pages, 'Advanced search');
    await waitFor(() => expect(api?.requests.some((r) => r.path === '/api/writers')).toBe(true));
    expect(screen.queryByRole('navigation', { name: 'Writers of this name' })).toBeNull();
  });
});
