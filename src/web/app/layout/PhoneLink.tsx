import { useTranslation } from 'react-i18next';
import { useContactInfo } from '#web/api/content.ts';
import { PhoneIcon } from '#web/components/icons.tsx';

/** The shop's phone from contact record 1, as a tel: link; nothing while it is unknown. */
export function PhoneLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { data: contact } = useContactInfo();
  if (!contact?.phone) return null;
  return (
    <a
      href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
      className={`items-center gap-1.5 ${className}`}
      aria-label={t('topbar.callUs', { phone: contact.phone })}
    >
      <PhoneIcon size={16} />
      <bdi dir="ltr">{contact.phone}</bdi>
    </a>
  );
}
