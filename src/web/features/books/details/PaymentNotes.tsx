import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { icon } from '#web/components/icons.tsx';
import { DownloadIcon } from '#web/components/page-icons.tsx';

/* Icons of the two payment types; drawn like the shop's other outline icons. */
const CardIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </>,
);
const CashIcon = icon(
  <>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9v.01M18 15v.01" />
  </>,
);

function Note({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        {icon}
      </span>
      <span>
        <span className="block font-bold text-brand-900">{title}</span>
        <span className="block text-sm text-brand-600">{text}</span>
      </span>
    </li>
  );
}

/** The info block of book details (spec §2): how to pay (credit card, cash on delivery) and when digital books arrive. */
export function PaymentNotes() {
  const { t } = useTranslation('details');
  return (
    <aside aria-label={t('payment.title')} className="rounded-2xl bg-brand-50/70 p-5 ring-1 ring-brand-100">
      <h2 className="mb-4 font-extrabold text-brand-900">{t('payment.title')}</h2>
      <ul className="flex flex-col gap-4">
        <Note icon={<CardIcon />} title={t('payment.card')} text={t('payment.cardText')} />
        <Note icon={<CashIcon />} title={t('payment.cash')} text={t('payment.cashText')} />
        <Note
          icon={<DownloadIcon size={20} />}
          title={t('payment.digital')}
          text={t('payment.digitalText')}
        />
      </ul>
    </aside>
  );
}
