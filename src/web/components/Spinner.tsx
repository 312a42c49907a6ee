import { useTranslation } from 'react-i18next';

type SpinnerProps = { size?: 'sm' | 'md' | 'lg'; className?: string };

const sizes = { sm: 'size-5 border-2', md: 'size-10 border-4', lg: 'size-16 border-4' };

export function Spinner({ size = 'md', className = '' }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <div role="status" className={`flex items-center justify-center py-6 ${className}`}>
      <span
        aria-hidden="true"
        className={`${sizes[size]} animate-spin rounded-full border-brand-200 border-t-gold-500`}
      />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
