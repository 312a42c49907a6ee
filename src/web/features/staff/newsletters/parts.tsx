import { useTranslation } from 'react-i18next';
import type { NewsletterStatus } from '#shared/contract/staff-newsletters.ts';

const tone: Record<NewsletterStatus, string> = {
  draft: 'bg-brand-100 text-brand-800',
  sending: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
};

export function NewsletterStatusBadge({ status }: { status: NewsletterStatus }) {
  const { t } = useTranslation('staff-newsletters');
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
