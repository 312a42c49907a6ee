import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { renderPage } from '#web/test/render.tsx';
import LinksPage from './LinksPage.tsx';
import { linkOf } from './test-data.ts';

const pages = { '/links': LinksPage };

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** GET /links answers two links of type 3 (frameAnswers' only link type, 'مواقع صديقة'). */
async function openLinks(path = '/links?id=3') {
  api = await startApiServer((request) =>
    request.path === '/api/links' && request.query.get('link_type_id') === '3'
      ? { body: { data: [linkOf(1), linkOf(2, { link: 'www.readers.example.org' })] } }
      : undefined,
  );
  renderPage(path, pages);
}

describe('links page', () => {
  it('is titled with the product name followed by the link type title', async () => {
    await openLinks();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'دار الكتاب العربي - مواقع صديقة' }),
    ).toBeInTheDocument();
    expect(api?.requests.find((r) => r.path === '/api/links')?.query.get('link_type_id')).toBe('3');
  });

  it('shows a card per link with its image, name and link', async () => {
    await openLinks();
    const first = await screen.findByRole('link', { name: /رابط 1/ });
    expect(first).toHaveAttribute('href', 'https://site1.example.org/path');
    expect(first).toHaveAttribute('target', '_blank');
    expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(first).getByText('site1.example.org')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/links/1.png');
    // A link saved without a scheme still opens as a web address.
    expect(screen.getByRole('link', { name: /رابط 2/ })).toHaveAttribute(
      'href',
      'https://www.readers.example.org',
    );
  });

  it('uses the English titles and names in English', async () => {
    languageStore.set('en');
    await openLinks();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Arab Book House - Friendly sites' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Link 1/ })).toBeInTheDocument();
  });

  it('asks to choose a link type when the id is missing, without calling GET /links', async () => {
    await openLinks('/links');
    expect(await screen.findByText('اختر مجموعة من الروابط أعلاه.')).toBeInTheDocument();
    expect(api?.requests.some((r) => r.path === '/api/links')).toBe(false);
  });
});
