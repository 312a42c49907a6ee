import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '#web/test/api-server.ts';
import { renderApp } from '#web/test/render.tsx';

// The pages as the app's router loads them.
const { default: LibraryPage } = await import('#web/features/books/LibraryPage.tsx');
const { default: HomePage } = await import('#web/features/home/HomePage.tsx');

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const html = document.documentElement;

describe('language', () => {
  it('starts in Arabic, right to left', async () => {
    renderApp('/', { '/': HomePage });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الكتاب العربي، ورقياً ورقمياً' }),
    ).toBeInTheDocument();
    expect(html).toHaveAttribute('lang', 'ar');
    expect(html).toHaveAttribute('dir', 'rtl');
  });

  it('switches to English at once, remembers it and sends it as Accept-Language', async () => {
    const user = userEvent.setup();
    renderApp('/books', { '/books': LibraryPage });
    await screen.findByRole('heading', { level: 1, name: 'المكتبة' });
    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(html).toHaveAttribute('lang', 'en');
    expect(html).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem('language')).toBe('"en"');
    expect(screen.getByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '#/contact-us');
    // The footer link types follow the language too.
    expect(await screen.findByRole('link', { name: 'Friendly sites' })).toHaveAttribute(
      'href',
      '#/links?id=3',
    );

    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/api/seos' && r.headers['accept-language'] === 'en')).toBe(
        true,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'العربية' }));
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('language')).toBe('"ar"');
  });

  it('opens in the remembered language', async () => {
    localStorage.setItem('language', '"en"');
    window.dispatchEvent(new StorageEvent('storage', { key: 'language' }));
    renderApp('/', { '/': HomePage });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Arabic book, in print and digital' }),
    ).toBeInTheDocument();
    expect(html).toHaveAttribute('dir', 'ltr');
  });
});
