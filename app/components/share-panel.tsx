import { Trans, useLingui } from "@lingui/react/macro";
import { shareLinks } from "#app/site/share.ts";
import { CopyField } from "./copy-field.tsx";
import { useHydrated } from "./use-hydrated.ts";

const linkClass =
  "inline-flex items-center rounded-md border border-line bg-surface px-4 py-2 font-semibold hover:bg-raised";

/**
 * Ways to share one absolute link: links to LinkedIn, X, Facebook and email (plain links, so
 * they work without JavaScript), the link itself to select, and, once JavaScript runs,
 * "Copy link" (which says "Copied" for 1.5 s) and the device's own share sheet where it has one.
 */
export function SharePanel({ url, title, text }: { url: string; title: string; text?: string }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const links = shareLinks({ url, title, text });
  const canShare = hydrated && typeof navigator.share === "function";

  const share = async () => {
    try {
      await navigator.share({ url, title, text: text ?? title });
    } catch {
      // Closing the share sheet rejects too; either way the links below still work.
    }
  };

  return (
    <div className="space-y-4">
      <CopyField label={t`Link to share`} value={url} button={t`Copy link`} />
      <ul className="flex flex-wrap gap-3">
        <li>
          <a href={links.linkedin} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <Trans>
              Share on LinkedIn<span className="sr-only"> (opens in a new tab)</span>
            </Trans>
          </a>
        </li>
        <li>
          <a href={links.x} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <Trans>
              Share on X<span className="sr-only"> (opens in a new tab)</span>
            </Trans>
          </a>
        </li>
        <li>
          <a href={links.facebook} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <Trans>
              Share on Facebook<span className="sr-only"> (opens in a new tab)</span>
            </Trans>
          </a>
        </li>
        <li>
          <a href={links.email} className={linkClass}>
            <Trans>Share by email</Trans>
          </a>
        </li>
        {/* Last, so that its arrival after hydration moves nothing that was already there. */}
        {canShare ? (
          <li>
            <button type="button" onClick={share} className={linkClass}>
              <Trans comment="opens the device's own share sheet">Share…</Trans>
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
