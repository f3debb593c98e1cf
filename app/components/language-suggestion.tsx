import { useEffect, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { useViewer } from "#app/accounts/auth-store.ts";
import { OFFLINE_PATH } from "#app/offline/addresses.ts";
import { type Language, pathIn } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";

/** The offer in each other language, written by the server from that language's catalog (root loader). */
export type LanguageOffers = Partial<Record<Language, { text: string; action: string; dismiss: string }>>;

const DISMISSED_KEY = "synapse:language-offer-dismissed";

/**
 * Offers a visitor (not a signed-in learner, whose choice is kept with their account) whose
 * browser prefers another of our languages this page in it: a small, dismissible bar at the foot
 * of the window, never a redirect (a page's address always serves the same language, so it
 * can be cached). It appears after the page starts, in the offered language, and once
 * dismissed stays away on this browser.
 */
export function LanguageSuggestion() {
  const offers = useRouteLoaderData<{ languageOffers?: LanguageOffers }>("root")?.languageOffers;
  const current = useLanguage();
  const signedIn = useViewer() !== null;
  const { pathname, search, hash } = useLocation();
  const [offered, setOffered] = useState<Language | null>(null);

  useEffect(() => {
    // A learner has chosen their language (it is kept with their account): nothing to offer.
    // Nor on the offline screen, which is about the connection, not the language.
    if (!offers || signedIn || pathname === OFFLINE_PATH) return;
    let dismissed = false;
    try {
      dismissed = localStorage.getItem(DISMISSED_KEY) === "1";
    } catch {
      // Storage refused (private mode): offer anyway; dismissing then lasts for this page.
    }
    if (dismissed) return;
    // The browser's first language we write, if it is not this page's.
    for (const tag of navigator.languages ?? [navigator.language]) {
      const code = tag.toLowerCase().split("-")[0] as Language;
      if (code === current) return;
      if (offers[code]) return setOffered(code);
    }
  }, [offers, current, signedIn, pathname]);

  const offer = offered ? offers?.[offered] : undefined;
  if (!offered || !offer) return null;
  const dismiss = () => {
    setOffered(null);
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Nothing to keep it in: it goes for this page.
    }
  };
  return (
    // Over the foot of the window, not above the page: it arrives after the page has painted,
    // and pushing the page down then would move what the reader is looking at.
    <aside
      lang={offered}
      aria-label={offer.text}
      className="fixed inset-x-0 bottom-0 z-40 border-line border-t bg-accent-soft shadow-lg print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p>{offer.text}</p>
        <a
          href={`${pathIn(offered, pathname)}${search}${hash}`}
          hrefLang={offered}
          className="font-semibold text-link underline underline-offset-2"
        >
          {offer.action}
        </a>
        <button type="button" onClick={dismiss} className="ml-auto rounded-md px-2 py-1 hover:bg-raised">
          {offer.dismiss}
        </button>
      </div>
    </aside>
  );
}
