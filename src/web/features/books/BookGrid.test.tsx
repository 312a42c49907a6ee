import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookFixture } from '#web/test/books.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { BookGrid } from './BookGrid.tsx';

/* The library and search grids: a page of cards, its room held while it loads. */

const books = Array.from({ length: 12 }, (_, index) => bookFixture({ id: index + 1 }));

describe('book grid', () => {
  it('holds a page’s room with 12 skeleton cards while the first page loads, then the books', () => {
    const view = renderWithProviders(<BookGrid books={undefined} loading />);
    const list = within(view.container).getByRole('list');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).getAllByTestId('book-card-skeleton')).toHaveLength(12);
    expect(within(list).queryAllByTestId('book-card')).toHaveLength(0);

    view.unmount();
    const loaded = within(renderWithProviders(<BookGrid books={books} loading={false} />).container);
    expect(loaded.queryAllByTestId('book-card-skeleton')).toHaveLength(0);
    expect(loaded.getAllByTestId('book-card')).toHaveLength(12);
    expect(loaded.getByRole('list')).toHaveAttribute('aria-busy', 'false');
  });

  it('fetches the first cover at once and leaves the others to load as they come near', () => {
    const view = renderWithProviders(<BookGrid books={books} loading={false} />);
    const covers = [...view.container.querySelectorAll('img')];
    expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
    expect(covers[0]).toHaveAttribute('loading', 'eager');
    for (const cover of covers.slice(1)) {
      expect(cover).toHaveAttribute('loading', 'lazy');
      expect(cover).not.toHaveAttribute('fetchpriority');
    }
  });

  it('shows four cards a row beside the library’s sidebar from 1280 px, three from 768 px, two on phones', () => {
    const view = renderWithProviders(<BookGrid books={books} loading={false} wide={false} />);
    expect(within(view.container).getByRole('list').className.split(' ')).toEqual(
      expect.arrayContaining(['grid-cols-2', 'md:grid-cols-3', 'xl:grid-cols-4']),
    );
  });
});
