import parsePhoneNumber, { type CountryCode, isSupportedCountry } from 'libphonenumber-js/max';

/*
 * The keys a COD order's buyer is matched by (decision 103): the phone in E.164, read with the full
 * metadata of libphonenumber so that validity follows each country's number plan, and the address
 * folded so that spelling variants of one street meet.
 */

export type PhoneFacts = { e164: string | null; validForCountry: boolean };

/** The phone as E.164 (read in `country` when written without its calling code) and whether it is a valid number of that country. */
export function phoneFacts(written: string, country: string | null): PhoneFacts {
  const code = country && isSupportedCountry(country) ? (country as CountryCode) : undefined;
  let parsed: ReturnType<typeof parsePhoneNumber> | undefined;
  try {
    parsed = parsePhoneNumber(written, code);
  } catch {
    parsed = undefined;
  }
  if (!parsed) return { e164: null, validForCountry: false };
  return {
    e164: parsed.number,
    validForCountry: code !== undefined && parsed.isValid() && parsed.country === code,
  };
}

/** The phone key: E.164 when it can be read, else the digits written. */
export function phoneKey(written: string, country: string | null): string {
  return phoneFacts(written, country).e164 ?? written.replace(/\D/g, '');
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Lower case, Latin digits, Arabic letters in one form, no marks, punctuation or repeated spaces. */
function fold(text: string): string {
  return text
    .normalize('NFKC')
    .replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The address key: the country, city and street address folded; empty when no street is given. */
export function addressKey(countryId: number | null, city: string | null, address: string | null): string {
  const street = fold(address ?? '');
  if (street === '') return '';
  return `${countryId ?? ''}|${fold(city ?? '')}|${street}`;
}
