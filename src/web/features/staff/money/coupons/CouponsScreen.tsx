import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '#shared/contract/staff-coupons.ts';
import { formatMoment } from '#web/components/dates.ts';
import { Price } from '#web/components/Price.tsx';
import { buttonSecondary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useStaffSession } from '#web/state/staff.ts';
import { ConfirmButton } from '../../console/form.tsx';
import type { Column } from '../../console/list.tsx';
import { HistoryLink, ListScreen, useListQuery } from '../../console/resource/index.ts';
import { type CouponsQuery, coupons } from './api.ts';
import { CouponForm } from './CouponForm.tsx';

/* The coupon codes with their uses and revenue: the orders desk reads them, admins add, edit and deactivate. */

/** The coupons' columns: code (and whether it is off), what it takes off, when it holds, its uses and its revenue. */
function useCouponColumns(): Column<Coupon>[] {
  const { t } = useTranslation('staff-coupons');
  const { language } = useLanguage();
  const number = new Intl.NumberFormat(`${language}-u-nu-latn`);
  const percent = new Intl.NumberFormat(`${language}-u-nu-latn`, {
    style: 'percent',
    maximumFractionDigits: 2,
  });

  const offOf = (coupon: Coupon) =>
    coupon.percent_off !== null ? (
      percent.format(coupon.percent_off / 100)
    ) : (
      <Price value={coupon.amount_off} />
    );
  const whenOf = (coupon: Coupon) => {
    const from = coupon.starts_at ? formatMoment(coupon.starts_at, language) : null;
    const to = coupon.ends_at ? formatMoment(coupon.ends_at, language) : null;
    if (!from && !to) return t('always');
    return (
      <span className="grid text-xs">
        {from && <span>{t('from', { when: from })}</span>}
        {to && <span>{t('until', { when: to })}</span>}
      </span>
    );
  };

  return [
    {
      key: 'code',
      label: t('columns.code'),
      sort: 'code',
      render: (coupon) => (
        <span className="grid">
          <bdi dir="ltr" className="font-bold">
            {coupon.code}
          </bdi>
          {!coupon.active && <span className="text-xs font-semibold text-red-700">{t('inactive')}</span>}
        </span>
      ),
    },
    { key: 'off', label: t('columns.off'), className: 'whitespace-nowrap', render: offOf },
    { key: 'when', label: t('columns.when'), render: whenOf },
    {
      key: 'uses',
      label: t('columns.uses'),
      sort: 'uses',
      className: 'whitespace-nowrap',
      render: (coupon) =>
        coupon.max_uses === null
          ? number.format(coupon.uses)
          : t('usesOf', { uses: number.format(coupon.uses), max: number.format(coupon.max_uses) }),
    },
    {
      key: 'revenue',
      label: t('columns.revenue'),
      sort: 'revenue',
      render: (coupon) => (
        <span className="grid">
          <Price value={coupon.revenue} className="font-bold" />
          <span className="text-xs text-brand-600">
            {t('discountGiven')} <Price value={coupon.discount_given} />
          </span>
        </span>
      ),
    },
  ];
}

export default function CouponsScreen() {
  const { t } = useTranslation('staff-coupons');
  const { staff } = useStaffSession();
  const admin = staff.role === 'admin';
  const [editing, setEditing] = useState<Coupon | null>(null);
  const { list, query } = useListQuery<CouponsQuery>({ sort: 'id', dir: 'desc' });
  const page = coupons.useList(query);
  const save = coupons.useSave();
  const columns = useCouponColumns();
  if (admin) {
    columns.push({
      key: 'actions',
      label: t('columns.actions'),
      render: (coupon) => (
        <span className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setEditing(coupon)}
            className={buttonSecondary}
            aria-label={t('editOne', { code: coupon.code })}
          >
            {t('editShort')}
          </button>
          {coupon.active && (
            <ConfirmButton
              label={t('deactivate')}
              question={t('confirmDeactivate', { code: coupon.code })}
              disabled={save.isPending}
              onConfirm={() => save.mutate({ id: coupon.id, body: { active: false } as never })}
            />
          )}
        </span>
      ),
    });
  }

  return (
    <ListScreen
      title={t('title')}
      lead={admin ? t('lead') : `${t('lead')} ${t('readOnly')}`}
      actions={admin && <HistoryLink entity="coupon" label={t('history')} />}
      above={
        admin && (
          <div className="mb-6 max-w-4xl">
            <CouponForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
          </div>
        )
      }
      list={list}
      query={page}
      caption={t('caption')}
      columns={columns}
      rowKey={(coupon) => coupon.id}
      empty={t('empty')}
    />
  );
}
