import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A native <details> menu, so it opens by keyboard and works without JavaScript; with
 * JavaScript it also closes on Escape, on navigation and when a click lands outside it.
 */
export function useClosingDisclosure(ref: RefObject<HTMLDetailsElement | null>) {
  const { pathname } = useLocation();
  // Only a change of page closes the menu: a menu opened before its code arrived (on a slow
  // phone) stays open when the code takes it over.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname, ref]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [ref]);
}
