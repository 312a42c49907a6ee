import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonPrimary, panel } from '#web/components/ui.tsx';
import { useBooksByIds } from '#web/features/books/index.ts';
import { useBoxSetLines } from '#web/features/box-sets/index.ts';
import { cartLines, summarize, useCheckout, withBoxSets } from '#web/features/cart/index.ts';
import type { BoxSetCartItem } from '#web/state/box-set-cart.ts';
import type { CartItem } from '#web/state/cart.ts';
import { useOwned } from '#web/state/owned.ts';
import { usePaymentTypes } from './api.ts';
import { besideSummary, FixCartFirst, OrderSummary } from './OrderSummary.tsx';
import { PaymentTypeOptions } from './PaymentTypeOptions.tsx';

/**
 * /check-out with PDFs in the cart (spec §2, §4): the books, the payment-type list (the card: cash on
 * delivery is for hard copies) and the submit, which hands the cart to /check-out/pdf as the cart's
 * own checkout button does; the order is made there.
 */
export function DigitalCartForm({ items, boxSets }: { items: CartItem[]; boxSets: BoxSetCartItem[] }) {
  const { t } = useTranslation('orders');
  const owned = useOwned();
  const books = useBooksByIds(items.map((item) => item.book_id));
  const boxes = useBoxSetLines(boxSets, owned.has);
  const paymentTypes = usePaymentTypes();
  const checkout = useCheckout();
  const { register, handleSubmit, setValue, getValues, watch } = useForm({
    defaultValues: { payment_type_id: '' },
  });
  const cardTypes = paymentTypes.data?.filter((type) => !type.hard_copy_only);

  // The card is the only way to pay for PDFs: chosen from the start.
  const firstCardType = cardTypes?.[0]?.id;
  useEffect(() => {
    if (firstCardType !== undefined && getValues('payment_type_id') === '') {
      setValue('payment_type_id', String(firstCardType));
    }
  }, [firstCardType, getValues, setValue]);

  if ((items.length > 0 && books.isPending) || boxes.pending || paymentTypes.isPending) return <Spinner />;
  const lines = cartLines(items, books.data ?? [], owned.has);
  const summary = withBoxSets(summarize(lines), boxes.lines);
  const noCard = cardTypes?.length === 0;

  return (
    <form onSubmit={handleSubmit(() => checkout())} noValidate className={besideSummary}>
      <section className={`${panel} flex min-w-0 flex-col gap-6 p-6`}>
        {noCard ? (
          <p role="alert" className="font-bold text-red-800">
            {t('pdf.cardsUnavailable')}
          </p>
        ) : (
          <PaymentTypeOptions types={cardTypes} field={register('payment_type_id')} disabled={false} />
        )}
        <p className="text-sm text-brand-700">{t('pdf.hostedNote')}</p>
      </section>
      <OrderSummary lines={lines} boxSets={boxes.lines} summary={summary}>
        {summary.blocked && <FixCartFirst />}
        <button
          type="submit"
          disabled={noCard || summary.blocked || !watch('payment_type_id')}
          className={`${buttonPrimary} w-full text-lg`}
        >
          {t('checkout.toPayment')}
        </button>
      </OrderSummary>
    </form>
  );
}
