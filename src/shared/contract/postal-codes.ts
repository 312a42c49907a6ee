import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

/*
 * Postal codes by country, read with the maintained `postcode-validator` (its pattern of each country
 * that has a known format): a module of its own, so that a page loads it only when an address is
 * checked. A country with a format uses postal codes: an address there must give one that fits it.
 * A country without one (the UAE, Qatar, Hong Kong, most of Africa and the Caribbean) has no postal
 * codes: the field may stay empty, and takes any text within its length (decision 086).
 */

/** Whether the country has a postal code format the shop checks. */
export const hasPostalFormat = (country: string | undefined): country is string =>
  country !== undefined && postcodeValidatorExistsForCountry(country);

/** Whether an address in the country must give a postal code; a country not yet chosen is taken to. */
export const usesPostalCode = (country: string | undefined): boolean =>
  country === undefined || postcodeValidatorExistsForCountry(country);

/** 'postalCode' when the code is not one of the country's, else null (no format known: null). */
export function postalCodeProblem(code: string, country: string | undefined): 'postalCode' | null {
  const value = code.trim();
  if (value === '' || !hasPostalFormat(country)) return null;
  return postcodeValidator(value, country) ? null : 'postalCode';
}
