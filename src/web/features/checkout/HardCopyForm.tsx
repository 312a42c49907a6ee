import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { titleIn } from '#web/components/book.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonPrimary, panel } from '#web/components/ui.tsx';
import { useBooksByIds } from '#web/features/books/index.ts';
import { cartLines, summarize } from '#web/features/cart/index.ts';
import { useShippingCountries } from '#web/features/shipping/index.ts';
import { type CartItem, cartActions } from '#web/state/cart.ts';
import { checkoutKeyFor, forgetCheckoutKey } from '#web/state/checkout.ts';
import { useLanguage } from '#web/state/language.ts';
import { useChosenCountry } from '#web/state/reader-country.ts';
import { useSession } from '#web/state/session.ts';
import { AddressFields } from './AddressFields.tsx';
import { useCountries, useCreateOrder, useLastAddress, usePaymentTypes, useQuote } from './api.ts';
import { CouponField, useCoupon } from './CouponField.tsx';
import { Field, inputLook } from './fields.tsx';
import {
  type CheckoutValues,
  checkoutResolverFor,
  emptyCheckout,
  hardCopyOrderBody,
  lastOrderValues,
  loadFormatRules,
  loadPhoneRules,
} from './form.ts';
import { besideSummary, FixCartFirst, OrderSummary } from './OrderSummary.tsx';
import { PaymentTypeOptions } from './PaymentTypeOptions.tsx';

const formFields = new Set(Object.keys(emptyCheckout));

/**
 * Refusals that send the reader to their orders: they already hold the most open unpaid orders (409),
 * or this checkout's key already placed an order with other details (422), its answer lost.
 */
const OPEN_ORDERS_LIMIT = 'open_orders_limit';
const KEY_REUSED = 'idempotency_key_reused';
const SEE_ORDERS = new Set([OPEN_ORDERS_LIMIT, KEY_REUSED]);

/**
 * The hard-copy checkout (spec §2, §4, §5): shipping, optional different billing, note and payment
 * type, filled with the address of the client's last order (or their name and e-mail before one).
 */
export function HardCopyForm({ items }: { items: CartItem[] }) {
  const { client } = useSession();
  const lastAddress = useLastAddress();
  const books = useBooksByIds(items.map((item) => item.book_id));
  // The country lists first, so that the chosen country shows as chosen.
  const countries = useCountries();
  const shippingCountries = useShippingCountries();
  const chosen = useChosenCountry();
  if (books.isPending || lastAddress.isPending || countries.isPending || !shippingCountries)
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
  return <CheckoutForm items={items} start={start} books={books} />;
}

type CheckoutFormProps = {
  items: CartItem[];
  start: CheckoutValues;
  books: ReturnType<typeof useBooksByIds>;
};

/** One idempotency key per cart, kept across a reload, so a double click or a retry places one order. */
function CheckoutForm({ items, start, books }: CheckoutFormProps) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { client } = useSession();
  const { language } = useLanguage();
  const countries = useCountries();
  // Shipping offers only the countries shipped to; billing any country.
  const shippingCountries = useShippingCountries() ?? [];
  // The resolver reads the list as it is when the form is checked.
  const countryList = countries.data ?? [];
  const countriesNow = useRef(countryList);
  countriesNow.current = countryList;
  // The calling codes come with the phone rules, which load as the form shows.
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
  const [resolver] = useState(() =>
    checkoutResolverFor((id) => countriesNow.current.find((country) => String(country.id) === id)?.code),
  );
  const paymentTypes = usePaymentTypes();
  const create = useCreateOrder();
  const [idempotencyKey] = useState(() => checkoutKeyFor(items));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refusalCode, setRefusalCode] = useState<string | undefined>();
  const submitting = useRef(false);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<CheckoutValues>({
    resolver,
    defaultValues: start,
  });
  const differentBilling = watch('different_billing');
  // Each phone field shows the calling code of its block's country; billing falls back to shipping.
  const codeOf = (id: string) => countryList.find((country) => String(country.id) === id)?.code;
  const shippingCountry = watch('shipping_country_id');
  const billingCountry = watch('billing_country_id') || shippingCountry;
  const paymentType = watch('payment_type_id');
  const coupon = useCoupon();
  const quote = useQuote(
    shippingCountry && paymentType
      ? {
          is_hard_copy: true,
          shipping_country_id: Number(shippingCountry),
          billing_country_id: Number(billingCountry),
          payment_type_id: Number(paymentType),
          books: items.map((item) => ({ book_id: item.book_id, quantity: item.quantity, isHardCopy: true })),
          ...(coupon.applied ? { coupon_code: coupon.applied } : {}),
        }
      : undefined,
  );
  const refusedCode = coupon.useRefusedBy(quote.error);
  const priceNote =
    quote.error instanceof ApiError
      ? quote.error.message
      : !shippingCountry || !paymentType
        ? t('cart.price.pending')
        : undefined;
  const busy = create.isPending;

  const onSubmit = handleSubmit(async (values) => {
    // A second click before React re-renders the disabled button is ignored here too.
    if (submitting.current) return;
    submitting.current = true;
    setRefusal(null);
    setRefusalCode(undefined);
    try {
      const answer = await create.mutateAsync({
        ...hardCopyOrderBody(values, items, { clientId: client.id, idempotencyKey, codeOf }),
        ...(coupon.applied ? { coupon_code: coupon.applied } : {}),
      });
      // My orders opens on the list as the server has it now, with this order first, never a stale copy.
      queries.removeQueries({ queryKey: ['orders'] });
      navigate('/my-orders');
      cartActions.clear();
      forgetCheckoutKey();
      toast.success(t('checkout.placed', { id: answer.data.id }));
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      // Out of stock (409, naming the book) and the like: the current stock is fetched again.
      if (error.status === 409) void books.refetch();
      const fieldErrors = Object.entries(error.errors ?? {});
      for (const [name, messages] of fieldErrors) {
        if (formFields.has(name))
          setError(name as FieldPath<CheckoutValues>, { type: 'server', message: messages[0] });
      }
      const other = fieldErrors.find(([name]) => !formFields.has(name));
      // The key named an order placed with other details: a next submit is a new checkout.
      if (error.code === KEY_REUSED) forgetCheckoutKey();
      if (error.status !== 422 || other || fieldErrors.length === 0) {
        setRefusal(other ? lineMessage(other[0], other[1][0]) : error.message);
        setRefusalCode(error.code);
      }
    } finally {
      submitting.current = false;
    }
  });

  /** A line's refusal (`books.1.quantity`: more copies than one order may hold) names its book. */
  function lineMessage(field: string, message: string): string {
    const index = /^books\.(\d+)\./.exec(field)?.[1];
    const book =
      index === undefined ? undefined : books.data?.find((b) => b.id === items[Number(index)]?.book_id);
    return book ? t('checkout.lineRefused', { title: titleIn(language, book), message }) : message;
  }

  const lines = cartLines(items, books.data ?? []);
  const summary = summarize(lines);

  return (
    <form onSubmit={onSubmit} noValidate className={besideSummary}>
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

        <section className={`${panel} p-6`} aria-labelledby="billing-title">
          <h2 id="billing-title" className="sr-only">
            {t('checkout.billing')}
          </h2>
          <label className="flex cursor-pointer items-center gap-3 font-bold text-brand-900">
            <input
              type="checkbox"
              {...register('different_billing')}
              disabled={busy}
              className="size-5 accent-brand-700"
            />
            {t('checkout.differentBilling')}
          </label>
          {differentBilling ? (
            <div className="mt-5">
              <AddressFields
                kind="billing"
                register={register}
                errors={errors}
                countries={countryList}
                disabled={busy}
                phonePrefix={callingCodeOf(codeOf(billingCountry))}
                countryCode={codeOf(billingCountry)}
              />
            </div>
          ) : (
            <p className="mt-2 text-sm text-brand-600">{t('checkout.billingCopied')}</p>
          )}
        </section>

        <section className={`${panel} flex flex-col gap-6 p-6`}>
          <Field label={t('checkout.note')} error={errors.note?.message} optional>
            {(ids) => (
              <textarea {...register('note')} {...ids} rows={3} disabled={busy} className={inputLook} />
            )}
          </Field>
          <PaymentTypeOptions
            types={paymentTypes.data}
            field={register('payment_type_id')}
            error={errors.payment_type_id?.message}
            disabled={busy}
          />
        </section>
      </div>

      <OrderSummary
        lines={lines}
        summary={summary}
        price={quote.error ? undefined : quote.data}
        priceNote={refusedCode === undefined ? priceNote : undefined}
      >
        <CouponField
          applied={coupon.applied}
          onApply={coupon.apply}
          refusal={coupon.refusal}
          disabled={busy}
        />
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-bold text-red-800">
            {refusal}
            {refusalCode !== undefined && SEE_ORDERS.has(refusalCode) && (
              <>
                {' '}
                <Link to="/my-orders" className="underline underline-offset-4">
                  {t('checkout.seeOpenOrders')}
                </Link>
              </>
            )}
          </p>
        )}
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
