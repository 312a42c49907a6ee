import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { centsToDollars } from '#shared/price.ts';
import { ApiError, type FieldErrors } from '#web/api/client.ts';
import { Price } from '#web/components/Price.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonPrimary, buttonSecondary, panel } from '#web/components/ui.tsx';
import { useBooksByIds } from '#web/features/books/index.ts';
import { cartLines, summarize } from '#web/features/cart/index.ts';
import { refreshOwned } from '#web/features/orders/index.ts';
import { type PendingCheckout, pendingCheckoutActions } from '#web/state/checkout.ts';
import { useLanguage } from '#web/state/language.ts';
import { useOwned } from '#web/state/owned.ts';
import { useSession } from '#web/state/session.ts';
import { goToPaymentPage, useCreateOrder, usePaymentTypes, useQuote, useStartCheckout } from './api.ts';
import { CouponField, useCoupon } from './CouponField.tsx';
import { GiftFields, giftOf, noGift } from './GiftFields.tsx';
import { besideSummary, OrderSummary } from './OrderSummary.tsx';
import { PaymentTypeOptions } from './PaymentTypeOptions.tsx';
import { SandboxNotice } from './SandboxNotice.tsx';
import { useCancelPending } from './useCancelPending.ts';

/**
 * Pays the pending digital checkout: creates the order (awaiting payment) once, then sends the
 * client to the payment provider's hosted page, where the card is typed; it never passes through
 * the shop. The provider sends the client back to /payment-return.
 */
export function DigitalPayment({ pending }: { pending: PendingCheckout }) {
  const { t } = useTranslation('orders');
  const { client } = useSession();
  const owned = useOwned();
  const books = useBooksByIds(pending.book_ids);
  const paymentTypes = usePaymentTypes();
  const create = useCreateOrder();
  const checkout = useStartCheckout();
  const cancel = useCancelPending(pending);
  const { language } = useLanguage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors | undefined>();
  const { register, handleSubmit, setValue, getValues, watch } = useForm({
    defaultValues: { payment_type_id: '', ...noGift },
  });
  // A gift is one book, chosen before the order is made (decision 055).
  const canGift = pending.book_ids.length === 1 && pending.order_id === undefined;
  const isGift = pending.gift === true || (canGift && watch('is_gift'));
  const typeId = watch('payment_type_id');
  const [leaving, setLeaving] = useState(false);
  const paying = useRef(false);
  // Cash on delivery is for hard copies only.
  const cardTypes = paymentTypes.data?.filter((type) => !type.hard_copy_only);
  const items = pending.book_ids.map((id) => ({ book_id: id, quantity: 1, isHardCopy: false }));

  // The card is the only way to pay for PDFs: chosen from the start.
  const firstCardType = cardTypes?.[0]?.id;
  useEffect(() => {
    if (firstCardType !== undefined && getValues('payment_type_id') === '') {
      setValue('payment_type_id', String(firstCardType));
    }
  }, [firstCardType, getValues, setValue]);

  // With a coupon code, the price is the server's: the discount, and the tax on what remains.
  const coupon = useCoupon();
  const quote = useQuote(
    coupon.applied && typeId
      ? { is_hard_copy: false, payment_type_id: Number(typeId), books: items, coupon_code: coupon.applied }
      : undefined,
  );
  coupon.useRefusedBy(quote.error);
  const price = coupon.applied && !quote.error ? quote.data : undefined;

  const pay = handleSubmit(async ({ payment_type_id, ...values }) => {
    if (paying.current || !payment_type_id) return;
    paying.current = true;
    setRefusal(null);
    setFieldErrors(undefined);
    try {
      let orderId = pending.order_id;
      if (orderId === undefined) {
        const created = await create.mutateAsync({
          is_hard_copy: false,
          payment_type_id: Number(payment_type_id),
          client_id: client.id,
          books: items,
          idempotency_key: pending.idempotency_key,
          ...(coupon.applied ? { coupon_code: coupon.applied } : {}),
          gift: canGift ? giftOf(values, language) : undefined,
        });
        orderId = created.data.id;
        pendingCheckoutActions.orderCreated(orderId, canGift && values.is_gift);
      }
      const { url } = await checkout.mutateAsync(orderId);
      setLeaving(true);
      goToPaymentPage(url);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.code === 'already_owned') await refreshOwned(client.id).catch(() => undefined);
      setRefusal(error.message);
      setFieldErrors(error.errors);
    } finally {
      paying.current = false;
    }
  });

  if (books.isPending || paymentTypes.isPending) return <Spinner />;
  if (cardTypes?.length === 0) {
    // The shop takes no card (no payment provider configured): PDFs cannot be paid for.
    return (
      <div className={`${panel} flex flex-col gap-4 p-6`}>
        <p role="alert" className="font-bold text-red-800">
          {t('pdf.cardsUnavailable')}
        </p>
        <button
          type="button"
          onClick={cancel.run}
          disabled={cancel.busy}
          className={`${buttonSecondary} self-start`}
        >
          {t('pdf.cancel')}
        </button>
      </div>
    );
  }
  // A book the buyer owns may still be given.
  const lines = cartLines(items, books.data ?? [], isGift ? () => false : owned.has);
  const summary = summarize(lines);
  const busy = create.isPending || checkout.isPending || leaving;
  const sandbox = cardTypes?.some((type) => type.sandbox) ?? false;

  return (
    <form onSubmit={pay} noValidate className={besideSummary}>
      <section className={`${panel} flex flex-col gap-6 p-6`} aria-labelledby="card-title">
        <h3 id="card-title" className="text-lg font-extrabold text-brand-900">
          {t('pdf.cardTitle')}
        </h3>
        {sandbox && <SandboxNotice />}
        <PaymentTypeOptions
          types={cardTypes}
          field={register('payment_type_id')}
          disabled={busy || pending.order_id !== undefined}
        />
        <p className="text-sm text-brand-700">{t('pdf.hostedNote')}</p>
        {canGift && <GiftFields register={register} on={isGift} disabled={busy} errors={fieldErrors} />}
      </section>

      <OrderSummary lines={lines} summary={summary} price={price}>
        {pending.order_id === undefined && (
          <CouponField
            applied={coupon.applied}
            onApply={coupon.apply}
            refusal={coupon.refusal}
            disabled={busy}
          />
        )}
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-bold text-red-800">
            {refusal}
          </p>
        )}
        <button
          type="submit"
          disabled={busy || summary.blocked || !typeId}
          className={`${buttonPrimary} w-full text-lg`}
        >
          {busy ? (
            t('pdf.paying')
          ) : (
            <>
              {t('pdf.pay')} <Price value={price ? price.net_price : centsToDollars(summary.totalCents)} />
            </>
          )}
        </button>
        {sandbox && <p className="text-center text-xs font-semibold text-gold-700">{t('pdf.testOnly')}</p>}
        <button
          type="button"
          onClick={cancel.run}
          disabled={busy || cancel.busy}
          className={`${buttonSecondary} w-full`}
        >
          {t('pdf.cancel')}
        </button>
      </OrderSummary>
    </form>
  );
}
