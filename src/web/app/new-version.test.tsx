import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/api/query-client.ts';
import { setLanguage } from '#web/state/language.ts';
import { isChunkLoadError, pageCodeLoaded, reloadOnceForNewVersion } from '#web/state/new-version.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const missingChunk = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://shop.example/assets/PrivacyPage-1a2b.js',
  );

function renderFailingPage() {
  window.location.hash = '#/';
  const router = createAppRouter([
    {
      path: '/',
      name: 'home',
      page: async () => {
        throw missingChunk();
      },
    },
  ]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('page code of an older deploy', () => {
  it('is told apart from other errors', () => {
    expect(isChunkLoadError(missingChunk())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads the page once, not again until another page has loaded', () => {
    window.location.hash = '#/privacy-policy';
    const reload = vi.fn();
    expect(reloadOnceForNewVersion(reload)).toBe(true);
    expect(reloadOnceForNewVersion(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // The frame of the page reloaded for loads, its screen still cannot: no second reload.
    pageCodeLoaded();
    expect(reloadOnceForNewVersion(reload)).toBe(false);
    window.location.hash = '#/books';
    pageCodeLoaded();
    expect(reloadOnceForNewVersion(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('says so in Arabic once the page was reloaded, without the browser’s English error', async () => {
    sessionStorage.setItem('reloaded-for-new-version', '1');
    renderFailingPage();
    expect(await screen.findByRole('heading', { name: 'حدث خطأ غير متوقع في التطبيق!' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'صدرت نسخة جديدة من الموقع ولم يكتمل تحميل هذه الصفحة: أعد تحميل الصفحة للمتابعة.',
    );
    expect(alert.textContent).not.toMatch(/Failed to fetch|PrivacyPage|http/);
  });

  it('says so in English too', async () => {
    setLanguage('en');
    sessionStorage.setItem('reloaded-for-new-version', '1');
    renderFailingPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'A new version of the site is out and this page could not load: reload the page to continue.',
    );
    expect(alert.textContent).not.toMatch(/Failed to fetch|PrivacyPage/);
  });
});
