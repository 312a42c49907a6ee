import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ADDRESS_LIMITS, createOrderBodySchema } from '#shared/contract/orders.ts';
import { wireText } from '#web/api/form-rules.ts';

/*
 * The checkout form's format checks (zod, the API's own field rules): loaded beside the form, not
 * before it (form.ts), as the phone and postal code rules are. Issue messages are keys under
 * `validation.` in the `orders` namespace.
 */

// Each address field is checked by the server's own rule for it (lengths, the phone pattern, the e-mail).
const wire = createOrderBodySchema.shape;
// A postal code may be blank here: whether the address needs one hangs on its country (form.ts).
const postalCode = z.string().trim().max(ADDRESS_LIMITS.postal_code, 'tooLong');

const shipping = {
  shipping_name: wireText(wire.shipping_name, 'tooLong'),
  shipping_country_id: z.string().min(1, 'chooseCountry'),
  shipping_address: wireText(wire.shipping_address, 'tooLong'),
  shipping_city: wireText(wire.shipping_city, 'tooLong'),
  shipping_state: wireText(wire.shipping_state, 'tooLong'),
  shipping_postal_code: postalCode,
  shipping_short_address: z.string(),
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
  billing_short_address: loose,
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
  billing_postal_code: postalCode,
  billing_short_address: loose,
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
export const formatResolver: Resolver<CheckoutValues> = (values, context, options) =>
  zodResolver(values.different_billing ? withBillingSchema : shippingOnlySchema)(values, context, options);
