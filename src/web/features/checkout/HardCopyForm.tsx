import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonPrimary, panel } from '#web/components/ui.tsx';
import { useBooksByIds } from '#web/features/books/index.ts';
import { useBoxSetLines } from '#web/features/box-sets/index.ts';
import { cartLines, summarize, withBoxSets } from '#web/features/cart/index.ts';
import { useShippingCountries } from '#web/features/shipping/index.ts';
import type { BoxSetCartItem } from '#web/state/box-set-cart.ts';
import type { CartItem } from '#web/state/cart.ts';
import { useChosenCountry } from '#web/state/reader-country.ts';
import { useSession } from '#web/state/session.ts';
import { AddressFields } from './AddressFields.tsx';
import { useCountries, useLastAddress, usePaymentTypes } from './api.ts';
import { CodRefusalNote } from './CodRefusalNote.tsx';
import { CouponField } from './CouponField.tsx';
import { Field, inputLook } from './fields.tsx';
import {
  type CheckoutValues,
  checkoutResolverFor,
  emptyCheckout,
  lastOrderValues,
  loadFormatRules,
  loadPhoneRules,
} from './form.ts';
import { besideSummary, FixCartFirst, OrderSummary } from './OrderSummary.tsx';
import { PaymentTypeOptions } from './PaymentTypeOptions.tsx';
import { useCodChoice } from './useCodChoice.ts';
import { useHardCopyQuote } from './useHardCopyQuote.ts';
import { SEE_ORDERS, usePlaceOrder } from './usePlaceOrder.ts';

/**
 * The hard-copy checkout (spec §2, §4, §5): shipping, optional different billing, note and payment
 * type, filled with the address of the client's last order (or their name and e-mail before one).
 */
export function HardCopyForm({ items, boxSets }: { items: CartItem[]; boxSets: BoxSetCartItem[] }) {
  const { client } = useSession();
  const lastAddress = useLastAddress();
  const books = useBooksByIds(items.map((item) => item.book_id));
  const boxes = useBoxSetLines(boxSets);
  // The country lists first, so that the chosen country shows as chosen.
  const countries = useCountries();
  const shippingCountries = useShippingCountries();
  const chosen = useChosenCountry();
  const booksPending = items.length > 0 && books.isPending;
  if (booksPending || boxes.pending || lastAddress.isPending || countries.isPending || !shippingCountries)
    return <Spinner />;
  // Before a first order, the country the reader chose for shipping prices in the cart or on a book page.
  const chosenCountry = shippingCountries.find((country) => country.id === chosen);
  const start = lastAddress.data
    ? lastOrderValues(lastAddress.data)
    : {
        ...emptyCheckout,
        shipping_name: client.name ?? '',
        shipping_email: client.email ?? '',
        shipping_country_id: chosenCountry ? String(chosenCountry.id) : '',
      };
  return <CheckoutForm items={items} boxes={boxes} start={start} books={books} />;
}

type CheckoutFormProps = {
  items: CartItem[];
  /** The cart's box sets with the shop's answers (decision 096). */
  boxes: ReturnType<typeof useBoxSetLines>;
  start: CheckoutValues;
  books: ReturnType<typeof useBooksByIds>;
};

/** The calling codes of the countries, which come with the phone rules, loaded as the form shows. */
function useCallingCodes() {
  const [callingCodeOf, setCallingCodeOf] = useState<(country?: string) => string | undefined>(
    () => () => undefined,
  );
  useEffect(() => {
    let shown = true;
    // The format checks too, so that the first check does not wait for them.
    loadFormatRules().catch(() => undefined);
    void loadPhoneRules().then((rules) => shown && setCallingCodeOf(() => rules.callingCodeOf));
    return () => {
      shown = false;
    };
  }, []);
  return callingCodeOf;
}

type BillingSectionProps = Omit<ComponentProps<typeof AddressFields>, 'kind'> & { different: boolean };

/** The billing address: the shipping one unless the reader ticks that it differs. */
function BillingSection({ different, register, disabled, ...address }: BillingSectionProps) {
  const { t } = useTranslation('orders');
  return (
    <section className={`${panel} p-6`} aria-labelledby="billing-title">
      <h2 id="billing-title" className="sr-only">
        {t('checkout.billing')}
      </h2>
      <label className="flex cursor-pointer items-center gap-3 font-bold text-brand-900">
        <input
          type="checkbox"
          {...register('different_billing')}
          disabled={disabled}
          className="size-5 accent-brand-700"
        />
        {t('checkout.differentBilling')}
      </label>
      {different ? (
        <div className="mt-5">
          <AddressFields kind="billing" register={register} disabled={disabled} {...address} />
        </div>
      ) : (
        <p className="mt-2 text-sm text-brand-600">{t('checkout.billingCopied')}</p>
      )}
    </section>
  );
}

/** Why the order was refused, with the way to the reader's orders when that is where to look. */
function Refusal({ text, code }: { text: string; code: string | undefined }) {
  const { t } = useTranslation('orders');
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-bold text-red-800">
      {text}
      {code !== undefined && SEE_ORDERS.has(code) && (
        <>
          {' '}
          <Link to="/my-orders" className="underline underline-offset-4">
            {t('checkout.seeOpenOrders')}
          </Link>
        </>
      )}
    </p>
  );
}

/** The checkout form checked with the countries as they are then; the country list and a country's code. */
function useCheckoutForm(start: CheckoutValues) {
  const countries = useCountries();
  // The resolver reads the list as it is when the form is checked.
  const countryList = countries.data ?? [];
  const countriesNow = useRef(countryList);
  countriesNow.current = countryList;
  const [resolver] = useState(() =>
    checkoutResolverFor((id) => countriesNow.current.find((country) => String(country.id) === id)?.code),
  );
  const form = useForm<CheckoutValues>({ resolver, defaultValues: start });
  const codeOf = (id: string) => countryList.find((country) => String(country.id) === id)?.code;
  return { form, countryList, codeOf };
}

/** The note to the shop and the payment type; cash on delivery only where the shipping country takes it. */
function NoteAndPayment({
  register,
  errors,
  disabled,
  codOffered,
  codRefusal,
}: {
  register: UseFormRegister<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
  disabled: boolean;
  codOffered: boolean;
  codRefusal?: string;
}) {
  const { t } = useTranslation('orders');
  const paymentTypes = usePaymentTypes();
  const offered = paymentTypes.data?.filter((type) => codOffered || !type.cash_on_delivery);
  return (
    <section className={`${panel} flex flex-col gap-6 p-6`}>
      <Field label={t('checkout.note')} error={errors.note?.message} optional>
        {(ids) => (
          <textarea
            {...register('note')}
            {...ids}
            rows={3}
            dir="auto"
            disabled={disabled}
            className={inputLook}
          />
        )}
      </Field>
      <PaymentTypeOptions
        types={offered}
        field={register('payment_type_id')}
        error={errors.payment_type_id?.message}
        disabled={disabled}
      />
      <CodRefusalNote text={codRefusal} />
    </section>
  );
}

/** The form itself, once the books, the countries and the start values are known. */
function CheckoutForm({ items, boxes, start, books }: CheckoutFormProps) {
  const { t } = useTranslation('orders');
  // Shipping offers only the countries shipped to; billing any country.
  const shippingCountries = useShippingCountries() ?? [];
  const callingCodeOf = useCallingCodes();
  const { form, countryList, codeOf } = useCheckoutForm(start);
  const { register, handleSubmit, watch, setError } = form;
  const { errors } = form.formState;
  // Each phone field shows the calling code of its block's country; billing falls back to shipping.
  const shippingCountry = watch('shipping_country_id');
  const codOffered = useCodChoice(form, shippingCountry);
  const billingCountry = watch('billing_country_id') || shippingCountry;
  const boxSets = boxes.lines.map((line) => line.item);
  const { coupon, price, priceNote, codRefusal } = useHardCopyQuote(items, boxSets, {
    shipping: shippingCountry,
    billing: billingCountry,
    paymentType: watch('payment_type_id'),
  });
  const { place, refusal, refusalCode, busy } = usePlaceOrder({
    items,
    boxSets,
    books,
    setError,
    couponCode: coupon.applied,
    codeOf,
  });
  const lines = cartLines(items, books.data ?? []);
  const summary = withBoxSets(summarize(lines), boxes.lines);

  return (
    <form onSubmit={handleSubmit(place)} noValidate className={besideSummary}>
      <div className="flex min-w-0 flex-col gap-6">
        <section className={`${panel} p-6`} aria-labelledby="shipping-title">
          <h2 id="shipping-title" className="mb-5 text-lg font-extrabold text-brand-900">
            {t('checkout.shipping')}
          </h2>
          <AddressFields
            kind="shipping"
            register={register}
            errors={errors}
            countries={shippingCountries}
            disabled={busy}
            phonePrefix={callingCodeOf(codeOf(shippingCountry))}
            countryCode={codeOf(shippingCountry)}
          />
        </section>

        <BillingSection
          different={watch('different_billing')}
          register={register}
          errors={errors}
          countries={countryList}
          disabled={busy}
          phonePrefix={callingCodeOf(codeOf(billingCountry))}
          countryCode={codeOf(billingCountry)}
        />

        <NoteAndPayment
          register={register}
          errors={errors}
          disabled={busy}
          codOffered={codOffered}
          codRefusal={codRefusal}
        />
      </div>

      <OrderSummary lines={lines} boxSets={boxes.lines} summary={summary} price={price} priceNote={priceNote}>
        <CouponField
          applied={coupon.applied}
          onApply={coupon.apply}
          refusal={coupon.refusal}
          disabled={busy}
        />
        {refusal && <Refusal text={refusal} code={refusalCode} />}
        {summary.blocked && <FixCartFirst />}
        <button
          type="submit"
          disabled={busy || summary.blocked}
          className={`${buttonPrimary} w-full text-lg`}
        >
          {busy ? t('checkout.placing') : t('checkout.placeOrder')}
        </button>
      </OrderSummary>
    </form>
  );
}
