import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Article } from '#shared/contract/content.ts';
import type { Lang } from '#shared/lang.ts';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { renderPage } from '#web/test/render.tsx';
import KashkoulPage from './KashkoulPage.tsx';
import { articleOf, pageOf } from './test-data.ts';

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const texts = {
  ar: {
    heading: 'الكشكول',
    pageTitle: 'الكشكول — Warraq',
    article: (id: number) => `خبر ${id}`,
    details: 'تفاصيل الخبر 1',
    date: '24 سبتمبر 2025',
    issue: 'العدد 101',
    readPdf: 'قراءة ملف PDF',
    previous: 'السابق',
    next: 'التالي',
    pages: 'الصفحات',
    empty: 'لم تُنشر أي مقالات بعد.',
  },
  en: {
    heading: 'Alkashkoul',
    pageTitle: 'Alkashkoul — Warraq',
    article: (id: number) => `News ${id}`,
    details: 'Details of news 1',
    date: 'September 24, 2025',
    issue: 'Issue 101',
    readPdf: 'Read PDF',
    previous: 'Previous',
    next: 'Next',
    pages: 'Pages',
    empty: 'No articles have been published yet.',
  },
} satisfies Record<Lang, unknown>;

/** Two pages of Kashkoul articles: page 1 holds articles 1 and 2, page 2 holds article 3. */
async function openKashkoul(lang: Lang, path = '/alkashkoul', pages?: (page: number) => Article[]) {
  languageStore.set(lang);
  const articlesOf =
    pages ?? ((page: number) => (page === 2 ? [articleOf(3)] : [articleOf(1), articleOf(2)]));
  api = await startApiServer((request) => {
    if (request.path !== '/api/new-articles') return undefined;
    const page = Number(request.query.get('page'));
    const articles = articlesOf(page);
    return { body: pageOf(articles, page, articles.length === 0 ? 1 : 2, '/api/new-articles?pagination=1') };
  });
  renderPage(path, { '/alkashkoul': KashkoulPage });
}

const pageRequests = () =>
  api?.requests.filter((r) => r.path === '/api/new-articles').map((r) => r.query.toString());

describe.each(['ar', 'en'] as const)('Kashkoul in %s', (lang) => {
  const t = texts[lang];

  it('pages through the articles: previous disabled on page 1, next disabled on the last', async () => {
    const user = userEvent.setup();
    await openKashkoul(lang);
    expect(await screen.findByRole('heading', { name: t.article(1) })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t.article(2) })).toBeInTheDocument();
    expect(pageRequests()).toEqual(['page=1&pagination=1']);

    const pages = screen.getByRole('navigation', { name: t.pages });
    const previous = within(pages).getByRole('button', { name: t.previous });
    const next = within(pages).getByRole('button', { name: t.next });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(await screen.findByRole('heading', { name: t.article(3) })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: t.article(1) })).not.toBeInTheDocument(),
    );
    expect(window.location.hash).toBe('#/alkashkoul?page=2');
    expect(pageRequests()).toEqual(['page=1&pagination=1', 'page=2&pagination=1']);
    expect(screen.getByRole('button', { name: t.next })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.previous })).toBeEnabled();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens at the page named in the URL', async () => {
    await openKashkoul(lang, '/alkashkoul?page=2');
    expect(await screen.findByRole('heading', { name: t.article(3) })).toBeInTheDocument();
    expect(pageRequests()).toEqual(['page=2&pagination=1']);
  });

  it('shows each article with its picture, issue, date, description and PDF link, under the page title', async () => {
    await openKashkoul(lang);
    expect(await screen.findByRole('heading', { level: 1, name: t.heading })).toBeInTheDocument();
    const [first] = await screen.findAllByRole('article');
    expect(within(first).getByRole('heading', { level: 2, name: t.article(1) })).toBeInTheDocument();
    expect(within(first).getByAltText(t.article(1))).toHaveAttribute('src', '/media/akhbars/1.png');
    expect(within(first).getByText(t.issue)).toBeInTheDocument();
    expect(within(first).getByText(t.date)).toHaveAttribute('datetime', '2025-09-24');
    expect(within(first).getByText(t.details)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: t.readPdf })).toHaveAttribute(
      'href',
      '/media/akhbars/1.pdf',
    );
    await waitFor(() => expect(document.title).toBe(t.pageTitle));
  });

  it('says when no article has been published', async () => {
    await openKashkoul(lang, '/alkashkoul', () => []);
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: t.pages })).not.toBeInTheDocument();
  });
});

describe('Kashkoul in English', () => {
  it('falls back to the Arabic title and text of an article written only in Arabic', async () => {
    await openKashkoul('en', '/alkashkoul', () => [articleOf(5, { title_en: '', description_en: '' })]);
    const [only] = await screen.findAllByRole('article');
    expect(within(only).getByRole('heading', { name: 'خبر 5' })).toBeInTheDocument();
    expect(within(only).getByText('تفاصيل الخبر 5')).toBeInTheDocument();
    expect(within(only).getByText('Issue 105')).toBeInTheDocument();
    expect(within(only).getByRole('link', { name: 'Read PDF' })).toBeInTheDocument();
  });
});
