import { useEffect, useRef, useState } from 'react';
import { type UseFormGetValues, type UseFormSetValue, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CreateOrderBody } from '#shared/contract/orders.ts';
import type { PaymentMethod } from '#shared/contract/payment-methods.ts';
import { centsToDollars } from '#shared/price.ts';
import { ApiError, type FieldErrors } from '#web/api/client.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonSecondary, panel } from '#web/components/ui.tsx';
import { useBooksByIds } from '#web/features/books/index.ts';
import { orderBoxSets, useBoxSetLines } from '#web/features/box-sets/index.ts';
import { cartLines, summarize, withBoxSets } from '#web/features/cart/index.ts';
import { refreshOwned } from '#web/features/orders/index.ts';
import { type PendingCheckout, pendingCheckoutActions } from '#web/state/checkout.ts';
import { useLanguage } from '#web/state/language.ts';
import { useOwned } from '#web/state/owned.ts';
import { useSession } from '#web/state/session.ts';
import {
  goToPaymentPage,
  useCreateOrder,
  usePaymentTypes,
  useQuote,
  useStartCheckout,
  useStartVoucher,
} from './api.ts';
import { CouponField, useCoupon } from './CouponField.tsx';
import { GiftFields, type GiftValues, giftOf, noGift } from './GiftFields.tsx';
import { MethodOptions } from './MethodOptions.tsx';
import { besideSummary, OrderSummary } from './OrderSummary.tsx';
import { PayButton, VoucherButton } from './PayButtons.tsx';
import { PaymentTypeOptions } from './PaymentTypeOptions.tsx';
import { SandboxNotice } from './SandboxNotice.tsx';
import { TaxCountryField, useRememberedCountry } from './TaxCountryField.tsx';
import { useCancelPending } from './useCancelPending.ts';
import { useMarketMethods } from './useMarketMethods.ts';

type CartItem = { book_id: number; quantity: number; isHardCopy: boolean };
/** The box sets an order's body names. */
type BoxSets = { box_set_id: number; quantity: number }[];
type PayValues = { payment_type_id: string; country_id: string; method: PaymentMethod } & GiftValues;
/** How the buyer pays: the card on the provider's page, or a reference paid at an outlet. */
type Way = 'card' | 'voucher';

/** The shop takes no card (no payment provider configured): PDFs cannot be paid for. */
function CardsUnavailable({ cancel }: { cancel: ReturnType<typeof useCancelPending> }) {
  const { t } = useTranslation('orders');
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

/**
 * Paying: the order created once (awaiting payment), then the provider's page, or a reference to pay
 * at an outlet shown on the order's page; a refusal's message and its fields' messages, and whether
 * the client is on the way.
 */
function usePayment(
  pending: PendingCheckout,
  items: CartItem[],
  boxSets: BoxSets,
  canGift: boolean,
  couponCode: string | null,
) {
  const { client } = useSession();
  const { language } = useLanguage();
  const create = useCreateOrder();
  const checkout = useStartCheckout();
  const voucher = useStartVoucher();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors | undefined>();
  const [leaving, setLeaving] = useState(false);
  const paying = useRef(false);

  const pay = async ({ payment_type_id, country_id, method, ...values }: PayValues, by: Way = 'card') => {
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
          ...(boxSets.length > 0 ? { box_sets: boxSets } : {}),
          billing_country_id: country_id ? Number(country_id) : undefined,
          idempotency_key: pending.idempotency_key,
          ...(couponCode ? { coupon_code: couponCode } : {}),
          gift: canGift ? giftOf(values, language) : undefined,
        });
        orderId = created.data.id;
        pendingCheckoutActions.orderCreated(orderId, canGift && values.is_gift);
      }
      if (by === 'voucher') {
        const taken = await voucher.mutateAsync(orderId);
        pendingCheckoutActions.clear();
        navigate(`/order-details?id=${orderId}`, { state: { voucherTestPage: taken.test_page_url } });
        return;
      }
      const { url } = await checkout.mutateAsync({ orderId, method });
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
  };
  const busy = create.isPending || checkout.isPending || voucher.isPending || leaving;
  return { pay, refusal, fieldErrors, busy, takingVoucher: voucher.isPending };
}

/** Chooses the payment type `first` once it is known, unless one is chosen already. */
function useChosenFirst(
  first: number | undefined,
  getValues: UseFormGetValues<PayValues>,
  setValue: UseFormSetValue<PayValues>,
) {
  useEffect(() => {
    if (first !== undefined && getValues('payment_type_id') === '') {
      setValue('payment_type_id', String(first));
    }
  }, [first, getValues, setValue]);
}

/**
 * Once the buyer's country is known or a code applied, the price is the server's: the tax of that
 * country, the discount, and the tax on what remains.
 */
function useServerPrice(typeId: string, items: CartItem[], boxSets: BoxSets, countryId: string) {
  const coupon = useCoupon();
  const asked = Boolean(typeId && (countryId || coupon.applied));
  const body: CreateOrderBody | undefined = asked
    ? {
        is_hard_copy: false,
        payment_type_id: Number(typeId),
        books: items,
        ...(boxSets.length > 0 ? { box_sets: boxSets } : {}),
        ...(countryId ? { billing_country_id: Number(countryId) } : {}),
        ...(coupon.applied ? { coupon_code: coupon.applied } : {}),
      }
    : undefined;
  const quote = useQuote(body);
  coupon.useRefusedBy(quote.error);
  // What the buyer's market offers, once the quote knows the country.
  const offered = useMarketMethods(countryId ? body : undefined);
  return { coupon, price: asked && !quote.error ? quote.data : undefined, offered };
}

/**
 * Pays the pending digital checkout: creates the order (awaiting payment) once, then sends the
 * client to the payment provider's hosted page, where the card is typed; it never passes through
 * the shop. The provider sends the client back to /payment-return.
 */
export function DigitalPayment({ pending }: { pending: PendingCheckout }) {
  const { t } = useTranslation('orders');
  const owned = useOwned();
  const books = useBooksByIds(pending.book_ids);
  const boxItems = (pending.box_set_ids ?? []).map((id) => ({
    box_set_id: id,
    quantity: 1,
    isHardCopy: false,
  }));
  const boxes = useBoxSetLines(boxItems);
  const boxSets = orderBoxSets(boxItems);
  const paymentTypes = usePaymentTypes();
  const cancel = useCancelPending(pending);
  const { register, handleSubmit, setValue, getValues, watch, formState } = useForm<PayValues>({
    defaultValues: { payment_type_id: '', country_id: '', method: 'card', ...noGift },
  });
  // A gift is one book, never a box set, chosen before the order is made (decisions 055, 096).
  const canGift = pending.book_ids.length === 1 && boxSets.length === 0 && pending.order_id === undefined;
  const isGift = pending.gift === true || (canGift && watch('is_gift'));
  const typeId = watch('payment_type_id');
  // Cash on delivery is for hard copies only.
  const cardTypes = paymentTypes.data?.filter((type) => !type.hard_copy_only);
  const items = pending.book_ids.map((id) => ({ book_id: id, quantity: 1, isHardCopy: false }));

  // The card is the only way to pay for PDFs: chosen from the start.
  useChosenFirst(cardTypes?.[0]?.id, getValues, setValue);
  useRememberedCountry(getValues, setValue);
  const countryId = watch('country_id');
  const { coupon, price, offered } = useServerPrice(typeId, items, boxSets, countryId);
  const payment = usePayment(pending, items, boxSets, canGift, coupon.applied);
  const { pay, refusal, fieldErrors, busy } = payment;

  if ((items.length > 0 && books.isPending) || boxes.pending || paymentTypes.isPending) return <Spinner />;
  if (cardTypes?.length === 0) return <CardsUnavailable cancel={cancel} />;
  // A book the buyer owns may still be given.
  const lines = cartLines(items, books.data ?? [], isGift ? () => false : owned.has);
  // The box sets' books are not owned yet: the server refuses one the buyer owns, naming it.
  const summary = withBoxSets(summarize(lines), boxes.lines);
  const sandbox = cardTypes?.some((type) => type.sandbox) ?? false;
  // The market's own methods once the country is known (decision 109); the card alone before that.
  const inMarket = (method: PaymentMethod) => (offered ?? ['card']).includes(method);
  const vouchers = (cardTypes?.some((type) => type.vouchers) ?? false) && inMarket('fawry');
  // The card page only for the methods the market offers; a gateway of references (Fawry) has none.
  const pageTakes = cardTypes?.find((type) => type.card_page)?.methods ?? [];
  const methods = pageTakes.filter(inMarket);
  const cardPage = methods.length > 0;
  const way = cardPage ? 'card' : 'voucher';
  // A method the new country's market does not offer gives way to the first it does.
  const picked = watch('method');
  const method = methods.includes(picked) ? picked : (methods[0] ?? 'card');
  const total = price ? price.net_price : centsToDollars(summary.totalCents);

  return (
    <form
      onSubmit={handleSubmit((values) => pay({ ...values, method }, way))}
      noValidate
      className={besideSummary}
    >
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
        <MethodOptions methods={methods} field={register('method')} disabled={busy} />
        {cardPage && <p className="text-sm text-brand-700">{t('pdf.hostedNote')}</p>}
        <TaxCountryField
          field={register('country_id', {
            // Asked before the order is made; an order made already keeps the country it named.
            validate: (value) => pending.order_id !== undefined || value !== '' || 'chooseCountry',
          })}
          error={fieldErrors?.billing_country_id?.[0] ?? formState.errors.country_id?.message}
          disabled={busy || pending.order_id !== undefined}
        />
        {canGift && <GiftFields register={register} on={isGift} disabled={busy} errors={fieldErrors} />}
      </section>

      <OrderSummary lines={lines} boxSets={boxes.lines} summary={summary} price={price}>
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
        {cardPage && (
          <PayButton
            busy={busy && !payment.takingVoucher}
            disabled={busy || summary.blocked || !typeId}
            total={total}
            currency={price?.currency}
            method={method}
          />
        )}
        {vouchers && (
          <VoucherButton
            busy={payment.takingVoucher}
            disabled={busy || summary.blocked || !typeId}
            onClick={handleSubmit((values) => pay(values, 'voucher'))}
          />
        )}
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
