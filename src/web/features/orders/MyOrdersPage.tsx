import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination, usePageParam } from '#web/components/Pagination.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { Notice, PageTitle } from '#web/features/cart/ui.tsx';
import { useOrders } from './api.ts';
import { OrderCard } from './OrderCard.tsx';

/** /my-orders: the client's orders, newest first, a page of cards at a time (spec §2). */
export default function MyOrdersPage() {
  const { t } = useTranslation('orders');
  const [page, setPage] = usePageParam();
  const orders = useOrders(page);
  usePageTitle(t('orders.title'));

  let body: ReactNode;
  if (orders.isPending) body = <Spinner />;
  else if (orders.isError)
    body = (
      <Notice
        tone="alert"
        text={t('loadError')}
        action={{ label: t('retry'), onClick: () => orders.refetch() }}
      />
    );
  else if (orders.data.data.length === 0)
    body = <Notice text={t('orders.empty')} action={{ label: t('cart.browse'), to: '/books' }} />;
  else
    body = (
      <>
        <div className={`grid gap-5 md:grid-cols-2 ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
          {orders.data.data.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </div>
        <Pagination page={page} lastPage={orders.data.meta.last_page} onChange={setPage} className="mt-8" />
      </>
    );

  return (
    <section>
      <PageTitle title={t('orders.title')} />
      {body}
    </section>
  );
}
