import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Country } from '#shared/contract/content.ts';
import type { CreateOrderBody } from '#shared/contract/orders.ts';
import { mainMarketsFirst } from '#shared/country-order.ts';
import { api } from '#web/api/client.ts';
import { usePaymentTypes } from '#web/api/payment-types.ts';
import { useLanguage } from '#web/state/language.ts';

/** Countries named and sorted in the page's language (GET /countries), the shop's main markets first. */
export function useCountries() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['countries', language],
    queryFn: ({ signal }) => api('GET /countries', { signal, quiet: true }),
    select: (answer) => mainMarketsFirst(answer.data),
  });
}

/** Where printed books are sent (GET /shipping-destinations). */
export function useShippingDestinations() {
  return useQuery({
    queryKey: ['shipping-destinations'],
    queryFn: ({ signal }) => api('GET /shipping-destinations', { signal, quiet: true }),
    select: (answer) => answer.data,
    // A shop that cannot say is not asked again by every form that opens: the lists stay as they are.
    retryOnMount: false,
  });
}

/**
 * The countries printed books are shipped to, in the order of useCountries; every country while
 * the shop ships everywhere (or cannot say where it ships: the order is checked by the server all
 * the same). Undefined until both lists have come.
 */
export function useShippingCountries(): Country[] | undefined {
  const countries = useCountries();
  const destinations = useShippingDestinations();
  if (!countries.data || destinations.isPending) return undefined;
  if (!destinations.data || destinations.data.ships_everywhere) return countries.data;
  const shipped = new Set(destinations.data.countries.map((c) => c.country_id));
  return countries.data.filter((country) => shipped.has(country.id));
}

/**
 * Whether cash on delivery is taken at an address in the country (its shipping zone's setting, from
 * GET /shipping-destinations); true while the shop ships everywhere, or cannot say, or no country is
 * chosen yet: the server checks the order all the same.
 */
export function useCodOffered(countryId: string): boolean {
  const destinations = useShippingDestinations().data;
  if (!destinations || destinations.ships_everywhere || countryId === '') return true;
  const destination = destinations.countries.find((c) => String(c.country_id) === countryId);
  return destination?.cod_offered ?? true;
}

/**
 * What the server will charge (POST /orders/quote) for `body`; asked again whenever the body changes,
 * the last answer kept on screen meanwhile. A refusal is the query's error, shown by the caller.
 */
export function useQuote(body: CreateOrderBody | undefined) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['quote', language, body],
    queryFn: ({ signal }) => api('POST /orders/quote', { body: body!, signal, quiet: true }),
    enabled: body !== undefined,
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * The payment an estimate is priced with before the reader chooses one: a payment taken before
 * shipping (the card), without the cash-on-delivery fee; cash on delivery where it is the only one.
 */
export function useEstimatePayment(): number | undefined {
  const types = usePaymentTypes().data;
  return (types?.find((type) => !type.hard_copy_only) ?? types?.[0])?.id;
}

type Line = { book_id: number; quantity: number };
type BoxSetLine = { box_set_id: number; quantity: number };

/**
 * The price of printed `lines` and box sets (decision 096) sent to `countryId`, before an address or
 * a payment is chosen.
 */
export function useEstimate(lines: Line[], countryId: number | undefined, boxSets: BoxSetLine[] = []) {
  const paymentTypeId = useEstimatePayment();
  return useQuote(
    countryId !== undefined && paymentTypeId !== undefined && lines.length + boxSets.length > 0
      ? {
          is_hard_copy: true,
          shipping_country_id: countryId,
          billing_country_id: countryId,
          payment_type_id: paymentTypeId,
          books: lines.map((line) => ({ ...line, isHardCopy: true })),
          ...(boxSets.length ? { box_sets: boxSets } : {}),
        }
      : undefined,
  );
}
