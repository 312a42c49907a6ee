import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { titleIn } from '#web/components/book.ts';
import type { useBooksByIds } from '#web/features/books/index.ts';
import { orderBoxSets } from '#web/features/box-sets/index.ts';
import { type BoxSetCartItem, boxSetCartActions } from '#web/state/box-set-cart.ts';
import { type CartItem, cartActions } from '#web/state/cart.ts';
import { checkoutKeyFor, forgetCheckoutKey } from '#web/state/checkout.ts';
import { useLanguage } from '#web/state/language.ts';
import { useSession } from '#web/state/session.ts';
import { useCreateOrder } from './api.ts';
import { type CheckoutValues, emptyCheckout, hardCopyOrderBody } from './form.ts';

const formFields = new Set(Object.keys(emptyCheckout));

/**
 * Refusals that send the reader to their orders: they already hold the most open unpaid orders (409),
 * or this checkout's key already placed an order with other details (422), its answer lost.
 */
const OPEN_ORDERS_LIMIT = 'open_orders_limit';
const KEY_REUSED = 'idempotency_key_reused';
export const SEE_ORDERS = new Set([OPEN_ORDERS_LIMIT, KEY_REUSED]);

type PlaceOrderOptions = {
  items: CartItem[];
  /** The cart's box sets (decision 096). */
  boxSets: BoxSetCartItem[];
  books: ReturnType<typeof useBooksByIds>;
  setError: UseFormSetError<CheckoutValues>;
  couponCode: string | null;
  /** A country's code from its id, for the phone numbers. */
  codeOf: (id: string) => string | undefined;
};

/**
 * Places the hard-copy order once per click, then opens My orders; a refusal's messages go under their
 * fields, the rest (and its code) above the button. One idempotency key per cart, kept across a
 * reload, so a double click or a retry places one order.
 */
export function usePlaceOrder({ items, boxSets, books, setError, couponCode, codeOf }: PlaceOrderOptions) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { client } = useSession();
  const { language } = useLanguage();
  const create = useCreateOrder();
  const [idempotencyKey] = useState(() => checkoutKeyFor(boxSets.length > 0 ? { items, boxSets } : items));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refusalCode, setRefusalCode] = useState<string | undefined>();
  const submitting = useRef(false);

  /** A line's refusal (`books.1.quantity`: more copies than one order may hold) names its book. */
  function lineMessage(field: string, message: string): string {
    const index = /^books\.(\d+)\./.exec(field)?.[1];
    const book =
      index === undefined ? undefined : books.data?.find((b) => b.id === items[Number(index)]?.book_id);
    return book ? t('checkout.lineRefused', { title: titleIn(language, book), message }) : message;
  }

  const place = async (values: CheckoutValues) => {
    // A second click before React re-renders the disabled button is ignored here too.
    if (submitting.current) return;
    submitting.current = true;
    setRefusal(null);
    setRefusalCode(undefined);
    try {
      const answer = await create.mutateAsync({
        ...hardCopyOrderBody(values, items, { clientId: client.id, idempotencyKey, codeOf }),
        ...(boxSets.length > 0 ? { box_sets: orderBoxSets(boxSets) } : {}),
        ...(couponCode ? { coupon_code: couponCode } : {}),
      });
      // My orders opens on the list as the server has it now, with this order first, never a stale copy.
      queries.removeQueries({ queryKey: ['orders'] });
      navigate('/my-orders');
      cartActions.clear();
      boxSetCartActions.clear();
      forgetCheckoutKey();
      toast.success(t('checkout.placed', { id: answer.data.id }));
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      // Out of stock (409, naming the book) and the like: the current stock is fetched again.
      if (error.status === 409 && items.length > 0) void books.refetch();
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
  };
  return { place, refusal, refusalCode, busy: create.isPending };
}
