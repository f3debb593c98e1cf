import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { STORAGE_KEY } from "./theme-script.tsx";

// The theme controls (a header button, a footer choice). They show only once the page runs
// (decision 0009), so their code and words load after the app has started (site-header.tsx,
// site-footer.tsx); the script that applies a stored choice before the first paint is
// theme-script.tsx.
export type ThemeChoice = "system" | "light" | "dark";

function readChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

function applyChoice(choice: ThemeChoice) {
  const root = document.documentElement;
  root.classList.toggle("light", choice === "light");
  root.classList.toggle("dark", choice === "dark");
  try {
    if (choice === "system") localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

const systemPrefersDark = () => window.matchMedia("(prefers-color-scheme: dark)").matches;

/** The learner's theme choice, and whether dark is showing right now. */
export function useTheme() {
  const [choice, setChoice] = useState<ThemeChoice>("system");
  const [systemDark, setSystemDark] = useState(false);
  useEffect(() => {
    setChoice(readChoice());
    setSystemDark(systemPrefersDark());
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener("change", onChange);
    // Another tab changed the theme: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY) return;
      const next = readChoice();
      applyChoice(next);
      setChoice(next);
    };
    window.addEventListener("storage", onStorage);
    return () => {
      query.removeEventListener("change", onChange);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  const choose = (next: ThemeChoice) => {
    applyChoice(next);
    setChoice(next);
  };
  const isDark = choice === "dark" || (choice === "system" && systemDark);
  return { choice, isDark, choose };
}

// The choice is kept in this browser (localStorage), so switching needs JavaScript: without
// it the controls are not offered (the "js" class above shows them before the first paint)
// and the page follows the system setting. A cookie read by the server would make every
// anonymous page differ per visitor and defeat the page cache (decision 0009).

/** Header button: flips between light and dark, remembering the choice. */
export function ThemeToggle() {
  const { isDark, choose } = useTheme();
  const { t } = useLingui();
  const label = isDark ? t`Switch to light theme` : t`Switch to dark theme`;
  return (
    <button
      type="button"
      onClick={() => choose(isDark ? "light" : "dark")}
      className="hidden size-10 items-center justify-center rounded-md text-muted hover:bg-raised hover:text-ink in-[.js]:inline-flex"
      aria-label={label}
      title={label}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

const THEME_OPTIONS = [
  { value: "system", label: msg({ message: "System", comment: "colour theme: follow the device's setting" }) },
  { value: "light", label: msg({ message: "Light", comment: "colour theme" }) },
  { value: "dark", label: msg({ message: "Dark", comment: "colour theme" }) },
] as const satisfies readonly { value: ThemeChoice; label: unknown }[];

/** Footer control with all three choices, including going back to the system setting. */
export function ThemeChooser() {
  const { choice, choose } = useTheme();
  const { i18n } = useLingui();
  return (
    <fieldset className="hidden flex-wrap items-center gap-2 text-sm in-[.js]:flex">
      <legend className="sr-only">
        <Trans>Color theme</Trans>
      </legend>
      <span aria-hidden="true" className="text-muted">
        <Trans>Theme:</Trans>
      </span>
      {THEME_OPTIONS.map((o) => (
        <label
          key={o.value}
          className="cursor-pointer rounded-md border border-line px-2.5 py-1 has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-3 has-focus-visible:outline-focus"
        >
          <input
            type="radio"
            name="theme"
            value={o.value}
            checked={choice === o.value}
            onChange={() => choose(o.value)}
            className="sr-only"
          />
          {i18n._(o.label)}
        </label>
      ))}
    </fieldset>
  );
}

function MoonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" strokeLinejoin="round" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="4" />
      <path
        d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
