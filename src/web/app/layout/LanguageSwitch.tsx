import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '#web/components/icons.tsx';
import { useLanguage } from '#web/state/language.ts';

/** Flips between Arabic and English; the button names the language it switches to. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      lang={other}
      onClick={() => setLanguage(other)}
      title={t('language.label')}
      className={`inline-flex items-center gap-1.5 rounded-full border border-white/20 px-3 py-1 font-semibold transition hover:border-gold-300 hover:text-gold-300 ${className}`}
    >
      <GlobeIcon size={16} />
      {t(`language.${other}`)}
    </button>
  );
}
