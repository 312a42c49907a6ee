import { useTranslation } from 'react-i18next';
import { centsToDollars } from '#shared/price.ts';
import { Price } from '#web/components/Price.tsx';
import { SavingFact } from '#web/components/SalePrice.tsx';
import { buttonPrimary, Fact, panel } from '#web/components/ui.tsx';
import type { BoxSetLine } from '#web/features/box-sets/index.ts';
import { CartEstimate } from '#web/features/shipping/index.ts';
import { useSession } from '#web/state/session.ts';
import type { CartLine, CartSummary } from './cart-lines.ts';
import { useCheckout } from './useCheckout.ts';

type CartSummaryPanelProps = {
  summary: CartSummary;
  lines: CartLine[];
  /** The cart's box sets (decision 096), counted and estimated with the books. */
  boxSets?: BoxSetLine[];
  loading: boolean;
};

/**
 * Number of books, total and the checkout button; checkout waits until flagged lines are fixed. When
 * no line can be bought as it stands, there is no count or total to show ('0 books, $0.00' beside
 * the lines would read as an empty cart): only what to fix. For printed books and box sets, an
 * estimate of shipping, tax and the total to the reader's country follows.
 */
export function CartSummaryPanel({ summary, lines, boxSets = [], loading }: CartSummaryPanelProps) {
  const { t } = useTranslation('orders');
  const printed = lines
    .filter((line) => line.item.isHardCopy && !line.problem)
    .map((line) => ({ book_id: line.item.book_id, quantity: line.copies }));
  const printedBoxSets = boxSets
    .filter((line) => line.item.isHardCopy && line.box && !line.problem)
    .map((line) => ({ box_set_id: line.item.box_set_id, quantity: line.copies }));
  const { loggedIn } = useSession();
  const checkout = useCheckout();
  return (
    <aside className={`${panel} sticky top-4 flex flex-col gap-4 p-6`} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="text-xl font-extrabold text-brand-900">
        {t('cart.summary')}
      </h2>
      {summary.books > 0 && (
        <dl className="divide-y divide-brand-50">
          <Fact label={t('cart.books')}>
            <span data-testid="cart-books">{summary.books}</span>
          </Fact>
          <Fact label={t('cart.total')}>
            <span className="grid justify-items-end">
              <Price
                value={centsToDollars(summary.totalCents)}
                approx
                data-testid="cart-total"
                className="text-xl text-brand-800"
              />
            </span>
          </Fact>
          {summary.savingCents > 0 && <SavingFact cents={summary.savingCents} testId="cart-saving" />}
        </dl>
      )}
      {printed.length + printedBoxSets.length > 0 && !summary.blocked && (
        <CartEstimate lines={printed} boxSets={printedBoxSets} />
      )}
      {summary.blocked && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {t('cart.fixFirst')}
        </p>
      )}
      <button
        type="button"
        onClick={checkout}
        disabled={loading || summary.blocked || summary.books === 0}
        className={`${buttonPrimary} w-full text-lg`}
      >
        {t('cart.checkout')}
      </button>
      {!loggedIn && <p className="text-center text-sm text-brand-600">{t('cart.loginFirst')}</p>}
      <p className="text-center text-xs text-brand-500">{t('cart.pricesFromShop')}</p>
    </aside>
  );
}
