import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/components/Spinner.tsx';
import { Notice, PageTitle, panel } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useBooksByIds } from '#web/features/books/index.ts';
import { useCart } from '#web/state/cart.ts';
import { useOwned } from '#web/state/owned.ts';
import { CartLineRow } from './CartLineRow.tsx';
import { CartSummaryPanel } from './CartSummaryPanel.tsx';
import { cartLines, summarize } from './cart-lines.ts';
import { besideSummary } from './layout.ts';

/** /cart-box: the books in the cart, each removable, with quantities, summary and checkout (spec §2). */
export default function CartPage() {
  const { t } = useTranslation('orders');
  const { items } = useCart();
  const owned = useOwned();
  const books = useBooksByIds(items.map((item) => item.book_id));
  usePageTitle(t('cart.title'));

  if (items.length === 0) {
    return (
      <section>
        <PageTitle title={t('cart.title')} />
        <Notice text={t('cart.empty')} action={{ label: t('cart.browse'), to: '/books' }} />
      </section>
    );
  }
  if (books.isPending) {
    return (
      <section>
        <PageTitle title={t('cart.title')} />
        <Spinner />
      </section>
    );
  }
  if (books.isError) {
    return (
      <section>
        <PageTitle title={t('cart.title')} />
        <Notice
          tone="alert"
          text={t('loadError')}
          action={{ label: t('retry'), onClick: () => books.refetch() }}
        />
      </section>
    );
  }

  const lines = cartLines(items, books.data, owned.has);
  const kind = items[0].isHardCopy ? 'hardcopy' : 'pdf';
  return (
    <section>
      <PageTitle title={t('cart.title')} lead={t(`cart.lead.${kind}`)} />
      <div className={besideSummary}>
        <ul className={`${panel} divide-y divide-brand-100 overflow-hidden`} aria-label={t('cart.title')}>
          {lines.map((line) => (
            <CartLineRow key={line.item.book_id} line={line} />
          ))}
        </ul>
        <CartSummaryPanel summary={summarize(lines)} lines={lines} loading={books.isPlaceholderData} />
      </div>
    </section>
  );
}
