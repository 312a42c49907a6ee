import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Img, mediaUrl } from './Img.tsx';
import { Pagination } from './Pagination.tsx';
import { Price } from './Price.tsx';
import { SafeHtml } from './SafeHtml.tsx';

describe('Img', () => {
  it('loads lazily from the media path', () => {
    render(<Img fileName="covers/book 1.png" alt="cover" />);
    const img = screen.getByRole('img', { name: 'cover' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', '/media/covers/book%201.png');
  });

  it('falls back to ./default1.png when the image fails to load, once', () => {
    render(<Img src="/media/missing.png" alt="cover" />);
    const img = screen.getByRole('img', { name: 'cover' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', './default1.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', './default1.png');
  });

  it('uses the default picture when there is no file', () => {
    expect(mediaUrl(undefined)).toBe('./default1.png');
    expect(mediaUrl('a.webp')).toBe('/media/a.webp');
  });
});

function PagedList({ last }: { last: number }) {
  const [page, setPage] = useState(1);
  return (
    <>
      <output>page {page}</output>
      <Pagination page={page} lastPage={last} onChange={setPage} />
    </>
  );
}

describe('Pagination', () => {
  it('disables previous on the first page and next on the last', async () => {
    const user = userEvent.setup();
    render(<PagedList last={3} />);
    const previous = screen.getByRole('button', { name: 'السابق' });
    const next = screen.getByRole('button', { name: 'التالي' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    await user.click(next);
    expect(screen.getByText('page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByText('page 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
  });

  it('is not shown for a single page', () => {
    render(<PagedList last={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('Price and SafeHtml', () => {
  it('shows prices in dollars', () => {
    render(<Price value={{ price: 12.5 }} />);
    expect(screen.getByText('$12.50')).toBeInTheDocument();
  });

  it('removes scripts and handlers from HTML', () => {
    const { container } = render(
      <SafeHtml html={'<p>نص <b>عريض</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('b')).toHaveTextContent('عريض');
  });
});
