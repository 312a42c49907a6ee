import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { renderApp } from '#web/test/render.tsx';
import { articleOf, pageOf } from './test-data.ts';

// Pages load lazily and the machine is shared: give the first render more than the default second.
configure({ asyncUtilTimeout: 5_000 });

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
  renderApp('/al-akhbar');
  return screen.findAllByRole('article');
}

describe('news list', { timeout: 20_000 }, () => {
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

describe('news article page', { timeout: 20_000 }, () => {
  it('shows the item from GET /akhbars/{id} with its image, date and description', async () => {
    api = await startApiServer((request) =>
      request.path === '/api/akhbars/7'
        ? {
            body: {
              data: articleOf(7, { description_ar: '<p>نص <em>الخبر</em> كاملاً</p><script>1</script>' }),
            },
          }
        : undefined,
    );
    renderApp('/alakhbar-articles/7');
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

  it('says the item was not found for an unknown id', async () => {
    api = await startApiServer((request) =>
      request.path === '/api/akhbars/999'
        ? { status: 404, body: { message: 'الخبر المطلوب غير موجود', code: 'not_found' } }
        : undefined,
    );
    renderApp('/alakhbar-articles/999');
    expect(await screen.findByText('لم نعثر على هذا الخبر.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الأخبار' })).toHaveAttribute('href', '#/al-akhbar');
  });
});
