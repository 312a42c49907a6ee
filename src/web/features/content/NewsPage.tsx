import { useTranslation } from 'react-i18next';
import { usePageParam } from '#web/components/Pagination.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { ArticleList } from './ArticleList.tsx';
import { useNews } from './api.ts';
import { PageHeading } from './PageHeading.tsx';

/** /al-akhbar: news items with picture, description, date and PDF, a page at a time. */
export default function NewsPage() {
  const { t } = useTranslation('content');
  const [page, setPage] = usePageParam();
  const news = useNews(page);
  usePageTitle(t('news.title'));
  return (
    <section>
      <PageHeading eyebrow={t('news.eyebrow')} title={t('news.title')} lead={t('news.lead')} />
      <ArticleList
        query={news}
        page={page}
        onPage={setPage}
        empty={t('news.empty')}
        itemLink={(item) => `/alakhbar-articles/${item.id}`}
      />
    </section>
  );
}
