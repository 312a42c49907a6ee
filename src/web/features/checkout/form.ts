import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ADDRESS_LIMITS, type CreateOrderBody } from '#shared/contract/orders.ts';
import type { CartItem } from '#web/state/cart.ts';

/*
 * The hard-copy checkout form (spec §5): every shipping field but the note is required; billing
 * fields are required only when 'different billing address' is ticked, otherwise they are copied
 * from shipping. Issue messages are keys under `validation.` in the `orders` namespace.
 */

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const email = z
  .string()
  .trim()
  .min(1, 'required')
  .max(ADDRESS_LIMITS.email, 'tooLong')
  .pipe(z.email('email'));
// The server's own pattern: digits with an optional +, spaces, brackets and dashes.
const mobile = required(ADDRESS_LIMITS.mobile).regex(/^\+?[0-9][0-9 ()-]{1,30}$/, 'phone');

export const addressParts = [
  'name',
  'country_id',
  'address',
  'city',
  'state',
  'postal_code',
  'mobile',
  'email',
] as const;
export type AddressPart = (typeof addressParts)[number];

const shipping = {
  shipping_name: required(ADDRESS_LIMITS.name),
  shipping_country_id: z.string().min(1, 'chooseCountry'),
  shipping_address: required(ADDRESS_LIMITS.address),
  shipping_city: required(ADDRESS_LIMITS.city),
  shipping_state: required(ADDRESS_LIMITS.state),
  shipping_postal_code: required(ADDRESS_LIMITS.postal_code),
  shipping_mobile: mobile,
  shipping_email: email,
};

const loose = z.string();
const billingLoose = {
  billing_name: loose,
  billing_country_id: loose,
  billing_address: loose,
  billing_city: loose,
  billing_state: loose,
  billing_postal_code: loose,
  billing_mobile: loose,
  billing_email: loose,
};
// Spec §5 lists no billing country: when left empty the order bills to the shipping country.
const billingRequired = {
  billing_name: required(ADDRESS_LIMITS.name),
  billing_country_id: loose,
  billing_address: required(ADDRESS_LIMITS.address),
  billing_city: required(ADDRESS_LIMITS.city),
  billing_state: required(ADDRESS_LIMITS.state),
  billing_postal_code: required(ADDRESS_LIMITS.postal_code),
  billing_mobile: mobile,
  billing_email: email,
};

const rest = {
  note: z.string().trim().max(ADDRESS_LIMITS.note, 'tooLong'),
  different_billing: z.boolean(),
  payment_type_id: z.string().min(1, 'choosePayment'),
};

const shippingOnlySchema = z.object({ ...shipping, ...billingLoose, ...rest });
const withBillingSchema = z.object({ ...shipping, ...billingRequired, ...rest });

export type CheckoutValues = z.input<typeof shippingOnlySchema>;

/** Checks the billing block only when it is shown. */
export const checkoutResolver: Resolver<CheckoutValues> = (values, context, options) =>
  zodResolver(values.different_billing ? withBillingSchema : shippingOnlySchema)(values, context, options);

export const emptyCheckout: CheckoutValues = {
  shipping_name: '',
  shipping_country_id: '',
  shipping_address: '',
  shipping_city: '',
  shipping_state: '',
  shipping_postal_code: '',
  shipping_mobile: '',
  shipping_email: '',
  billing_name: '',
  billing_country_id: '',
  billing_address: '',
  billing_city: '',
  billing_state: '',
  billing_postal_code: '',
  billing_mobile: '',
  billing_email: '',
  note: '',
  different_billing: false,
  payment_type_id: '',
};

const idOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The POST /orders body of a hard-copy checkout; without a different billing address, billing is a copy of shipping. */
export function hardCopyOrderBody(
  values: CheckoutValues,
  items: CartItem[],
  context: { clientId: number; idempotencyKey: string },
): CreateOrderBody {
  const source = values.different_billing ? 'billing' : 'shipping';
  const billing = (part: AddressPart) => values[`${source}_${part}`].trim();
  const body: CreateOrderBody = {
    shipping_name: values.shipping_name.trim(),
    shipping_country_id: Number(values.shipping_country_id),
    shipping_address: values.shipping_address.trim(),
    shipping_city: values.shipping_city.trim(),
    shipping_state: values.shipping_state.trim(),
    shipping_postal_code: values.shipping_postal_code.trim(),
    shipping_mobile: values.shipping_mobile.trim(),
    shipping_email: values.shipping_email.trim(),
    billing_name: billing('name'),
    billing_country_id: idOrUndefined(billing('country_id')) ?? Number(values.shipping_country_id),
    billing_address: billing('address'),
    billing_city: billing('city'),
    billing_state: billing('state'),
    billing_postal_code: billing('postal_code'),
    billing_mobile: billing('mobile'),
    billing_email: billing('email'),
    payment_type_id: Number(values.payment_type_id),
    client_id: context.clientId,
    is_hard_copy: true,
    books: items.map((item) => ({ book_id: item.book_id, quantity: item.quantity, isHardCopy: true })),
    idempotency_key: context.idempotencyKey,
  };
  const note = values.note.trim();
  return note ? { ...body, note } : body;
}
