// A small keyed store in this browser's localStorage, for what a visitor does before they have
// an account (their "Predict first" guesses, their review schedule). What it reads back is
// checked entry by entry: an entry that does not pass is dropped, the rest are kept. React
// components read it with `useEntries`, which is null on the server and while hydrating.
import { useSyncExternalStore } from "react";

export type BrowserStore<T> = {
  /** Every entry, by key. */
  read(): Record<string, T>;
  /** Keeps one entry; past `max` entries, the first ones in `order` go. */
  set(key: string, value: T): void;
  /** Forgets one entry. */
  remove(key: string): void;
  /** Forgets every entry (after they joined an account). */
  clear(): void;
  /** Every entry, current in every component that reads them; null until hydrated. */
  useEntries(): Record<string, T> | null;
};

export function browserStore<T>(
  storageKey: string,
  isEntry: (value: unknown) => value is T,
  { max, order }: { max: number; order: (entry: T) => string },
): BrowserStore<T> {
  const listeners = new Set<() => void>();
  let snapshot: Record<string, T> | null = null;

  function read(): Record<string, T> {
    try {
      const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "{}");
      if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
      return Object.fromEntries(Object.entries(value).filter(([, entry]) => isEntry(entry))) as Record<string, T>;
    } catch {
      // Storage turned off, or not ours to read: then nothing is kept.
      return {};
    }
  }

  function write(entries: Record<string, T> | null) {
    try {
      if (entries) localStorage.setItem(storageKey, JSON.stringify(entries));
      else localStorage.removeItem(storageKey);
    } catch {
      // Storage full or turned off: what the page shows stays, but is not kept.
    }
    snapshot = null;
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKey && event.key !== null) return;
      snapshot = null;
      listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  const current = () => {
    snapshot ??= read();
    return snapshot;
  };

  return {
    read,
    set(key, value) {
      const kept = Object.entries({ ...read(), [key]: value })
        .sort(([, a], [, b]) => order(a).localeCompare(order(b)))
        .slice(-max);
      write(Object.fromEntries(kept));
    },
    remove(key) {
      const { [key]: _removed, ...rest } = read();
      write(rest);
    },
    clear: () => write(null),
    useEntries: () => useSyncExternalStore(subscribe, current, () => null),
  };
}
