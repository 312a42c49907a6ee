import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ADDRESS_LIMITS, type CreateOrderBody, createOrderBodySchema } from '#shared/contract/orders.ts';
import { wireText } from '#web/api/form-rules.ts';
import type { CartItem } from '#web/state/cart.ts';

/*
 * The hard-copy checkout form (spec §5): every shipping field but the note is required; billing
 * fields are required only when 'different billing address' is ticked, otherwise they are copied
 * from shipping. Issue messages are keys under `validation.` in the `orders` namespace.
 */

// Each address field is checked by the server's own rule for it (lengths, the phone pattern, the e-mail).
const wire = createOrderBodySchema.shape;

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
  shipping_name: wireText(wire.shipping_name, 'tooLong'),
  shipping_country_id: z.string().min(1, 'chooseCountry'),
  shipping_address: wireText(wire.shipping_address, 'tooLong'),
  shipping_city: wireText(wire.shipping_city, 'tooLong'),
  shipping_state: wireText(wire.shipping_state, 'tooLong'),
  shipping_postal_code: wireText(wire.shipping_postal_code, 'tooLong'),
  shipping_mobile: wireText(wire.shipping_mobile, 'phone'),
  shipping_email: wireText(wire.shipping_email, 'email'),
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
  billing_name: wireText(wire.billing_name, 'tooLong'),
  billing_country_id: loose,
  billing_address: wireText(wire.billing_address, 'tooLong'),
  billing_city: wireText(wire.billing_city, 'tooLong'),
  billing_state: wireText(wire.billing_state, 'tooLong'),
  billing_postal_code: wireText(wire.billing_postal_code, 'tooLong'),
  billing_mobile: wireText(wire.billing_mobile, 'phone'),
  billing_email: wireText(wire.billing_email, 'email'),
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
