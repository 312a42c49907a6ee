import { useTranslation } from 'react-i18next';
import type { NewsletterStatus } from '#shared/contract/staff-newsletters.ts';
import { Badge } from '../../console/Badge.tsx';

const tone: Record<NewsletterStatus, string> = {
  draft: 'bg-brand-100 text-brand-800',
  sending: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
};

export function NewsletterStatusBadge({ status }: { status: NewsletterStatus }) {
  const { t } = useTranslation('staff-newsletters');
  return <Badge colours={tone[status]}>{t(`status.${status}`)}</Badge>;
}
