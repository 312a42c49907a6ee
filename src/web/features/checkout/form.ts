import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  normalShortAddress,
  SHORT_ADDRESS_COUNTRY,
  SHORT_ADDRESS_PATTERN,
} from '#shared/contract/order-limits.ts';
import type { CreateOrderBody, OrderAddress } from '#shared/contract/orders.ts';
import type { CartItem } from '#web/state/cart.ts';
import type { CheckoutValues } from './checkout-schema.ts';

/*
 * The hard-copy checkout form (spec §5): every shipping field but the note is required; billing
 * fields are required only when 'different billing address' is ticked, otherwise they are copied
 * from shipping. Issue messages are keys under `validation.` in the `orders` namespace.
 */

export const addressParts = [
  'name',
  'country_id',
  'address',
  'city',
  'state',
  'postal_code',
  'short_address',
  'mobile',
  'email',
] as const;
export type AddressPart = (typeof addressParts)[number];

export type { CheckoutValues };

/** The form's format checks (zod): loaded beside the form, not before it. */
export const loadFormatRules = () => import('./checkout-schema.ts');

/** The phone rules of every country (libphonenumber): loaded beside the page, not before it. */
export const loadPhoneRules = () => import('#shared/contract/phone.ts');

/** The postal code formats of the countries that have one: loaded with the form, as the phone rules. */
export const loadPostalRules = () => import('#shared/contract/postal-codes.ts');

/** The ISO code of a country of the list, from its id as the form holds it. */
export type CountryCodeOf = (countryId: string) => string | undefined;

/**
 * Each phone must be a number of its address's country, as on register and as the server checks it;
 * a billing address without a country of its own may give the shipping country's or any international
 * number. Checked once the country is chosen and the number has passed the format check.
 */
async function phoneErrors(
  values: CheckoutValues,
  codeOf: CountryCodeOf,
): Promise<FieldErrors<CheckoutValues>> {
  const { phoneInCountry } = await loadPhoneRules();
  const errors: FieldErrors<CheckoutValues> = {};
  const refused = { type: 'country', message: 'phoneCountry' } as const;
  const shippingCode = codeOf(values.shipping_country_id);
  const shipping = values.shipping_mobile.trim();
  if (shipping && shippingCode && phoneInCountry(shipping, shippingCode) === null) {
    errors.shipping_mobile = refused;
  }
  const billing = values.billing_mobile.trim();
  if (!values.different_billing || !billing) return errors;
  const billingCode = codeOf(values.billing_country_id);
  const valid = billingCode
    ? phoneInCountry(billing, billingCode) !== null
    : phoneInCountry(billing, shippingCode) !== null || phoneInCountry(billing) !== null;
  if (!valid) errors.billing_mobile = refused;
  return errors;
}

/** The country of the block: billing not shown, or without a country of its own, is in the shipping country. */
function countryOfSide(values: CheckoutValues, side: 'shipping' | 'billing', codeOf: CountryCodeOf) {
  const shipping = codeOf(values.shipping_country_id);
  if (side === 'shipping' || !values.different_billing) return shipping;
  return codeOf(values.billing_country_id) ?? shipping;
}

/**
 * The postal code of each shown address is given where its country uses postal codes and fits the
 * country's format, and an address in Saudi Arabia gives its short national address (four Latin letters and four digits).
 */
async function addressErrors(
  values: CheckoutValues,
  codeOf: CountryCodeOf,
): Promise<FieldErrors<CheckoutValues>> {
  const { postalCodeProblem, usesPostalCode } = await loadPostalRules();
  const errors: FieldErrors<CheckoutValues> = {};
  const sides = values.different_billing ? (['shipping', 'billing'] as const) : (['shipping'] as const);
  for (const side of sides) {
    const code = countryOfSide(values, side, codeOf);
    if (values[`${side}_postal_code`].trim() === '' && usesPostalCode(code)) {
      errors[`${side}_postal_code`] = { type: 'country', message: 'required' };
    } else if (postalCodeProblem(values[`${side}_postal_code`], code)) {
      errors[`${side}_postal_code`] = { type: 'country', message: 'postalCode' };
    }
    if (code !== SHORT_ADDRESS_COUNTRY) continue;
    const shortAddress = normalShortAddress(values[`${side}_short_address`]);
    if (!SHORT_ADDRESS_PATTERN.test(shortAddress)) {
      const message = shortAddress === '' ? 'required' : 'shortAddress';
      errors[`${side}_short_address`] = { type: 'country', message };
    }
  }
  return errors;
}

/** Checks the billing block only when it is shown, and each phone and postal code against its address's country. */
export function checkoutResolverFor(codeOf: CountryCodeOf): Resolver<CheckoutValues> {
  return async (values, context, options) => {
    const { formatResolver } = await loadFormatRules();
    const result = await formatResolver(values, context, options);
    const countryRules = { ...(await addressErrors(values, codeOf)), ...(await phoneErrors(values, codeOf)) };
    if (Object.keys(countryRules).length === 0) return result;
    // A field's format error, when it has one, is the one shown.
    return { values: {}, errors: { ...countryRules, ...result.errors } };
  };
}

/** The form filled with the address of the client's last hard-copy order (spec §7 'last order at checkout'). */
export function lastOrderValues(address: OrderAddress): CheckoutValues {
  return {
    ...emptyCheckout,
    shipping_name: address.shipping_name,
    shipping_country_id: String(address.shipping_country_id),
    shipping_address: address.shipping_address,
    shipping_city: address.shipping_city,
    shipping_state: address.shipping_state,
    shipping_postal_code: address.shipping_postal_code,
    shipping_short_address: address.shipping_short_address ?? '',
    shipping_mobile: address.shipping_mobile,
    shipping_email: address.shipping_email,
    // Kept ready behind the 'different billing address' box, which stays as the reader leaves it.
    billing_name: address.billing_name,
    billing_country_id: String(address.billing_country_id),
    billing_address: address.billing_address,
    billing_city: address.billing_city,
    billing_state: address.billing_state,
    billing_postal_code: address.billing_postal_code,
    billing_short_address: address.billing_short_address ?? '',
    billing_mobile: address.billing_mobile,
    billing_email: address.billing_email,
  };
}

export const emptyCheckout: CheckoutValues = {
  shipping_name: '',
  shipping_country_id: '',
  shipping_address: '',
  shipping_city: '',
  shipping_state: '',
  shipping_postal_code: '',
  shipping_short_address: '',
  shipping_mobile: '',
  shipping_email: '',
  billing_name: '',
  billing_country_id: '',
  billing_address: '',
  billing_city: '',
  billing_state: '',
  billing_postal_code: '',
  billing_short_address: '',
  billing_mobile: '',
  billing_email: '',
  note: '',
  different_billing: false,
  payment_type_id: '',
};

const idOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

/**
 * The POST /orders body of a hard-copy checkout; without a different billing address, billing is a
 * copy of shipping. A short national address goes with an address in Saudi Arabia only.
 */
export function hardCopyOrderBody(
  values: CheckoutValues,
  items: CartItem[],
  context: { clientId: number; idempotencyKey: string; codeOf: CountryCodeOf },
): CreateOrderBody {
  const source = values.different_billing ? 'billing' : 'shipping';
  const billing = (part: AddressPart) => values[`${source}_${part}`].trim();
  const shortAddress = (side: 'shipping' | 'billing') =>
    countryOfSide(values, side, context.codeOf) === SHORT_ADDRESS_COUNTRY
      ? normalShortAddress(values[`${side === 'billing' ? source : side}_short_address`])
      : undefined;
  const body: CreateOrderBody = {
    shipping_name: values.shipping_name.trim(),
    shipping_country_id: Number(values.shipping_country_id),
    shipping_address: values.shipping_address.trim(),
    shipping_city: values.shipping_city.trim(),
    shipping_state: values.shipping_state.trim(),
    shipping_postal_code: values.shipping_postal_code.trim(),
    shipping_short_address: shortAddress('shipping'),
    shipping_mobile: values.shipping_mobile.trim(),
    shipping_email: values.shipping_email.trim(),
    billing_name: billing('name'),
    billing_country_id: idOrUndefined(billing('country_id')) ?? Number(values.shipping_country_id),
    billing_address: billing('address'),
    billing_city: billing('city'),
    billing_state: billing('state'),
    billing_postal_code: billing('postal_code'),
    billing_short_address: shortAddress('billing'),
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
