import type { CreateOrderInput } from '#shared/contract/orders.ts';
import { SHORT_ADDRESS_COUNTRY } from '#shared/contract/orders.ts';
import { postalCodeProblem, usesPostalCode } from '#shared/contract/postal-codes.ts';
import type { Localized } from '#shared/lang.ts';
import { orderMessages } from './messages.ts';

/*
 * The rules of an address that hang on its country: the postal code is given where the country uses
 * postal codes and fits its format, and the Saudi short national address is given for an address in Saudi Arabia and
 * for no other.
 */

type Side = 'shipping' | 'billing';

/** Adds to `errors` what the `side` address of the order breaks, its country being `countryCode`. */
export function addressRuleErrors(
  errors: Record<string, Localized[]>,
  input: CreateOrderInput,
  side: Side,
  countryCode: string | undefined,
) {
  const postalCode = input[`${side}_postal_code`] ?? '';
  if (postalCode.trim() === '' && usesPostalCode(countryCode)) {
    errors[`${side}_postal_code`] = [orderMessages.postalCodeRequired];
  } else if (postalCodeProblem(postalCode, countryCode)) {
    errors[`${side}_postal_code`] = [orderMessages.postalCodeForCountry];
  }
  const shortAddress = input[`${side}_short_address`];
  if (countryCode === SHORT_ADDRESS_COUNTRY && shortAddress === undefined) {
    errors[`${side}_short_address`] = [orderMessages.shortAddressRequired];
  } else if (countryCode !== SHORT_ADDRESS_COUNTRY && shortAddress !== undefined) {
    errors[`${side}_short_address`] = [orderMessages.shortAddressOnlySaudi];
  }
}
