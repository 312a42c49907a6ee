import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { titleIn } from '#web/components/book.ts';
import { formatDate, isolated } from '#web/components/dates.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonPrimary, Notice, PageTitle } from '#web/components/ui.tsx';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { refreshOwned } from '#web/features/orders/index.ts';
import { pendingCheckoutActions, pendingCheckoutStore } from '#web/state/checkout.ts';
import { useLanguage } from '#web/state/language.ts';
import { ownedActions } from '#web/state/owned.ts';
import { useSession } from '#web/state/session.ts';
import { goToPaymentPage, usePaymentState, useStartCheckout } from './api.ts';

/**
 * /payment-return?order=ID: where the payment provider sends the client back. The server is asked
 * (it asks the provider) until the order is paid, then the client lands on My books (on My orders for
 * a pre-order, whose book comes on its release date). A cancelled or
 * unfinished payment leaves the order waiting, with a way to try again.
 */
export default function PaymentReturnPage() {
  const { t } = useTranslation('orders');
  usePageTitle(t('return.title'));
  const [params] = useSearchParams();
  const orderId = Number(params.get('order'));
  return (
    <section>
      <PageTitle title={t('return.title')} />
      {Number.isInteger(orderId) && orderId > 0 ? (
        <PaymentOutcome
          key={params.toString()}
          orderId={orderId}
          cancelled={params.get('cancelled') === '1'}
        />
      ) : (
        <Notice text={t('return.unknown')} action={{ label: t('return.myOrders'), to: '/my-orders' }} />
      )}
    </section>
  );
}

function PaymentOutcome({ orderId, cancelled }: { orderId: number; cancelled: boolean }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { client } = useSession();
  const { language } = useLanguage();
  const payment = usePaymentState(orderId, cancelled);
  const checkout = useStartCheckout();
  const [refusal, setRefusal] = useState<string | null>(null);
  const answer = payment.data;

  useEffect(() => {
    if (!answer?.paid) return;
    const pending = pendingCheckoutStore.get();
    const gift = pending?.order_id === orderId && pending.gift === true;
    if (pending?.order_id === orderId) pendingCheckoutActions.clear();
    if (gift) {
      // A gift's book goes to its recipient: the buyer follows it in My gifts (decision 055).
      toast.success(t('return.giftPaid'));
      navigate('/my-gifts', { replace: true });
      return;
    }
    const lines = answer.data.order_details;
    // A pre-ordered book is the reader's from its release (decision 056), not from the payment.
    const preordered = lines.filter((line) => line.book.release_at !== null);
    for (const line of lines) if (line.book.release_at === null) ownedActions.add(line.book_id);
    // The server stays the judge of what is owned; its list replaces the local one.
    void refreshOwned(client.id).catch(() => undefined);
    void queries.invalidateQueries({ queryKey: ['orders'] });
    const [first] = preordered;
    if (first?.book.release_at) {
      toast.success(
        preordered.length === 1
          ? t('return.preorderPaid', {
              title: isolated(titleIn(language, first.book)),
              date: isolated(formatDate(first.book.release_at, language)),
            })
          : t('return.preordersPaid'),
      );
      navigate('/my-orders', { replace: true });
      return;
    }
    toast.success(t('return.paid'));
    navigate('/my-books', { replace: true });
  }, [answer, orderId, client.id, queries, navigate, t, language]);

  const retry = async () => {
    setRefusal(null);
    try {
      goToPaymentPage((await checkout.mutateAsync({ orderId })).url);
    } catch (error) {
      if (error instanceof ApiError) setRefusal(error.message);
    }
  };

  if (payment.isError) {
    const message = payment.error instanceof ApiError ? payment.error.message : t('loadError');
    return <Notice tone="alert" text={message} action={{ label: t('return.myOrders'), to: '/my-orders' }} />;
  }
  if (!answer || answer.paid || payment.waiting) {
    return (
      <Notice text={t('return.checking')}>
        <Spinner />
      </Notice>
    );
  }
  if (answer.data.status !== 'awaiting_payment') {
    return (
      <Notice
        tone="alert"
        text={t('return.closed')}
        action={{ label: t('return.myOrders'), to: '/my-orders' }}
      />
    );
  }
  return (
    <Notice
      tone={cancelled ? 'alert' : 'plain'}
      text={cancelled ? t('return.cancelled') : t('return.pending')}
      action={{ label: t('return.myOrders'), to: '/my-orders' }}
    >
      {refusal && (
        <p role="alert" className="font-bold text-red-800">
          {refusal}
        </p>
      )}
      <button type="button" onClick={retry} disabled={checkout.isPending} className={buttonPrimary}>
        {t('return.retry')}
      </button>
    </Notice>
  );
}
