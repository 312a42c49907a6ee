import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '#web/test/api-server.ts';
import { renderApp } from '#web/test/render.tsx';
import { collectResources } from './index.ts';

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const html = document.documentElement;

describe('language', () => {
  it('starts in Arabic, right to left', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الكتاب العربي، ورقياً ورقمياً' }),
    ).toBeInTheDocument();
    expect(html).toHaveAttribute('lang', 'ar');
    expect(html).toHaveAttribute('dir', 'rtl');
  });

  it('switches to English at once, remembers it and sends it as Accept-Language', async () => {
    const user = userEvent.setup();
    renderApp('/books');
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
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Arabic book, in print and digital' }),
    ).toBeInTheDocument();
    expect(html).toHaveAttribute('dir', 'ltr');
  });

  it('has every text in both languages', () => {
    const resources = collectResources(
      import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' }),
    );
    // Plural forms differ by language (Arabic has six, English two): compare the keys without them.
    const plural = /_(zero|one|two|few|many|other)\.$/;
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
        : [prefix.replace(plural, '.')];
    const unique = (list: string[]) => [...new Set(list)].sort();
    expect(Object.keys(resources.ar).sort()).toEqual(Object.keys(resources.en).sort());
    for (const namespace of Object.keys(resources.ar)) {
      expect(unique(keys(resources.en[namespace])), namespace).toEqual(unique(keys(resources.ar[namespace])));
    }
  });
});
