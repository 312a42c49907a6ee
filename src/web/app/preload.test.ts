import { afterEach, describe, expect, it, vi } from 'vitest';
import { DETAILS_COVER_SIZES, WRITER_PHOTO_SIZES } from '#web/components/picture.ts';
import { preloadPage } from './preload.ts';

const cover = { files: { image: [{ file_name: 'covers/a.png' }], columns: { image: [] } } };

/** Stands in for the network: every GET answers `body`; the addresses asked for are kept. */
function stubFetch(body: unknown) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('the first script’s requests', () => {
  it('ask for the library’s first page and categories, and the first cover at the card’s width', async () => {
    const asked = stubFetch({ data: [cover] });
    preloadPage('#/books');
    expect(asked).toEqual(['/api/books?page=1', '/api/book-categories']);
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull(), {
      timeout: 60_000,
    });
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    expect(link?.getAttribute('imagesrcset')).toContain('/media-resized/480/covers/a.png 480w');
  });

  it('ask for a book, the payment types and the book’s cover at the book page’s width', async () => {
    const asked = stubFetch({ data: cover });
    preloadPage('#/book-details/73');
    expect(asked).toEqual(['/api/books/73', '/api/payment-types']);
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull(), {
      timeout: 60_000,
    });
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('imagesizes')).toBe(
      DETAILS_COVER_SIZES,
    );
  });

  it('ask for a writer, the first page of their books and the writer’s photo at the page’s width', async () => {
    const asked = stubFetch({ data: { photo: 'writers/mahfouz.jpg' } });
    preloadPage('#/writers/12');
    expect(asked).toEqual(['/api/writers/12', '/api/books?writer_id=12&page=1']);
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull(), {
      timeout: 60_000,
    });
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(link?.getAttribute('imagesizes')).toBe(WRITER_PHOTO_SIZES);
    expect(link?.getAttribute('imagesrcset')).toContain('/media-resized/480/writers/mahfouz.jpg 480w');
  });

  it('start nothing for other pages, a library with filters or a book without an id', () => {
    const asked = stubFetch({ data: [] });
    for (const hash of [
      '',
      '#/',
      '#/books?page=2',
      '#/book-details/',
      '#/book-details/abc',
      '#/cart-box',
      '#/writers/x',
    ]) {
      preloadPage(hash);
    }
    expect(asked).toEqual([]);
  });
});
