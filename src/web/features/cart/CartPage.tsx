import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/components/Spinner.tsx';
import { Notice, PageTitle, panel } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useBooksByIds } from '#web/features/books/index.ts';
import { BoxSetCartRow, useBoxSetLines } from '#web/features/box-sets/index.ts';
import { useMarketPrices } from '#web/features/shipping/index.ts';
import { useBoxSetCart } from '#web/state/box-set-cart.ts';
import { useCart } from '#web/state/cart.ts';
import { useOwned } from '#web/state/owned.ts';
import { CartLineRow } from './CartLineRow.tsx';
import { CartSummaryPanel } from './CartSummaryPanel.tsx';
import { cartLines, summarize, withBoxSets } from './cart-lines.ts';
import { besideSummary } from './layout.ts';

/**
 * /cart-box: the books in the cart, each removable, with quantities, summary and checkout (spec §2);
 * the box sets in it below them, each with its books (decision 096).
 */
export default function CartPage() {
  const { t } = useTranslation('orders');
  const { items } = useCart();
  const boxItems = useBoxSetCart();
  const owned = useOwned();
  const books = useBooksByIds(items.map((item) => item.book_id));
  const boxes = useBoxSetLines(boxItems, owned.has);
  const prices = useMarketPrices(items.map((item) => item.book_id));
  usePageTitle(t('cart.title'));

  if (items.length === 0 && boxItems.length === 0) {
    return (
      <section>
        <PageTitle title={t('cart.title')} />
        <Notice text={t('cart.empty')} action={{ label: t('cart.browse'), to: '/books' }} />
      </section>
    );
  }
  if ((items.length > 0 && books.isPending) || boxes.pending) {
    return (
      <section>
        <PageTitle title={t('cart.title')} />
        <Spinner />
      </section>
    );
  }
  if (books.isError || boxes.failed) {
    return (
      <section>
        <PageTitle title={t('cart.title')} />
        <Notice
          tone="alert"
          text={t('loadError')}
          action={{ label: t('retry'), onClick: () => void Promise.all([books.refetch(), boxes.refetch()]) }}
        />
      </section>
    );
  }

  const lines = cartLines(items, books.data ?? [], owned.has);
  const kind = (items[0] ?? boxItems[0])!.isHardCopy ? 'hardcopy' : 'pdf';
  return (
    <section>
      <PageTitle title={t('cart.title')} lead={t(`cart.lead.${kind}`)} />
      <div className={besideSummary}>
        <ul className={`${panel} divide-y divide-brand-100 overflow-hidden`} aria-label={t('cart.title')}>
          {lines.map((line) => (
            <CartLineRow key={line.item.book_id} line={line} prices={prices} />
          ))}
          {boxes.lines.map((line) => (
            <BoxSetCartRow key={`box-${line.item.box_set_id}`} line={line} />
          ))}
        </ul>
        <CartSummaryPanel
          summary={withBoxSets(summarize(lines), boxes.lines)}
          lines={lines}
          boxSets={boxes.lines}
          loading={books.isPlaceholderData}
        />
      </div>
    </section>
  );
}
