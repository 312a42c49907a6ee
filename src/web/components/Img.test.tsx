import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookFixture } from '#web/test/books.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { BookCard } from './BookCard.tsx';
import { Img, webpSrcSet } from './Img.tsx';

/* Covers served with `srcset`: the browser picks the resized WebP copy its layout needs. */

const variants = [
  { file_name: 'covers/abc-320.webp', width: 320, type: 'image/webp' },
  { file_name: 'covers/abc.jpg', width: 640, type: 'image/jpeg' },
  { file_name: 'covers/abc-160.webp', width: 160, type: 'image/webp' },
  { file_name: 'covers/abc-640.webp', width: 640, type: 'image/webp' },
];
const srcSet =
  '/media/covers/abc-160.webp 160w, /media/covers/abc-320.webp 320w, /media/covers/abc-640.webp 640w';

describe('Img with resized copies', () => {
  it('offers the WebP copies, narrowest first, with their sizes, and keeps the JPEG as the image itself', () => {
    const { container } = render(
      <Img fileName="covers/abc.jpg" variants={variants} sizes="50vw" alt="cover" />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', srcSet);
    expect(source).toHaveAttribute('sizes', '50vw');
    expect(screen.getByRole('img', { name: 'cover' })).toHaveAttribute('src', '/media/covers/abc.jpg');
  });

  it('is a plain image when there are no copies, as for a cover never resized', () => {
    const { container } = render(<Img fileName="covers/1.png" variants={[]} alt="cover" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(webpSrcSet(undefined)).toBe('');
    expect(screen.getByRole('img', { name: 'cover' })).toHaveAttribute('src', '/media/covers/1.png');
  });

  it('drops the copies with the image when it fails to load, showing the default picture', () => {
    const { container } = render(<Img fileName="covers/abc.jpg" variants={variants} alt="cover" />);
    fireEvent.error(screen.getByRole('img', { name: 'cover' }));
    expect(container.querySelector('source')).toBeNull();
    expect(screen.getByRole('img', { name: 'cover' })).toHaveAttribute('src', './default1.png');
  });
});

describe('book card cover', () => {
  it('uses the copies the catalogue names, sized for the card grid', () => {
    const book = bookFixture({
      id: 3,
      files: {
        image: [{ file_name: 'covers/abc.jpg' }],
        columns: { image: [{ file_name: 'covers/abc.jpg' }] },
        image_variants: variants.map((v) => ({ ...v, type: v.type as 'image/webp' | 'image/jpeg' })),
      },
    });
    const view = renderWithProviders(<BookCard book={book} />);
    const source = within(view.container).getByTestId('book-card').querySelector('source');
    expect(source).toHaveAttribute('srcset', srcSet);
    expect(source?.getAttribute('sizes')).toMatch(/, 58vw$/);
  });

  it('offers the server’s resized WebP copies of a cover stored without copies', () => {
    const book = bookFixture({
      id: 4,
      files: { image: [{ file_name: 'covers/4.png' }], columns: { image: [{ file_name: 'covers/4.png' }] } },
    });
    const view = renderWithProviders(<BookCard book={book} />);
    const card = within(view.container).getByTestId('book-card');
    expect(card.querySelector('source')).toHaveAttribute(
      'srcset',
      '/media-resized/160/covers/4.png 160w, /media-resized/320/covers/4.png 320w, /media-resized/480/covers/4.png 480w, /media-resized/640/covers/4.png 640w',
    );
    const img = card.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/covers/4.png');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '480');
  });

  it('loads a card’s cover lazily, and the first cover of a page at once and first', () => {
    const book = bookFixture({ id: 5 });
    const later = renderWithProviders(<BookCard book={book} />).container.querySelector('img');
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
    const first = renderWithProviders(<BookCard book={book} priority />).container.querySelector('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });
});
