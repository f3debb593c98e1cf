import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { useViewer } from "#app/accounts/auth-store.ts";
import { OFFLINE_PATH } from "#app/offline/addresses.ts";
import { footerNav, SITE_NAME, SITE_TAGLINE } from "#app/site/site.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";

// The theme choice shows only once the page runs, so its code loads after the app has started (theme.tsx).
const ThemeChooser = lazy(() => import("./theme.tsx").then((m) => ({ default: m.ThemeChooser })));

export function SiteFooter() {
  const { i18n } = useLingui();
  const audience = useViewer() ? "learners" : "visitors";
  // The offline page is the same for everyone (it is kept on the device): only the links for all.
  const forEveryone = useLocation().pathname === OFFLINE_PATH;
  return (
    <footer className="mt-16 border-line border-t bg-surface print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:grid-cols-6 lg:px-8">
        <div className="md:col-span-3 lg:col-span-2">
          <Link to="/" prefetch="intent" className="inline-flex items-center gap-2 rounded-md font-bold text-lg">
            <Logo className="size-7" />
            {SITE_NAME}
          </Link>
          <p className="mt-3 max-w-xs text-muted text-sm">{i18n._(SITE_TAGLINE)}</p>
          <div className="mt-6 space-y-4">
            <Suspense>
              <ThemeChooser />
            </Suspense>
            <LanguageSwitcher />
          </div>
        </div>
        {footerNav.map((group) => (
          <nav key={group.heading.id} aria-label={i18n._(group.heading)}>
            <h2 className="font-semibold text-sm">{i18n._(group.heading)}</h2>
            <ul className="mt-3 space-y-2">
              {group.links
                .filter((link) => (forEveryone ? !link.for : (link.for ?? audience) === audience))
                .map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} prefetch="intent" className="text-muted text-sm hover:text-ink hover:underline">
                      {i18n._(link.label)}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-line border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-muted text-xs sm:px-6 lg:px-8">
          <Trans>Free to learn, no ads, no tracking cookies. Course text and demos by the {SITE_NAME} team.</Trans>
        </p>
      </div>
    </footer>
  );
}
