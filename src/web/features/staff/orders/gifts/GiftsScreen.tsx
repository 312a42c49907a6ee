import { useTranslation } from 'react-i18next';
import { GIFT_STATES, type GiftState, type StaffGift } from '#shared/contract/gifts.ts';
import { formatMoment } from '#web/components/dates.ts';
import { useLanguage } from '#web/state/language.ts';
import { Badge } from '../../console/Badge.tsx';
import { NamedChoiceFilter } from '../../console/filters.tsx';
import { type Column, useListParams } from '../../console/list.tsx';
import { ListScreen, listTexts, rowActionColumn } from '../../console/resource/index.ts';
import { type GiftsQuery, useResendGift, useStaffGifts } from './api.ts';

const stateColours: Record<GiftState, string> = {
  awaiting_payment: 'bg-gold-100 text-gold-700',
  scheduled: 'bg-brand-100 text-brand-800',
  sent: 'bg-brand-50 text-brand-900',
  claimed: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
};

/** The gifts' columns: the book, the buyer, the recipient, where the gift stands, its dates, and its resend. */
function useGiftColumns(): Column<StaffGift>[] {
  const { t } = useTranslation('staff-gifts');
  const { language } = useLanguage();
  const resend = useResendGift(t('resent'));
  const moment = (value: string | null) => (value ? formatMoment(value, language) : '—');
  return [
    {
      key: 'book',
      label: t('columns.book'),
      render: (g) => (
        <span className="grid justify-items-start gap-0.5">
          <bdi className="font-semibold text-brand-900">{g.book.title}</bdi>
          <span className="text-xs text-brand-700">{t('order', { id: g.order_id })}</span>
        </span>
      ),
    },
    {
      key: 'buyer',
      label: t('columns.buyer'),
      render: (g) => (
        <span className="grid justify-items-start gap-0.5">
          <bdi>{g.buyer.name}</bdi>
          <bdi dir="ltr" className="text-xs text-brand-700">
            {g.buyer.email}
          </bdi>
        </span>
      ),
    },
    {
      key: 'recipient',
      label: t('columns.recipient'),
      render: (g) => (
        <span className="grid justify-items-start gap-0.5">
          <bdi>{g.recipient_name}</bdi>
          <bdi dir="ltr" className="text-xs text-brand-700">
            {g.recipient_email}
          </bdi>
        </span>
      ),
    },
    {
      key: 'state',
      label: t('columns.state'),
      render: (g) => (
        <span className="grid justify-items-start gap-1">
          <Badge colours={stateColours[g.state]}>{t(`state.${g.state}`)}</Badge>
          {g.expired && <span className="text-xs text-red-800">{t('expired')}</span>}
          <span className="text-xs text-brand-700">{t('sends', { count: g.sends })}</span>
        </span>
      ),
    },
    {
      key: 'dates',
      label: t('columns.dates'),
      render: (g) => (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs whitespace-nowrap">
          <dt className="text-brand-600">{t('dates.created')}</dt>
          <dd>{moment(g.created_at)}</dd>
          {g.send_at && (
            <>
              <dt className="text-brand-600">{t('dates.sendAt')}</dt>
              <dd>{moment(g.send_at)}</dd>
            </>
          )}
          <dt className="text-brand-600">{t('dates.sent')}</dt>
          <dd>{moment(g.sent_at)}</dd>
          <dt className="text-brand-600">{t('dates.claimed')}</dt>
          <dd>{moment(g.claimed_at)}</dd>
        </dl>
      ),
    },
    rowActionColumn<StaffGift>({
      label: t('columns.actions'),
      button: t('resend'),
      name: (g) => t('resendTo', { email: g.recipient_email }),
      offered: (g) => g.can_resend,
      action: resend,
    }),
  ];
}

/** Books bought as gifts: who gave which book to whom, where each stands; a sent one can be mailed again. */
export default function GiftsScreen() {
  const { t } = useTranslation('staff-gifts');
  const list = useListParams({ sort: 'date', dir: 'desc' });
  const state = list.filter('state');
  const query = { page: list.page, ...(state ? { state } : {}) } as GiftsQuery;
  const gifts = useStaffGifts(query);
  const columns = useGiftColumns();

  return (
    <ListScreen
      {...listTexts(t)}
      list={list}
      query={gifts}
      columns={columns}
      rowKey={(g) => g.id}
      filters={<NamedChoiceFilter list={list} t={t} name="state" values={GIFT_STATES} />}
    />
  );
}
