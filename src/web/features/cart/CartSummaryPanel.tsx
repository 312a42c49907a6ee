import { useTranslation } from 'react-i18next';
import { useSession } from '#web/state/session.ts';
import type { CartSummary } from './cart-lines.ts';
import { formatCents } from './money.ts';
import { buttonPrimary, Fact, panel } from './ui.tsx';
import { useCheckout } from './useCheckout.ts';

/** Number of books, total and the checkout button; checkout waits until flagged lines are fixed. */
export function CartSummaryPanel({ summary, loading }: { summary: CartSummary; loading: boolean }) {
  const { t } = useTranslation('orders');
  const { loggedIn } = useSession();
  const checkout = useCheckout();
  return (
    <aside className={`${panel} sticky top-4 flex flex-col gap-4 p-6`} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="text-xl font-extrabold text-brand-900">
        {t('cart.summary')}
      </h2>
      <dl className="divide-y divide-brand-50">
        <Fact label={t('cart.books')}>
          <span data-testid="cart-books">{summary.books}</span>
        </Fact>
        <Fact label={t('cart.total')}>
          <bdi dir="ltr" data-testid="cart-total" className="text-xl text-brand-800">
            {formatCents(summary.totalCents)}
          </bdi>
        </Fact>
      </dl>
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
