import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Book } from '#shared/contract/catalog.ts';
import { textIn } from '#shared/lang.ts';
import { useLanguage } from '#web/state/language.ts';
import { detailsLayout } from './layout.ts';
import { categoryLink } from './links.ts';

/** Library › category › this book: where the book sits in the catalogue. */
export function Breadcrumb({ book, title }: { book: Book; title: string }) {
  const { t } = useTranslation('details');
  const { language } = useLanguage();
  const category = book.book_category;
  const trail = [
    { label: t('library'), to: '/books' },
    ...(category
      ? [{ label: textIn(language, category.title_ar, category.title_en), to: categoryLink(category.id) }]
      : []),
  ];
  return (
    <nav aria-label={t('breadcrumb')} className={detailsLayout.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((step) => (
          <Fragment key={step.to}>
            <li>
              <Link to={step.to} className="font-semibold transition hover:text-gold-700">
                {step.label}
              </Link>
            </li>
            <li aria-hidden="true" className="text-brand-300">
              /
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="min-w-0 truncate text-brand-800">
          {title}
        </li>
      </ol>
    </nav>
  );
}
