import { useSyncExternalStore } from "react";

const noop = () => () => {};

/** False while rendering on the server and hydrating, true afterwards: for JavaScript-only controls. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
