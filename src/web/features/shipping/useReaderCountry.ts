import { useQuery } from '@tanstack/react-query';
import type { Country } from '#shared/contract/content.ts';
import { api } from '#web/api/client.ts';
import { useLanguage } from '#web/state/language.ts';
import { readerCountryStore, useChosenCountry } from '#web/state/reader-country.ts';
import { useSession } from '#web/state/session.ts';
import { useShippingCountries } from './api.ts';

/**
 * The address of the signed-in client's last hard-copy order, or null before their first (spec §7
 * 'last order at checkout'). Under `orders`, so that placing an order forgets it.
 */
export function useLastAddress(enabled = true) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['orders', 'last-address', language],
    queryFn: ({ signal }) =>
      api('GET /orders', { query: { is_hard_copy: '1', page: 1, per_page: 1 }, signal }),
    select: (answer) => answer.data[0]?.order_billing_shipping ?? null,
    staleTime: 0,
    enabled,
  });
}

export type ReaderCountry = {
  /** The country shipping is priced to; undefined while the lists load or when none is shipped to. */
  country: Country | undefined;
  /** The countries to choose from: those shipped to. */
  countries: Country[] | undefined;
  choose: (countryId: number) => void;
};

const choose = (countryId: number) => readerCountryStore.set(countryId);

/**
 * The reader's country for prices of shipping: the one they chose (kept in this browser), else the
 * country of the signed-in client's last order, else the first of the shop's main markets shipped to.
 */
export function useReaderCountry(): ReaderCountry {
  const chosen = useChosenCountry();
  const { loggedIn } = useSession();
  const lastAddress = useLastAddress(loggedIn && chosen === null);
  const countries = useShippingCountries();
  const candidates = [chosen, lastAddress.data?.shipping_country_id];
  const known = candidates
    .map((id) => countries?.find((country) => country.id === id))
    .find((country) => country !== undefined);
  const waitingForLast = loggedIn && chosen === null && lastAddress.isPending;
  const country = waitingForLast ? undefined : (known ?? countries?.[0]);
  return { country, countries, choose };
}
