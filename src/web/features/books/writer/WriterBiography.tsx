import { useTranslation } from 'react-i18next';
import type { WriterPage } from '#shared/contract/catalog.ts';
import { RichText } from '#web/components/RichText.tsx';
import { useLanguage } from '#web/state/language.ts';

const prose = 'prose-shop text-brand-900';

/**
 * The biography in the page's language; the other language's when only that one is written, marked as
 * such so that it is read and shaped in its own direction.
 */
export function WriterBiography({ writer }: { writer: WriterPage }) {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const own = language === 'ar' ? writer.bio_ar : writer.bio_en;
  const other = language === 'ar' ? writer.bio_en : writer.bio_ar;
  const html = own.trim() ? own : other;
  if (!html.trim()) return <p className="text-brand-600">{t('writer.noBiography')}</p>;
  const lang = html === own ? language : language === 'ar' ? 'en' : 'ar';
  return (
    <section aria-label={t('writer.biography')} lang={lang} dir="auto" data-testid="writer-biography">
      {/* With the page, not after it: the biography is what the page shows first, and nothing below it moves. */}
      <RichText html={html} className={prose} />
    </section>
  );
}
