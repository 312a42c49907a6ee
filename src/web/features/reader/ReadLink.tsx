import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** "Read": opens an owned book in the shop's reader. */
export function ReadLink({ bookId, className }: { bookId: number; className?: string }) {
  const { t } = useTranslation('orders');
  return (
    <Link to={`/read/${bookId}`} className={className}>
      {t('readBook')}
    </Link>
  );
}
