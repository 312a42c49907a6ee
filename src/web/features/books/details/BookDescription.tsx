import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Book } from '#shared/contract/catalog.ts';
import { textIn } from '#shared/lang.ts';
import { useLanguage } from '#web/state/language.ts';
import { Section } from './Section.tsx';

// The HTML sanitiser (DOMPurify, in SafeHtml) comes only with a description that has markup: a plain
// text description is shown as the text it is, and the book's page does not wait for the sanitiser.
const SafeHtml = lazy(() =>
  import('#web/components/SafeHtml.tsx').then((module) => ({ default: module.SafeHtml })),
);
const hasMarkup = (text: string) => /[<&]/.test(text);
const prose = 'prose-shop text-brand-900';

/** The description written by staff, in the page's language; HTML only through DOMPurify (SafeHtml). */
export function BookDescription({ book }: { book: Book }) {
  const { t } = useTranslation('details');
  const { language } = useLanguage();
  const html = textIn(language, book.description_ar, book.description_en);
  return (
    <Section title={t('about')}>
      {html.trim() ? (
        // dir="auto": an Arabic description shown on the English page (no English written) still reads right to left.
        <div dir="auto" data-testid="book-description">
          {hasMarkup(html) ? (
            <Suspense fallback={<div className={prose} />}>
              <SafeHtml html={html} className={prose} />
            </Suspense>
          ) : (
            <div className={prose}>{html}</div>
          )}
        </div>
      ) : (
        <p className="text-brand-600">{t('noDescription')}</p>
      )}
    </Section>
  );
}
