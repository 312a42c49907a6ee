import { useTranslation } from 'react-i18next';
import { usePageParam } from '#web/components/Pagination.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { ArticleList } from './ArticleList.tsx';
import { useKashkoulArticles } from './api.ts';
import { PageHeading } from './PageHeading.tsx';

/** /alkashkoul: the magazine's articles, newest first, a page at a time (`page` in the URL). */
export default function KashkoulPage() {
  const { t } = useTranslation('content');
  const [page, setPage] = usePageParam();
  const articles = useKashkoulArticles(page);
  usePageTitle(t('kashkoul.title'));
  return (
    <section>
      <PageHeading eyebrow={t('kashkoul.eyebrow')} title={t('kashkoul.title')} lead={t('kashkoul.lead')} />
      <ArticleList query={articles} page={page} onPage={setPage} empty={t('kashkoul.empty')} />
    </section>
  );
}
