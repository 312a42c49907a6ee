import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '#web/components/icons.tsx';
import { useLanguage } from '#web/state/language.ts';

/** Flips the console between Arabic and English; the button names the language it switches to. */
export function LanguageToggle() {
  const { t } = useTranslation('console');
  const { language, setLanguage } = useLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      lang={other}
      onClick={() => setLanguage(other)}
      className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 transition hover:border-gold-400 hover:text-gold-700"
    >
      <GlobeIcon size={16} />
      {t('language')}
    </button>
  );
}
