import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageSetter, Pagination, useWithinLastPage } from '#web/components/Pagination.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { Notice } from '#web/components/ui.tsx';

type PagedCardsProps<T extends { id: number }> = {
  /** One page of the list, as the API answers it. */
  query: UseQueryResult<{ data: T[]; meta: { last_page: number } }>;
  page: number;
  onPage: PageSetter;
  /** What an empty list says; it offers the library. */
  empty: string;
  card: (item: T) => ReactNode;
};

/** A page of the client's cards (orders, books) in two columns, the page links under it; or why there are none. */
export function PagedCards<T extends { id: number }>({
  query,
  page,
  onPage,
  empty,
  card,
}: PagedCardsProps<T>) {
  const { t } = useTranslation('orders');
  useWithinLastPage(page, query.isPlaceholderData ? undefined : query.data?.meta.last_page, onPage);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <Notice
        tone="alert"
        text={t('loadError')}
        action={{ label: t('retry'), onClick: () => query.refetch() }}
      />
    );
  }
  if (query.data.data.length === 0) {
    return <Notice text={empty} action={{ label: t('cart.browse'), to: '/books' }} />;
  }
  return (
    <>
      <div className={`grid gap-5 md:grid-cols-2 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
        {query.data.data.map((item) => (
          <Fragment key={item.id}>{card(item)}</Fragment>
        ))}
      </div>
      <Pagination page={page} lastPage={query.data.meta.last_page} onChange={onPage} className="mt-8" />
    </>
  );
}
