import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paginationMeta } from '#shared/pagination.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import './i18n.ts';
import { type Column, useListParams } from './list.tsx';
import { type ListQuery, QueryTable } from './QueryTable.tsx';

type Row = { id: number; title: string };
const columns: Column<Row>[] = [{ key: 'title', label: 'العنوان', render: (row) => row.title }];
const page = (rows: Row[]) => ({
  data: rows,
  meta: paginationMeta({ page: 1, perPage: 20, total: rows.length, path: '/staff/books' }),
});

function Probe({ query, search }: { query: ListQuery<Row>; search?: boolean }) {
  const list = useListParams({ sort: 'title', dir: 'asc' });
  return (
    <QueryTable
      list={list}
      query={query}
      caption="كتب"
      columns={columns}
      rowKey={(row) => row.id}
      search={search}
    />
  );
}

const answered = (rows: Row[]): ListQuery<Row> => ({
  data: page(rows),
  isFetching: false,
  isError: false,
  refetch: vi.fn(),
});

describe('a console list drawn from its query', () => {
  it('shows the search box, the rows and their total', () => {
    renderWithProviders(
      <Probe
        query={answered([
          { id: 1, title: 'الأيام' },
          { id: 2, title: 'موسم الهجرة إلى الشمال' },
        ])}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'بحث' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'كتب' })).toHaveTextContent('موسم الهجرة إلى الشمال');
    expect(screen.getByText('نتيجتان')).toBeInTheDocument();
  });

  it('has no search box when the list is not searched', () => {
    renderWithProviders(<Probe query={answered([])} search={false} />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByText('لا نتائج.')).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and asks again on request', async () => {
    const refetch = vi.fn();
    renderWithProviders(<Probe query={{ data: undefined, isFetching: false, isError: true, refetch }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('تعذّر تحميل البيانات.');
    await userEvent.click(screen.getByRole('button', { name: 'أعد المحاولة' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
