import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { site } from '../site.ts';

/** The logo with the shop's name, linking home. */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex items-center gap-3">
      <img src={site.logo} alt={t('brand.logoAlt')} width={52} height={52} className="size-12 sm:size-13" />
      <span className="flex flex-col leading-tight">
        <span className={`text-lg font-extrabold sm:text-xl ${inverted ? 'text-white' : 'text-brand-900'}`}>
          {t('brand.name')}
        </span>
        <span className={`text-xs font-semibold ${inverted ? 'text-gold-300' : 'text-gold-600'}`}>
          {t('brand.tagline')}
        </span>
      </span>
    </Link>
  );
}
