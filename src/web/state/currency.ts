import { BASE_CURRENCY, type DisplayCurrency, isDisplayCurrency } from '#shared/contract/currencies.ts';
import { createPersistedStore, usePersisted } from './persisted.ts';

/*
 * The currency the reader sees approximate prices in (decision 057), kept in localStorage. The
 * dollar, the currency every charge is in, shows no approximate.
 */
export const currencyStore = createPersistedStore<DisplayCurrency>(
  'display-currency',
  BASE_CURRENCY,
  (raw) => (isDisplayCurrency(raw) ? raw : undefined),
);

export const useDisplayCurrency = () => usePersisted(currencyStore);

export function setDisplayCurrency(currency: DisplayCurrency) {
  currencyStore.set(currency);
}
