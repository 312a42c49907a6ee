import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '#shared/lang.ts';
import { languageStore } from '#web/state/language.ts';
import { type Reply, startApiServer } from '#web/test/api-server.ts';
import { renderPage } from '#web/test/render.tsx';
import NewsArticlePage from './NewsArticlePage.tsx';
import NewsPage from './NewsPage.tsx';
import { articleOf, pageOf } from './test-data.ts';

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const news = [
  articleOf(1, { article_date: '2025-09-24' }),
  articleOf(2, { article_date: '2025-08-10', pdf: null, issue_number: null }),
];

async function openNews() {
  api = await startApiServer((request) =>
    request.path === '/api/akhbars' ? { body: pageOf(news, 1, 1, '/api/akhbars?pagination=1') } : undefined,
  );
  renderPage('/al-akhbar', { '/al-akhbar': NewsPage });
  return screen.findAllByRole('article');
}

describe('news list', () => {
  it('shows each item with its image, description, date and PDF link', async () => {
    const [first] = await openNews();
    const request = api?.requests.find((r) => r.path === '/api/akhbars');
    expect(request?.query.get('pagination')).toBe('1');
    expect(request?.query.get('page')).toBe('1');

    expect(within(first).getByRole('heading', { name: 'خبر 1' })).toBeInTheDocument();
    expect(within(first).getByAltText('خبر 1')).toHaveAttribute('src', '/media/akhbars/1.png');
    expect(within(first).getByText('تفاصيل الخبر 1')).toBeInTheDocument();
    expect(within(first).getByText('24 سبتمبر 2025')).toHaveAttribute('datetime', '2025-09-24');
    expect(within(first).getByText('العدد 101')).toBeInTheDocument();
    const pdf = within(first).getByRole('link', { name: 'قراءة ملف PDF' });
    expect(pdf).toHaveAttribute('href', '/media/akhbars/1.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(within(first).getByRole('link', { name: 'اقرأ المزيد' })).toHaveAttribute(
      'href',
      '#/alakhbar-articles/1',
    );
  });

  it('writes dates and texts in English when the page is in English', async () => {
    languageStore.set('en');
    const [first] = await openNews();
    expect(within(first).getByRole('heading', { name: 'News 1' })).toBeInTheDocument();
    expect(within(first).getByText('September 24, 2025')).toBeInTheDocument();
    expect(within(first).getByText('Details of news 1')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Read PDF' })).toBeInTheDocument();
  });

  it('opens the PDF-unavailable popup for an item without a PDF; closing it returns to /', async () => {
    const user = userEvent.setup();
    const [, second] = await openNews();
    expect(within(second).queryByRole('link', { name: 'قراءة ملف PDF' })).not.toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'قراءة ملف PDF' }));

    const dialog = await screen.findByRole('dialog', { name: 'ملف PDF غير متوفر' });
    expect(dialog).toHaveAccessibleDescription('ملف PDF غير متوفر حالياً، يرجى المحاولة لاحقاً.');
    await user.click(within(dialog).getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** Two pages of news: page 1 holds items 1 and 2, page 2 holds item 3. */
async function openNewsPages(lang: Lang, path = '/al-akhbar') {
  languageStore.set(lang);
  api = await startApiServer((request) => {
    if (request.path !== '/api/akhbars') return undefined;
    const page = Number(request.query.get('page'));
    const items = page === 2 ? [articleOf(3)] : [articleOf(1), articleOf(2)];
    const answer = pageOf(items, page, 2, '/api/akhbars?pagination=1');
    // Past the last page the list is empty; its meta still counts the 11 items.
    return { body: page > 2 ? { ...answer, data: [] } : answer };
  });
  renderPage(path, { '/al-akhbar': NewsPage });
}

const newsRequests = () =>
  api?.requests.filter((r) => r.path === '/api/akhbars').map((r) => r.query.toString());

const paging = {
  ar: { item: (id: number) => `خبر ${id}`, pages: 'الصفحات', previous: 'السابق', next: 'التالي' },
  en: { item: (id: number) => `News ${id}`, pages: 'Pages', previous: 'Previous', next: 'Next' },
} satisfies Record<Lang, unknown>;

describe.each(['ar', 'en'] as const)('news list pages in %s', (lang) => {
  const t = paging[lang];

  it('asks page 1 first, then the next page; previous disabled on page 1, next on the last', async () => {
    const user = userEvent.setup();
    await openNewsPages(lang);
    expect(await screen.findByRole('heading', { name: t.item(1) })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t.item(2) })).toBeInTheDocument();
    expect(newsRequests()).toEqual(['page=1&pagination=1']);
    const pages = screen.getByRole('navigation', { name: t.pages });
    expect(within(pages).getByRole('button', { name: t.previous })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: t.next }));
    expect(await screen.findByRole('heading', { name: t.item(3) })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: t.item(1) })).not.toBeInTheDocument());
    expect(window.location.hash).toBe('#/al-akhbar?page=2');
    expect(newsRequests()).toEqual(['page=1&pagination=1', 'page=2&pagination=1']);
    expect(screen.getByRole('button', { name: t.next })).toBeDisabled();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: t.previous }));
    expect(await screen.findByRole('heading', { name: t.item(1) })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/al-akhbar?page=1');
    expect(screen.getByRole('button', { name: t.previous })).toBeDisabled();
  });

  it('opens the last page with its page links for a page number past the last page', async () => {
    await openNewsPages(lang, '/al-akhbar?page=7');
    expect(await screen.findByRole('heading', { name: t.item(3) })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/al-akhbar?page=2');
    expect(newsRequests()).toEqual(['page=7&pagination=1', 'page=2&pagination=1']);
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: t.next })).toBeDisabled();
  });

  it('opens at the page named in the URL', async () => {
    await openNewsPages(lang, '/al-akhbar?page=2');
    expect(await screen.findByRole('heading', { name: t.item(3) })).toBeInTheDocument();
    expect(newsRequests()).toEqual(['page=2&pagination=1']);
    expect(screen.getByRole('button', { name: t.next })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.previous })).toBeEnabled();
  });
});

/** Opens /alakhbar-articles/{id}, GET /akhbars/{id} answering `reply`. */
async function openArticle(id: number, reply: Reply) {
  api = await startApiServer((request) => (request.path === `/api/akhbars/${id}` ? reply : undefined));
  renderPage(`/alakhbar-articles/${id}`, { '/alakhbar-articles/:id?': NewsArticlePage });
}

describe('news article page', () => {
  it('shows the item from GET /akhbars/{id} with its image, date and description', async () => {
    await openArticle(7, {
      body: {
        data: articleOf(7, { description_ar: '<p>نص <em>الخبر</em> كاملاً</p><script>1</script>' }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'خبر 7' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'خبر 7' })).toHaveAttribute('src', '/media/akhbars/7.png');
    expect(screen.getByText('الخبر').closest('p')).toHaveTextContent('نص الخبر كاملاً');
    expect(document.querySelector('main script')).toBeNull();
    expect(screen.getByText('24 سبتمبر 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'قراءة ملف PDF' })).toHaveAttribute(
      'href',
      '/media/akhbars/7.pdf',
    );
  });

  it("shares the item's share address, /n/{id}, whose link preview crawlers and chat apps read", async () => {
    const user = userEvent.setup();
    await openArticle(7, { body: { data: articleOf(7) } });
    await user.click(await screen.findByRole('button', { name: 'شارك «خبر 7»' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/n/7`);
    expect(await screen.findByText('نُسخ رابط الخبر، يمكنك لصقه حيث تشاء.')).toBeInTheDocument();
  });

  it('says the item was not found for an unknown id', async () => {
    await openArticle(999, { status: 404, body: { message: 'الخبر المطلوب غير موجود', code: 'not_found' } });
    expect(await screen.findByText('لم نعثر على هذا الخبر.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الأخبار' })).toHaveAttribute('href', '#/al-akhbar');
  });
});

describe('news article page in English', () => {
  it('shows the item in English: title, picture, issue, date, text, PDF link and the way back', async () => {
    languageStore.set('en');
    await openArticle(7, {
      body: {
        data: articleOf(7, { description_en: '<p>The <em>whole</em> story</p><script>1</script>' }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'News 7' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'News 7' })).toHaveAttribute('src', '/media/akhbars/7.png');
    expect(screen.getByText('whole').closest('p')).toHaveTextContent('The whole story');
    expect(document.querySelector('main script')).toBeNull();
    expect(screen.getByText('September 24, 2025')).toHaveAttribute('datetime', '2025-09-24');
    expect(screen.getByText('Issue 107')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read PDF' })).toHaveAttribute('href', '/media/akhbars/7.pdf');
    const breadcrumb = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(breadcrumb).getByRole('link', { name: 'News' })).toHaveAttribute('href', '#/al-akhbar');
    expect(breadcrumb).toHaveTextContent('News/News 7');
    expect(screen.getByRole('link', { name: 'Back to the news' })).toHaveAttribute('href', '#/al-akhbar');
    await waitFor(() => expect(document.title).toBe('News 7 — Warraq'));
  });

  it('shows the Arabic title and text of an item written only in Arabic', async () => {
    languageStore.set('en');
    await openArticle(8, { body: { data: articleOf(8, { title_en: '', description_en: '' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'خبر 8' })).toBeInTheDocument();
    expect(screen.getByText('تفاصيل الخبر 8')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read PDF' })).toBeInTheDocument();
  });

  it('says the item was not found for an unknown id', async () => {
    languageStore.set('en');
    await openArticle(999, { status: 404, body: { message: 'News item not found', code: 'not_found' } });
    expect(await screen.findByText('This news item could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the news' })).toHaveAttribute('href', '#/al-akhbar');
  });
});
