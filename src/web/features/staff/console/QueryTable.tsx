import type { ReactNode } from 'react';
import type { PaginationMeta } from '#shared/pagination.ts';
import { ListToolbar } from './filters.tsx';
import { type Column, DataTable, ListFooter, type ListParams } from './list.tsx';

/** What a list's query hook gives: a page of rows and its pagination, and how the asking went. */
export type ListQuery<T> = {
  data: { data: T[]; meta: PaginationMeta } | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
};

export type QueryTableProps<T> = {
  /** The list's state in the URL. */
  list: ListParams;
  /** The page of rows the list's state asked for. */
  query: ListQuery<T>;
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  /** Whether the list is searched: a search box above it. */
  search?: boolean;
  /** The filters above the list, beside the search box. */
  filters?: ReactNode;
  /** Below 640 px, each row a card (see table-layout.ts). */
  stacked?: boolean;
};

/**
 * A console list as a whole: the search box and the filters, the table of the page asked for (loading,
 * failed with a way to try again, or empty) and the total with the page links under it.
 */
export function QueryTable<T>({
  list,
  query,
  caption,
  columns,
  rowKey,
  empty,
  search = true,
  filters,
  stacked,
}: QueryTableProps<T>) {
  return (
    <>
      {(search || filters) && (
        <ListToolbar list={list} search={search}>
          {filters}
        </ListToolbar>
      )}
      <DataTable
        caption={caption}
        columns={columns}
        rows={query.data?.data}
        rowKey={rowKey}
        list={list}
        loading={query.isFetching}
        error={query.isError}
        onRetry={() => void query.refetch()}
        empty={empty}
        stacked={stacked}
      />
      <ListFooter meta={query.data?.meta} list={list} />
    </>
  );
}
