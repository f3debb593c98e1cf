import { Trans } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { DEFAULT_LANGUAGE } from "#app/site/locale.ts";

/**
 * Said on a translated page whose English text changed after it was translated (or that is not
 * translated yet): the English page is the one to trust, one click away.
 */
export function TranslationNotice({ className = "" }: { className?: string }) {
  const { pathname, hash } = useLocation();
  return (
    <p role="note" className={`rounded-lg border border-line bg-surface px-4 py-3 text-sm ${className}`}>
      <Trans>
        The English version of this page has changed since it was translated.{" "}
        <a href={pathname + hash} hrefLang={DEFAULT_LANGUAGE} className="text-link underline underline-offset-2">
          Read the English version
        </a>
        .
      </Trans>
    </p>
  );
}
