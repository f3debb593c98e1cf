import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { useViewer } from "#app/accounts/auth-store.ts";
import { LANGUAGES, languageCodes, pathIn } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";

const itemClass =
  "inline-block rounded-md px-2 py-1 text-muted hover:bg-raised hover:text-ink aria-[current=true]:font-semibold aria-[current=true]:text-ink";

/**
 * This page in every language, each named in its own language and marked with it for screen
 * readers. For visitors, plain links that load the other language's page (its words come with
 * it). For a signed-in learner, small forms that post the choice to /language, which keeps it
 * with their account (other devices, emails) and then loads the page in that language: a link
 * could not tell a choice from following an address. Both work without JavaScript.
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const current = useLanguage();
  const signedIn = Boolean(useViewer());
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t`Language`}>
      <ul className="flex flex-wrap gap-x-1 gap-y-2 text-sm">
        {languageCodes.map((code) => (
          <li key={code}>
            {signedIn ? (
              // A plain form, not the router's: the answer is another language's whole page.
              <form method="post" action="/language">
                <input type="hidden" name="language" value={code} />
                <input type="hidden" name="returnTo" value={`${pathname}${search}${hash}`} />
                <button
                  type="submit"
                  lang={code}
                  aria-current={code === current ? "true" : undefined}
                  className={`${itemClass} cursor-pointer`}
                >
                  {LANGUAGES[code].name}
                </button>
              </form>
            ) : (
              <a
                href={`${pathIn(code, pathname)}${search}${hash}`}
                lang={code}
                hrefLang={code}
                aria-current={code === current ? "true" : undefined}
                className={itemClass}
              >
                {LANGUAGES[code].name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
