import { useSyncExternalStore } from 'react';

export type PersistedStore<T> = {
  readonly key: string;
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
};

type Parse<T> = (raw: unknown) => T | undefined;

/** The stored text, or undefined when storage cannot be used (privacy modes). */
function readRaw(key: string): string | null | undefined {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return undefined;
  }
}

function decode<T>(raw: string | null, parse: Parse<T>, fallback: T): T {
  if (raw === null) return fallback;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // A bare string (e.g. `en`) written by hand or by an older version: let the parser judge it.
  }
  return parse(value) ?? fallback;
}

/**
 * One value kept in localStorage under `key`, readable from React with `useSyncExternalStore`.
 * Writes from this tab notify its subscribers directly; writes from other tabs arrive as `storage` events.
 */
export function createPersistedStore<T>(key: string, fallback: T, parse: Parse<T>): PersistedStore<T> {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  let cachedRaw: string | null | undefined;
  let cachedValue: T = fallback;

  // Without storage the shop keeps state for the page's life only.
  const currentRaw = () => {
    const raw = readRaw(key);
    return raw === undefined ? memory : raw;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  const store: PersistedStore<T> = {
    key,
    get() {
      const raw = currentRaw();
      // The same raw text gives the same object, as useSyncExternalStore requires.
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cachedValue = decode(raw, parse, fallback);
      }
      return cachedValue;
    },
    set(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(store.get()) : next;
      const raw = JSON.stringify(value);
      memory = raw;
      try {
        window.localStorage.setItem(key, raw);
      } catch {
        // Quota or disabled storage: the in-memory copy still serves this tab.
      }
      notify();
    },
    reset() {
      store.set(fallback);
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
  return store;
}

export function usePersisted<T>(store: PersistedStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
