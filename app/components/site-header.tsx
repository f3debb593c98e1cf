import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useViewer } from "#app/accounts/auth-store.ts";
import { MAX_QUERY_LENGTH } from "#app/content/search-options.ts";
import { OFFLINE_PATH } from "#app/offline/addresses.ts";
import { primaryNav, SITE_NAME } from "#app/site/site.ts";
import { Logo } from "./logo.tsx";
import { useClosingDisclosure } from "./use-closing-disclosure.ts";

// A signed-in learner's menu: a visitor's page loads none of its code or words.
const AccountMenu = lazy(() => import("./account-menu.tsx").then((m) => ({ default: m.AccountMenu })));

// The theme button shows only once the page runs, so its code loads after the app has started (theme.tsx).
const ThemeToggle = lazy(() => import("./theme.tsx").then((m) => ({ default: m.ThemeToggle })));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium hover:bg-raised hover:text-ink ${
    isActive ? "text-ink underline decoration-accent decoration-2 underline-offset-8" : "text-muted"
  }`;

// Pages a visitor logging in from is not sent back to: the account pages themselves (one of
// them holds a token in its address), and the home page, after which the dashboard is better.
const NO_RETURN = /^\/(?:$|login|sign-up|forgot-password|reset-password|verify-email|logout|account-deleted)/;

/** Log in or sign up from the header, coming back to the page the visitor is reading. */
function useAuthLinks(): { login: string; signUp: string } {
  const { pathname, search } = useLocation();
  if (NO_RETURN.test(pathname)) return { login: "/login", signUp: "/sign-up" };
  const back = `?redirectTo=${encodeURIComponent(pathname + search)}`;
  return { login: `/login${back}`, signUp: `/sign-up${back}` };
}

export function SiteHeader() {
  const { t, i18n } = useLingui();
  const viewer = useViewer();
  const auth = useAuthLinks();
  // The offline page is the same for everyone (it is kept on the device): it shows no account.
  const account = useLocation().pathname !== OFFLINE_PATH;
  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-line bg-canvas/95 backdrop-blur supports-backdrop-filter:bg-canvas/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" prefetch="intent" className="flex shrink-0 items-center gap-2 rounded-md font-bold text-lg">
          <Logo />
          <span>{SITE_NAME}</span>
        </Link>
        <nav aria-label={t`Main`} className="ml-4 hidden xl:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} prefetch="intent" className={navLinkClass}>
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <HeaderSearch />
          <Suspense>
            <ThemeToggle />
          </Suspense>
          {!account ? null : viewer ? (
            <Suspense>
              <AccountMenu viewer={viewer} />
            </Suspense>
          ) : (
            <>
              <Link
                to={auth.login}
                prefetch="intent"
                className="hidden whitespace-nowrap rounded-md px-3 py-2 font-medium text-sm hover:bg-raised sm:inline-block"
              >
                <Trans>Log in</Trans>
              </Link>
              <Link
                to={auth.signUp}
                prefetch="intent"
                className="hidden whitespace-nowrap rounded-md bg-accent px-3 py-2 font-semibold text-on-accent text-sm hover:opacity-90 sm:inline-block"
              >
                <Trans>Sign up</Trans>
              </Link>
            </>
          )}
          <MobileMenu offerAccount={account && viewer === null} />
        </div>
      </div>
    </header>
  );
}

/**
 * On wide screens, a search box (a GET form to /search, so it works without JavaScript);
 * where the header has no room for it, a link to the search page, where the box is; on a
 * phone, that link is the first item of the menu.
 */
function HeaderSearch() {
  const { t } = useLingui();
  return (
    <>
      <Form method="get" action="/search" role="search" className="hidden 2xl:block">
        <label htmlFor="site-search" className="sr-only">
          <Trans>Search the courses</Trans>
        </label>
        <input
          id="site-search"
          type="search"
          name="q"
          placeholder={t`Search`}
          maxLength={MAX_QUERY_LENGTH}
          className="h-10 w-48 rounded-md border border-line bg-surface px-3 text-sm placeholder:text-muted"
        />
      </Form>
      <Link
        to="/search"
        prefetch="intent"
        className="hidden size-10 items-center justify-center rounded-md hover:bg-raised sm:flex 2xl:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" strokeLinecap="round" />
        </svg>
        <span className="sr-only">
          <Trans>Search</Trans>
        </span>
      </Link>
    </>
  );
}

/**
 * Below the lg breakpoint the navigation folds into a disclosure (see useClosingDisclosure);
 * on phones it also holds "Log in" and "Sign up" when `offerAccount`.
 */
function MobileMenu({ offerAccount }: { offerAccount: boolean }) {
  const { t, i18n } = useLingui();
  const ref = useRef<HTMLDetailsElement>(null);
  useClosingDisclosure(ref);
  const auth = useAuthLinks();

  return (
    <details ref={ref} className="group relative xl:hidden">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-line px-3 font-medium text-sm hover:bg-raised [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
        {/* On the narrowest phones the icon alone, so a signed-in header still fits. */}
        <span className="max-[360px]:sr-only">
          <Trans>Menu</Trans>
        </span>
      </summary>
      <nav
        aria-label={t`Main`}
        className="absolute right-0 mt-2 w-64 rounded-lg border border-line bg-surface p-2 shadow-lg"
      >
        <ul className="flex flex-col">
          <li className="sm:hidden">
            <NavLink
              to="/search"
              prefetch="intent"
              className="block rounded-md px-3 py-2.5 hover:bg-raised aria-[current=page]:font-semibold aria-[current=page]:text-link"
            >
              <Trans>Search</Trans>
            </NavLink>
          </li>
          {primaryNav.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                prefetch="intent"
                className="block rounded-md px-3 py-2.5 hover:bg-raised aria-[current=page]:font-semibold aria-[current=page]:text-link"
              >
                {i18n._(item.label)}
              </NavLink>
            </li>
          ))}
          {!offerAccount ? null : (
            <>
              <li className="mt-2 border-line border-t pt-2 sm:hidden">
                <NavLink to={auth.login} prefetch="intent" className="block rounded-md px-3 py-2.5 hover:bg-raised">
                  <Trans>Log in</Trans>
                </NavLink>
              </li>
              <li className="sm:hidden">
                <NavLink
                  to={auth.signUp}
                  prefetch="intent"
                  className="block rounded-md bg-accent px-3 py-2.5 font-semibold text-on-accent"
                >
                  <Trans>Sign up</Trans>
                </NavLink>
              </li>
            </>
          )}
        </ul>
      </nav>
    </details>
  );
}
