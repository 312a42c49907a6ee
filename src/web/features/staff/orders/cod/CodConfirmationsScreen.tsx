import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaffCodWaiting } from '#shared/contract/cod-confirmation.ts';
import { formatMoment } from '#web/components/dates.ts';
import { Price } from '#web/components/Price.tsx';
import { useLanguage } from '#web/state/language.ts';
import { Badge } from '../../console/Badge.tsx';
import { type Column, RowButton, useListParams } from '../../console/list.tsx';
import { ListScreen, listTexts } from '../../console/resource/index.ts';
import { type CodWaitingQuery, useCodWaiting, useConfirmByPhone } from './api.ts';
import { CodSettingsPanel } from './CodSettingsPanel.tsx';

const messageColours: Record<NonNullable<StaffCodWaiting['message']> | 'none', string> = {
  none: 'bg-brand-50 text-brand-900',
  pending: 'bg-gold-100 text-gold-700',
  sending: 'bg-gold-100 text-gold-700',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

/** The columns: the order, who to call, the total to collect, the deadline, the WhatsApp message, 'confirmed by phone'. */
function useCodColumns(): Column<StaffCodWaiting>[] {
  const { t } = useTranslation('staff-cod');
  const { language } = useLanguage();
  const confirm = useConfirmByPhone(t('confirmed'));
  return [
    {
      key: 'order',
      label: t('columns.order'),
      render: (o) => (
        <span className="grid justify-items-start gap-0.5">
          <Link to={`/staff/orders/${o.order_id}`} className="font-semibold text-brand-900 underline">
            {t('order', { id: o.order_id })}
          </Link>
          <span className="text-xs text-brand-700">
            {t('placed', { when: formatMoment(o.placed_at, language) })}
          </span>
        </span>
      ),
    },
    {
      key: 'buyer',
      label: t('columns.buyer'),
      render: (o) => (
        <span className="grid justify-items-start gap-0.5">
          <bdi>{o.name}</bdi>
          <a href={`tel:${o.mobile}`} dir="ltr" className="text-sm underline">
            {o.mobile}
          </a>
          <bdi dir="ltr" className="text-xs text-brand-700">
            {o.email}
          </bdi>
        </span>
      ),
    },
    { key: 'total', label: t('columns.total'), render: (o) => <Price value={o.net_price_cents / 100} /> },
    {
      key: 'deadline',
      label: t('columns.deadline'),
      render: (o) => <span className="whitespace-nowrap">{formatMoment(o.expires_at, language)}</span>,
    },
    {
      key: 'message',
      label: t('columns.message'),
      render: (o) => (
        <Badge colours={messageColours[o.message ?? 'none']}>{t(`message.${o.message ?? 'none'}`)}</Badge>
      ),
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      render: (o) => (
        <RowButton
          label={t('confirm')}
          name={t('confirmName', { id: o.order_id })}
          pending={confirm.isPending && confirm.variables === o.order_id}
          onClick={() => confirm.mutate(o.order_id)}
        />
      ),
    },
  ];
}

/** The COD orders awaiting their buyer's yes, the nearest deadline first; staff confirm one after a call. Under them, the settings. */
export default function CodConfirmationsScreen() {
  const { t } = useTranslation('staff-cod');
  const list = useListParams({ sort: 'deadline', dir: 'asc' });
  const query = { page: list.page } as CodWaitingQuery;
  const waiting = useCodWaiting(query);
  const columns = useCodColumns();
  return (
    <>
      <ListScreen
        {...listTexts(t)}
        list={list}
        query={waiting}
        columns={columns}
        rowKey={(o) => o.order_id}
        search={false}
      />
      <CodSettingsPanel />
    </>
  );
}
