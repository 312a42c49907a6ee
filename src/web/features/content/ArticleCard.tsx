import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Article } from '#shared/contract/content.ts';
import { textIn } from '#shared/lang.ts';
import { formatDate } from '#web/components/dates.ts';
import { Img } from '#web/components/Img.tsx';
import { SafeHtml } from '#web/components/SafeHtml.tsx';
import { useLanguage } from '#web/state/language.ts';
import { PdfAction } from './PdfAction.tsx';

type ArticleCardProps = {
  article: Article;
  /** The item's own page, when it has one (news); the title and picture link there. */
  to?: string;
};

/** A news item or Kashkoul article in a list: picture, issue, date, title, description, PDF. */
export function ArticleCard({ article, to }: ArticleCardProps) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const title = textIn(language, article.title_ar, article.title_en);
  const description = textIn(language, article.description_ar, article.description_en);
  const image = article.files.columns.image[0]?.file_name ?? article.files.image[0]?.file_name;
  const pdf = article.files.columns.pdf.length > 0 ? article.files.columns.pdf : article.files.pdf;
  const picture = (
    <Img
      fileName={image}
      alt={title}
      width={800}
      height={500}
      className="size-full object-cover transition duration-500 group-hover:scale-105"
    />
  );
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="relative aspect-[8/5] overflow-hidden bg-brand-50">
        {to ? (
          <Link to={to} tabIndex={-1} aria-hidden="true">
            {picture}
          </Link>
        ) : (
          picture
        )}
        {article.issue_number !== null && (
          <span className="absolute start-3 top-3 rounded-full bg-brand-900/85 px-3 py-1 text-xs font-bold text-gold-200 shadow">
            {t('issue', { number: article.issue_number })}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <time dateTime={article.article_date} className="text-xs font-bold text-gold-700">
          {formatDate(article.article_date, language)}
        </time>
        <h2 className="text-lg font-bold leading-snug text-brand-900">
          {to ? (
            <Link to={to} className="transition hover:text-gold-700">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <SafeHtml html={description} className="line-clamp-3 text-sm leading-relaxed text-brand-700" />
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-3">
          <PdfAction files={pdf} label={t('pdf.read')} />
          {to && (
            <Link to={to} className="text-sm font-bold text-brand-700 transition hover:text-gold-700">
              {t('news.readMore')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/** The grid the cards sit in. */
export function ArticleGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
