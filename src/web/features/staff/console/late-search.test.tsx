import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createHashRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './filters.tsx';
import { useListParams } from './list.tsx';

/*
 * The search box writes the URL a moment after the last key. A member who types and goes to another
 * screen at once stays there: the list, still shown while the next screen's code loads, does not bring
 * them back to itself when its moment comes.
 */

function Writers() {
  const list = useListParams({ sort: 'name', dir: 'asc' });
  return (
    <>
      <SearchBox value={list.search} onSearch={(search) => list.set({ search })} label="Search" />
      <Link to="/staff/books">Books</Link>
    </>
  );
}

/** A screen whose code is still on its way. */
const Books = lazy(() => new Promise<never>(() => {}));

/** The console's shape: the screens under one Suspense, the frame keeping the shown screen meanwhile. */
function renderConsole() {
  window.location.hash = '#/staff/writers';
  const router = createHashRouter([
    {
      path: '/staff',
      element: (
        <Suspense fallback={<p>loading</p>}>
          <Outlet />
        </Suspense>
      ),
      children: [
        { path: 'writers', Component: Writers },
        { path: 'books', Component: Books },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a search typed just before leaving the list', () => {
  it('leaves the member on the screen they went to', async () => {
    vi.useFakeTimers();
    renderConsole();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'سلمى' } });
    fireEvent.click(screen.getByRole('link', { name: 'Books' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(window.location.hash).toBe('#/staff/books');
  });

  it('still writes the search into the URL when the member stays', async () => {
    vi.useFakeTimers();
    renderConsole();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'سلمى' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(decodeURIComponent(window.location.hash)).toBe('#/staff/writers?search=سلمى');
  });
});
