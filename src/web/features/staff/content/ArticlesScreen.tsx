import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaffArticle } from '#shared/contract/staff-content.ts';
import { Img, mediaUrl } from '#web/components/Img.tsx';
import { buttonPrimary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useCanEdit } from '../catalogue/index.ts';
import { FilterField } from '../console/filters.tsx';
import { controlClass } from '../console/form.tsx';
import type { Column } from '../console/list.tsx';
import { ListScreen, useListQuery } from '../console/resource/index.ts';
import { type ArticleKind, type ArticlesQuery, articles } from './api.ts';

/* The list of news items or of Kashkoul articles: newest first, searched by title, filtered by issue. */

const PER_PAGE = 20;

/** The issue number filter: the URL follows it once typed (Enter or leaving the field). */
function IssueFilter({ value, onChange }: { value: string; onChange: (issue: string) => void }) {
  const { t } = useTranslation('staff-content');
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const apply = () => {
    const issue = text.trim();
    if (issue !== value && (issue === '' || /^\d{1,7}$/.test(issue))) onChange(issue);
  };
  return (
    <FilterField label={t('article.issueNumber')}>
      {(id) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          dir="ltr"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply();
          }}
          className={`${controlClass(false)} w-32`}
        />
      )}
    </FilterField>
  );
}

/** The article's PDF, opened in a tab of its own. */
export function PdfLink({ pdf }: { pdf: string }) {
  const { t } = useTranslation('staff-content');
  return (
    <a href={mediaUrl(pdf)} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
      {t('article.openPdf')}
    </a>
  );
}

/** A date of the API (YYYY-MM-DD) as the member reads dates. */
export function formatDay(day: string, lang: string) {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** The list's columns: the image, the title (a link to the item), the date, the issue and the PDF. */
function useArticleColumns(kind: ArticleKind): Column<StaffArticle>[] {
  const { t } = useTranslation('staff-content');
  const { language } = useLanguage();
  const title = (item: StaffArticle) =>
    language === 'en' && item.title_en.trim() ? item.title_en : item.title_ar;

  return [
    {
      key: 'image',
      label: t('article.image'),
      render: (item) =>
        item.image ? (
          <Img
            fileName={item.image}
            alt=""
            className="h-12 w-16 rounded object-cover ring-1 ring-brand-100"
          />
        ) : (
          <span className="text-brand-400">—</span>
        ),
    },
    {
      key: 'title',
      label: t('article.title'),
      sort: 'title',
      render: (item) => (
        <Link to={`/staff/${kind}/${item.id}`} className="font-bold text-brand-800 hover:text-gold-700">
          {title(item)}
        </Link>
      ),
    },
    {
      key: 'date',
      label: t('article.date'),
      sort: 'date',
      render: (item) => <span className="whitespace-nowrap">{formatDay(item.article_date, language)}</span>,
    },
    {
      key: 'issue',
      label: t('article.issueNumber'),
      sort: 'issue',
      render: (item) => (item.issue_number === null ? '—' : <bdi>{item.issue_number}</bdi>),
    },
    {
      key: 'pdf',
      label: t('article.pdf'),
      render: (item) => (item.pdf ? <PdfLink pdf={item.pdf} /> : <span className="text-brand-400">—</span>),
    },
  ];
}

/** The list of news items or Kashkoul articles, newest first, filtered by issue. */
export function ArticlesScreen({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation('staff-content');
  const canEdit = useCanEdit();
  const { list, query } = useListQuery<ArticlesQuery>(
    { sort: 'date', dir: 'desc' },
    { filters: ['issue_number'], fixed: { per_page: PER_PAGE } },
  );
  const items = articles[kind].useList(query);
  const columns = useArticleColumns(kind);

  return (
    <ListScreen
      title={t(`${kind}.title`)}
      lead={t(`${kind}.lead`)}
      actions={
        canEdit && (
          <Link to={`/staff/${kind}/new`} className={buttonPrimary}>
            {t(`${kind}.new`)}
          </Link>
        )
      }
      list={list}
      query={items}
      columns={columns}
      rowKey={(item) => item.id}
      empty={t(`${kind}.empty`)}
      filters={
        <IssueFilter
          value={list.filter('issue_number')}
          onChange={(issue_number) => list.set({ issue_number })}
        />
      }
    />
  );
}
