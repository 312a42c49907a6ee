import { useCallback } from 'react';
import { parseIds } from './ids.ts';
import { createPersistedStore, usePersisted } from './persisted.ts';

export const favoriteStore = createPersistedStore<number[]>('favorite', [], parseIds);

export const favoriteActions = {
  toggle(bookId: number) {
    favoriteStore.set((ids) => (ids.includes(bookId) ? ids.filter((id) => id !== bookId) : [...ids, bookId]));
  },
  remove(bookId: number) {
    favoriteStore.set((ids) => ids.filter((id) => id !== bookId));
  },
  clear() {
    favoriteStore.reset();
  },
};

export function useFavorites() {
  const ids = usePersisted(favoriteStore);
  const has = useCallback((bookId: number) => ids.includes(bookId), [ids]);
  return { ids, count: ids.length, has, ...favoriteActions };
}
