/*
 * The shop's main markets, in the order every country list of the shop puts them first (the phone
 * picker, the checkout's and the book page's countries): Jordan, Saudi Arabia, the other Gulf states,
 * Egypt, then the other Arab countries. The rest follow in the alphabetical order of the page.
 */
export const FIRST_COUNTRIES = [
  'JO',
  'SA',
  'AE',
  'KW',
  'QA',
  'BH',
  'OM',
  'EG',
  'IQ',
  'SY',
  'LB',
  'PS',
  'YE',
  'SD',
  'LY',
  'TN',
  'DZ',
  'MA',
  'MR',
] as const;

const rank = new Map<string, number>(FIRST_COUNTRIES.map((code, i) => [code, i]));

/** The list with the main markets first, in FIRST_COUNTRIES order; the others keep their order. */
export function mainMarketsFirst<T extends { code: string }>(countries: readonly T[]): T[] {
  const first = countries
    .filter((country) => rank.has(country.code))
    .sort((a, b) => (rank.get(a.code) as number) - (rank.get(b.code) as number));
  return [...first, ...countries.filter((country) => !rank.has(country.code))];
}
