import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import { EXCLUDED_PHONE_COUNTRIES } from './client-limits.ts';

/*
 * Phone numbers by country (spec §5), read with libphonenumber and its metadata of every country: a
 * module of its own, so that a page loads it only when a number is to be read.
 */

const PHONE_DIGITS = { min: 2, max: 17, extension: 20 } as const;

/** Why a phone number is refused, or null when it is fine (spec §5 phone rules, IL excluded). */
export function phoneProblem(mobile: string, country?: string | null): 'phone' | null {
  const code = country && isSupportedCountry(country) ? (country as CountryCode) : undefined;
  if (country && (!code || EXCLUDED_PHONE_COUNTRIES.includes(country))) return 'phone';
  const phone = parsePhoneNumberFromString(mobile, code);
  if (!phone?.isValid()) return 'phone';
  if (phone.country && EXCLUDED_PHONE_COUNTRIES.includes(phone.country)) return 'phone';
  if (
    EXCLUDED_PHONE_COUNTRIES.some((c) => getCountryCallingCode(c as CountryCode) === phone.countryCallingCode)
  )
    return 'phone';
  const national = phone.nationalNumber.length;
  if (national < PHONE_DIGITS.min || national > PHONE_DIGITS.max) return 'phone';
  if (phone.ext && phone.ext.length > PHONE_DIGITS.extension) return 'phone';
  // Countries sharing a calling code (+1, +7) pick their number the same way.
  if (code && phone.countryCallingCode !== getCountryCallingCode(code)) return 'phone';
  return null;
}

/**
 * The phone of an address in `country` (ISO code), read as the register form reads it: a number of that
 * country, typed nationally or with its calling code; for a country the phone library does not know,
 * any valid international number. Answers the number in international form (E.164), or null when refused.
 */
export function phoneInCountry(mobile: string, country?: string | null): string | null {
  const code = country && isSupportedCountry(country) ? (country as CountryCode) : undefined;
  if (phoneProblem(mobile, code)) return null;
  return parsePhoneNumberFromString(mobile, code)?.number ?? null;
}

/** The calling code of a country (ISO code), e.g. '+962' for JO; undefined for one the phone library does not know. */
export function callingCodeOf(country?: string | null): string | undefined {
  return country && isSupportedCountry(country) ? `+${getCountryCallingCode(country)}` : undefined;
}
