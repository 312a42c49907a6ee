import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Article } from '#shared/contract/content.ts';
import type { Paginated } from '#shared/pagination.ts';
import { type PageSetter, Pagination, useWithinLastPage } from '#web/components/Pagination.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { ArticleCard, ArticleGrid } from './ArticleCard.tsx';
import { EmptyNotice, LoadError } from './Notices.tsx';

type ArticleListProps = {
  query: UseQueryResult<Paginated<Article>>;
  page: number;
  onPage: PageSetter;
  empty: string;
  /** The page of one item, when items have one. */
  itemLink?: (article: Article) => string;
};

/** One page of news items or articles with the pagination under it; spinner, error and empty states. */
export function ArticleList({ query, page, onPage, empty, itemLink }: ArticleListProps) {
  const { t } = useTranslation('content');
  useWithinLastPage(page, query.isPlaceholderData ? undefined : query.data?.meta?.last_page, onPage);
  if (query.isPending) return <Spinner size="lg" />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const { data: items, meta } = query.data;
  if (items.length === 0) {
    return <EmptyNotice text={empty} backTo={page > 1 ? '?page=1' : undefined} backLabel={t('firstPage')} />;
  }
  return (
    <div
      aria-busy={query.isPlaceholderData}
      className={query.isPlaceholderData ? 'opacity-60 transition' : ''}
    >
      <ArticleGrid>
        {items.map((article) => (
          <ArticleCard key={article.id} article={article} to={itemLink?.(article)} />
        ))}
      </ArticleGrid>
      <Pagination page={page} lastPage={meta?.last_page ?? 1} onChange={onPage} className="mt-10" />
    </div>
  );
}
