import { useTranslation } from 'react-i18next';
import type { Book } from '#shared/contract/catalog.ts';
import { textIn } from '#shared/lang.ts';
import { SafeHtml } from '#web/components/SafeHtml.tsx';
import { useLanguage } from '#web/state/language.ts';
import { Section } from './Section.tsx';

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
          <SafeHtml html={html} className="prose-shop text-brand-900" />
        </div>
      ) : (
        <p className="text-brand-600">{t('noDescription')}</p>
      )}
    </Section>
  );
}
