import { useEffect, useId, useRef, useState } from "react";
import { COPIED_MS, shareLinks } from "~/lib/share";
import { useHydrated } from "~/lib/use-hydrated";

const linkClass =
  "inline-flex items-center rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised focus-visible:outline-2 focus-visible:outline-focus";

/**
 * Ways to share one link: the device's own share sheet where the browser has one, links to
 * LinkedIn, X, Facebook and email, and "Copy link", which says "Copied" for 1.5 s.
 */
export function SharePanel({ url, title, text }: { url: string; title: string; text?: string }) {
  const hydrated = useHydrated();
  const links = shareLinks({ url, title, text });
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const canShare = hydrated && typeof navigator !== "undefined" && typeof navigator.share === "function";

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(url);
      setStatus("Copied");
    } catch {
      input.current?.select();
      setStatus("Press Ctrl+C to copy");
    }
    timer.current = setTimeout(() => setStatus(""), COPIED_MS);
  };

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={inputId} className="font-medium">
          Link
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
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
              className="min-w-28 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent hover:opacity-90"
            >
              {status === "Copied" ? "Copied" : "Copy link"}
            </button>
          ) : null}
        </div>
        <p role="status" className="mt-1 min-h-5 text-muted text-sm">
          {status}
        </p>
      </div>
      <ul className="flex flex-wrap gap-3">
        {canShare ? (
          <li>
            <button
              type="button"
              onClick={() => navigator.share({ url, title, text: text ?? title }).catch(() => {})}
              className={linkClass}
            >
              Share…
            </button>
          </li>
        ) : null}
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
      </ul>
    </div>
  );
}
