import { Trans } from "@lingui/react/macro";
import { useHydrated } from "./use-hydrated.ts";

/** "Print" with JavaScript; without it, the browser's own print command does the same. */
export function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated)
    return (
      <p className="self-center text-muted text-sm">
        <Trans>To print, use your browser's Print command.</Trans>
      </p>
    );
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md bg-accent px-4 py-2 font-semibold text-on-accent hover:opacity-90"
    >
      <Trans>Print certificate</Trans>
    </button>
  );
}
