import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { LANGUAGES, languageCodes, pathIn } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";

/**
 * This page in every language: plain links that load the other language's page (its words come
 * with it), each named in its own language and marked with it for screen readers.
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t`Language`}>
      <ul className="flex flex-wrap gap-x-1 gap-y-2 text-sm">
        {languageCodes.map((code) => (
          <li key={code}>
            <a
              href={`${pathIn(code, pathname)}${search}${hash}`}
              lang={code}
              hrefLang={code}
              aria-current={code === current ? "true" : undefined}
              className="inline-block rounded-md px-2 py-1 text-muted hover:bg-raised hover:text-ink aria-[current=true]:font-semibold aria-[current=true]:text-ink"
            >
              {LANGUAGES[code].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
