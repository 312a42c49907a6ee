import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CANCELLABLE_STATUSES } from '#shared/contract/orders.ts';
import { positiveId } from '#shared/ids.ts';
import { toast } from '#web/api/toast.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonSecondary, Notice, PageTitle } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { AddressBlock } from './AddressBlock.tsx';
import { useCancelOrder, useOrder, useOrderLines } from './api.ts';
import { OrderParcel } from './details/ShipmentSteps.tsx';
import { OrderCard } from './OrderCard.tsx';
import { OrderLines } from './OrderLines.tsx';
import { VoucherPanel } from './VoucherPanel.tsx';

/** /order-details?id=: the order card, its books, the shipping and billing blocks and the note (spec §2). */
export default function OrderDetailsPage() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const order = useOrder(id);
  const lines = useOrderLines(id);
  const cancel = useCancelOrder();
  usePageTitle(id ? t('orders.number', { id }) : t('details.title'));

  const back = { label: t('details.back'), to: '/my-orders' };
  let body: ReactNode;
  if (id === undefined) body = <Notice text={t('details.notFound')} action={back} />;
  else if (order.isPending || lines.isPending) body = <Spinner />;
  else if (order.isError || lines.isError)
    body = <Notice tone="alert" text={order.error?.message || t('details.notFound')} action={back} />;
  else {
    const address = order.data.order_billing_shipping;
    const cancellable = CANCELLABLE_STATUSES.includes(order.data.status);
    const onCancel = () => {
      if (!window.confirm(t('details.cancelConfirm'))) return;
      cancel.mutate(order.data.id, { onSuccess: () => toast.success(t('details.cancelled')) });
    };
    body = (
      <div className="flex flex-col gap-6">
        <OrderCard order={order.data} withDetailsLink={false} />
        {/* The reference a digital order awaiting payment waits for (decision 108). */}
        <VoucherPanel order={order.data} />
        <OrderLines lines={lines.data} currency={order.data.currency} />
        {/* The carrier's steps of a printed order's parcel (decision 101). */}
        {order.data.is_hard_copy && <OrderParcel orderId={order.data.id} />}
        {address && (
          <div className="grid gap-6 md:grid-cols-2">
            <AddressBlock kind="shipping" address={address} />
            <AddressBlock kind="billing" address={address} />
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="/my-orders" className={buttonSecondary}>
            {t('details.back')}
          </Link>
          {cancellable && (
            <button
              type="button"
              onClick={onCancel}
              disabled={cancel.isPending}
              className={`${buttonSecondary} text-red-700`}
            >
              {t('details.cancel')}
            </button>
          )}
        </div>
      </div>
    );
  }

  return (
    <section>
      <PageTitle title={t('details.title')} />
      {body}
    </section>
  );
}
