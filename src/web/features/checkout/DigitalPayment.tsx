import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { centsToDollars } from '#shared/price.ts';
import { ApiError } from '#web/api/client.ts';
import { Price } from '#web/components/Price.tsx';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonPrimary, buttonSecondary, panel } from '#web/components/ui.tsx';
import { useBooksByIds } from '#web/features/books/index.ts';
import { cartLines, summarize } from '#web/features/cart/index.ts';
import { refreshOwned } from '#web/features/orders/index.ts';
import { type PendingCheckout, pendingCheckoutActions } from '#web/state/checkout.ts';
import { useOwned } from '#web/state/owned.ts';
import { useSession } from '#web/state/session.ts';
import { useCreateOrder, usePaymentTypes, usePayOrder } from './api.ts';
import { CardFields, SandboxNotice } from './CardFields.tsx';
import { type CardValues, cardSchema, emptyCard } from './card.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentTypeOptions } from './PaymentTypeOptions.tsx';
import { useCancelPending } from './useCancelPending.ts';

const cardFields = new Set(Object.keys(emptyCard));

/**
 * Pays the pending digital checkout: creates the order (awaiting payment) once, then charges the
 * card through the payment provider; a paid order gives the client the PDFs.
 */
export function DigitalPayment({ pending }: { pending: PendingCheckout }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { client } = useSession();
  const owned = useOwned();
  const books = useBooksByIds(pending.book_ids);
  const paymentTypes = usePaymentTypes();
  const create = useCreateOrder();
  const pay = usePayOrder();
  const cancel = useCancelPending(pending);
  const [refusal, setRefusal] = useState<string | null>(null);
  const paying = useRef(false);
  const form = useForm<CardValues>({ resolver: zodResolver(cardSchema), defaultValues: emptyCard });
  const { register, handleSubmit, setError, setValue, getValues, formState } = form;
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

  const onSubmit = handleSubmit(async ({ payment_type_id, ...card }) => {
    if (paying.current) return;
    paying.current = true;
    setRefusal(null);
    try {
      let orderId = pending.order_id;
      if (orderId === undefined) {
        const created = await create.mutateAsync({
          is_hard_copy: false,
          payment_type_id: Number(payment_type_id),
          client_id: client.id,
          books: items,
          idempotency_key: pending.idempotency_key,
        });
        orderId = created.data.id;
        pendingCheckoutActions.orderCreated(orderId);
      }
      const answer = await pay.mutateAsync({ orderId, card });
      navigate('/my-books');
      pendingCheckoutActions.clear();
      for (const id of pending.book_ids) owned.add(id);
      // The server stays the judge of what is owned; its list replaces the local one.
      void refreshOwned(client.id).catch(() => undefined);
      void queries.invalidateQueries({ queryKey: ['orders'] });
      toast.success(answer.message);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.code === 'already_owned') await refreshOwned(client.id).catch(() => undefined);
      const fieldErrors = Object.entries(error.errors ?? {});
      for (const [name, messages] of fieldErrors) {
        if (cardFields.has(name))
          setError(name as FieldPath<CardValues>, { type: 'server', message: messages[0] });
      }
      const other = fieldErrors.find(([name]) => !cardFields.has(name))?.[1][0];
      if (error.status !== 422 || other) setRefusal(other ?? error.message);
    } finally {
      paying.current = false;
    }
  });

  if (books.isPending) return <Spinner />;
  const lines = cartLines(items, books.data ?? [], owned.has);
  const summary = summarize(lines);
  const busy = create.isPending || pay.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <section className={`${panel} flex flex-col gap-6 p-6`} aria-labelledby="card-title">
        <h3 id="card-title" className="text-lg font-extrabold text-brand-900">
          {t('pdf.cardTitle')}
        </h3>
        <SandboxNotice />
        <PaymentTypeOptions
          types={cardTypes}
          field={register('payment_type_id')}
          error={formState.errors.payment_type_id?.message}
          disabled={busy || pending.order_id !== undefined}
        />
        <CardFields register={register} errors={formState.errors} disabled={busy} />
      </section>

      <OrderSummary lines={lines} summary={summary}>
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-bold text-red-800">
            {refusal}
          </p>
        )}
        <button
          type="submit"
          disabled={busy || summary.blocked}
          className={`${buttonPrimary} w-full text-lg`}
        >
          {busy ? (
            t('pdf.paying')
          ) : (
            <>
              {t('pdf.pay')} <Price value={centsToDollars(summary.totalCents)} />
            </>
          )}
        </button>
        <p className="text-center text-xs font-semibold text-gold-700">{t('pdf.testOnly')}</p>
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
