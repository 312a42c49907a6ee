import { useTranslation } from 'react-i18next';
import { usePageParam } from '#web/components/Pagination.tsx';
import { PageTitle } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useOrders } from './api.ts';
import { OrderCard } from './OrderCard.tsx';
import { PagedCards } from './PagedCards.tsx';

/** /my-orders: the client's orders, newest first, a page of cards at a time (spec §2). */
export default function MyOrdersPage() {
  const { t } = useTranslation('orders');
  const [page, setPage] = usePageParam();
  const orders = useOrders(page);
  usePageTitle(t('orders.title'));

  return (
    <section>
      <PageTitle title={t('orders.title')} />
      <PagedCards
        query={orders}
        page={page}
        onPage={setPage}
        empty={t('orders.empty')}
        card={(order) => <OrderCard order={order} />}
      />
    </section>
  );
}
