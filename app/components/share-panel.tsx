import { useEffect, useId, useRef, useState } from "react";
import { COPIED_MS, shareLinks } from "#app/site/share.ts";
import { useHydrated } from "./use-hydrated.ts";

const linkClass =
  "inline-flex items-center rounded-md border border-line bg-surface px-4 py-2 font-semibold hover:bg-raised";

const COPIED = "Copied";

/** The keys that copy on this device, for when the browser will not copy for us. */
function copyKeys(): string {
  return /Mac|iPhone|iPad/.test(navigator.userAgent) ? "Command+C" : "Ctrl+C";
}

/**
 * Ways to share one absolute link: links to LinkedIn, X, Facebook and email (plain links, so
 * they work without JavaScript), the link itself to select, and, once JavaScript runs,
 * "Copy link" (which says "Copied" for 1.5 s) and the device's own share sheet where it has one.
 */
export function SharePanel({ url, title, text }: { url: string; title: string; text?: string }) {
  const hydrated = useHydrated();
  const links = shareLinks({ url, title, text });
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const canShare = hydrated && typeof navigator.share === "function";

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setStatus(COPIED);
      timer.current = setTimeout(() => setStatus(""), COPIED_MS);
    } catch {
      // Denied or unavailable: leave the link selected for the learner to copy themselves.
      input.current?.focus();
      input.current?.select();
      setStatus(`Press ${copyKeys()} to copy`);
    }
  };

  const share = async () => {
    try {
      await navigator.share({ url, title, text: text ?? title });
    } catch {
      // Closing the share sheet rejects too; either way the links below still work.
    }
  };

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={inputId} className="font-medium">
          Link to share
        </label>
        {/* No wrapping: the Copy button appearing after hydration must not push anything down. */}
        <div className="mt-1 flex gap-2">
          <input
            ref={input}
            id={inputId}
            type="text"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border border-line bg-surface px-3 py-2 font-mono text-sm"
          />
          {hydrated ? (
            <button
              type="button"
              onClick={copy}
              className="min-w-28 shrink-0 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent hover:opacity-90"
            >
              {status === COPIED ? COPIED : "Copy link"}
            </button>
          ) : null}
        </div>
        {/* In the page from the first render, so screen readers announce what is put in it. */}
        <p role="status" className="mt-1 min-h-5 text-muted text-sm">
          {status}
        </p>
      </div>
      <ul className="flex flex-wrap gap-3">
        <li>
          <a href={links.linkedin} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Share on LinkedIn<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={links.x} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Share on X<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={links.facebook} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Share on Facebook<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={links.email} className={linkClass}>
            Share by email
          </a>
        </li>
        {/* Last, so that its arrival after hydration moves nothing that was already there. */}
        {canShare ? (
          <li>
            <button type="button" onClick={share} className={linkClass}>
              Share…
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
