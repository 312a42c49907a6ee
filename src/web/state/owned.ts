import { useCallback } from 'react';
import { parseIds } from './ids.ts';
import { createPersistedStore, usePersisted } from './persisted.ts';

/** Ids of the books whose PDF this browser's client has bought. */
export const ownedStore = createPersistedStore<number[]>('owned', [], parseIds);

export const ownedActions = {
  add(bookId: number) {
    ownedStore.set((ids) => (ids.includes(bookId) ? ids : [...ids, bookId]));
  },
  replace(ids: number[]) {
    ownedStore.set([...new Set(ids)]);
  },
  clear() {
    ownedStore.reset();
  },
};

export function useOwned() {
  const ids = usePersisted(ownedStore);
  const has = useCallback((bookId: number) => ids.includes(bookId), [ids]);
  return { ids, has, ...ownedActions };
}
