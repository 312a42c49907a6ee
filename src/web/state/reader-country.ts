import { isWhole } from './checks.ts';
import { createPersistedStore, usePersisted } from './persisted.ts';

/*
 * The country the reader ships to, as they chose it on a book page or in the cart (a country id of
 * GET /countries), kept so that every page prices shipping to it. Null until they choose.
 */
export const readerCountryStore = createPersistedStore<number | null>('shipping-country', null, (raw) =>
  raw === null || isWhole(raw, 1) ? raw : undefined,
);

export const useChosenCountry = () => usePersisted(readerCountryStore);
