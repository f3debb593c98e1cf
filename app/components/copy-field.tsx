import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { COPIED_MS } from "#app/site/share.ts";
import { useHydrated } from "./use-hydrated.ts";

/** The keys that copy on this device, for when the browser will not copy for us. */
function copyKeys(): string {
  return /Mac|iPhone|iPad/.test(navigator.userAgent) ? "Command+C" : "Ctrl+C";
}

/**
 * A value to copy (a link, a code): shown in a read-only field that selects itself, and,
 * once JavaScript runs, a button that copies it and says "Copied" for 1.5 s.
 */
export function CopyField({
  label,
  value,
  button,
  mono = true,
}: {
  label: string;
  value: string;
  /** The button's words, such as "Copy link". */
  button: string;
  mono?: boolean;
}) {
  const hydrated = useHydrated();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // What the line under the field says: nothing, "Copied", or which keys copy.
  const [status, setStatus] = useState<"" | "copied" | "keys">("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setStatus("copied");
      timer.current = setTimeout(() => setStatus(""), COPIED_MS);
    } catch {
      // Denied or unavailable: leave the value selected for the learner to copy themselves.
      input.current?.focus();
      input.current?.select();
      setStatus("keys");
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      {/* No wrapping: the Copy button appearing after hydration must not push anything down. */}
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id={inputId}
          type="text"
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className={`min-w-0 flex-1 rounded-md border border-line bg-surface px-3 py-2 ${mono ? "font-mono" : ""} text-sm`}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={copy}
            className="min-w-28 shrink-0 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent hover:opacity-90"
          >
            {status === "copied" ? <Copied /> : button}
          </button>
        ) : null}
      </div>
      {/* In the page from the first render, so screen readers announce what is put in it. */}
      <p role="status" className="mt-1 min-h-5 text-muted text-sm">
        {status === "copied" ? <Copied /> : status === "keys" ? <PressKeys keys={copyKeys()} /> : null}
      </p>
    </div>
  );
}

const Copied = () => <Trans comment="a link or code was copied to the clipboard">Copied</Trans>;

/** "Press Ctrl+C to copy", with the keys of this device. */
const PressKeys = ({ keys }: { keys: string }) => <Trans>Press {keys} to copy</Trans>;
