import { useSyncExternalStore } from "react";

export type Store<T> = {
  get(): T;
  set(next: Partial<T> | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
};

/** A tiny observable value; React reads it through useStore, plain code through get/subscribe. */
export function createStore<T extends object>(initial: T, onChange?: (value: T) => void): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = typeof next === "function" ? next(value) : { ...value, ...next };
      onChange?.(value);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A store saved under `key` in storage; `parse` turns whatever is stored (or nothing) into a valid value. */
export function createPersistedStore<T extends object>(
  key: string,
  parse: (raw: unknown) => T,
  storage: Storage | undefined = globalThis.localStorage,
): Store<T> {
  let raw: unknown;
  try {
    const text = storage?.getItem(key);
    raw = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    raw = undefined;
  }
  return createStore(parse(raw), (value) => {
    try {
      storage?.setItem(key, JSON.stringify(value));
    } catch {
      // NOTE: private browsing or a full quota: the app keeps working for this visit.
    }
  });
}

export function useStore<T extends object, R>(store: Store<T>, select: (value: T) => R): R {
  const read = () => select(store.get());
  // The server snapshot is the same value: the home page is prerendered with the stores' defaults.
  return useSyncExternalStore(store.subscribe, read, read);
}
