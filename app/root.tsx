import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root.ts";
import "./app.css";
import type { ErrorScreenProps } from "#app/components/error-screen.tsx";
import type { LanguageOffers } from "#app/components/language-suggestion.tsx";
import { LiveSync } from "#app/components/live-sync.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { ThemeScript } from "#app/components/theme-script.tsx";
import { APP_START_SCRIPT } from "#app/http/app-start.ts";
import { useDocumentOnly } from "#app/http/document-only.ts";
import type { UnreadableForm } from "#app/http/forms.ts";
import { requestContext } from "#app/http/request-context.ts";
import { sessionMiddleware, sessionOf } from "#app/http/session.server.ts";
import { timeZoneOf } from "#app/http/time-zone.server.ts";
import { buildInfo } from "#app/platform/build-info.server.ts";
import { publicEnv } from "#app/platform/env.server.ts";
import { catalogOf } from "#app/site/catalogs.server.ts";
import { i18nFor } from "#app/site/i18n.ts";
import { type Language, languageCodes, pathIn } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";

// The offer of another language shows only after the page has started, for some visitors: its
// code need not load with every page.
const LanguageSuggestion = lazy(() =>
  import("#app/components/language-suggestion.tsx").then((m) => ({ default: m.LanguageSuggestion })),
);

// What the page needs only once it runs, and rarely shows (a note that the learner signed in
// or out elsewhere, an offer to load a new version), and the page-view count: their code and
// words load after the app has started, not before. The server renders them in the page, and
// React takes each over when its code is in.
const AuthSync = lazy(() => import("#app/components/auth-sync.tsx").then((m) => ({ default: m.AuthSync })));
const VersionBanner = lazy(() =>
  import("#app/components/version-banner.tsx").then((m) => ({ default: m.VersionBanner })),
);
const PageViewBeacon = lazy(() =>
  import("#app/components/page-view-beacon.tsx").then((m) => ({ default: m.PageViewBeacon })),
);

// The error screens' code (and prose) loads only when one is shown, not with every page: the
// server renders the screen in the page, which stays while the code arrives. Should the code
// not load (the learner went offline), a plain screen still says what happened.
const ErrorScreen = lazy(() => import("#app/components/error-screen.tsx").catch(() => ({ default: PlainErrorScreen })));

/** The error screen when its own code could not load. */
function PlainErrorScreen(props: ErrorScreenProps) {
  const { t } = useLingui();
  const title = props.kind === "not-found" ? t`Page Not Found` : t`Something went wrong`;
  const path = props.kind === "not-found" ? props.path : "";
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <title>{title}</title>
      <h1 className="font-bold text-3xl">{title}</h1>
      <p className="mt-4 break-all text-lg">
        {props.kind === "not-found"
          ? t`Page not found: ${path}`
          : t`This page could not be shown. Check your connection, then reload the page.`}
      </p>
    </div>
  );
}

// Looks the session up once per request (pages, `.data` requests, resource routes alike);
// every loader and action then reads it from the context.
export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

/** The offer of a page in each other language, in that language's words (language-suggestion.tsx). */
const offersByLanguage = new Map<Language, LanguageOffers>();
function languageOffers(current: Language): LanguageOffers {
  const known = offersByLanguage.get(current);
  if (known) return known;
  const offers: LanguageOffers = {};
  for (const language of languageCodes.filter((code) => code !== current)) {
    const i18n = i18nFor(language, catalogOf(language));
    offers[language] = {
      text: i18n._(
        msg({
          message: "This page is also in English.",
          comment:
            "Offered to a visitor whose browser prefers this language; say the name of YOUR language, e.g. 'Esta página también está en español.'",
        }),
      ),
      action: i18n._(
        msg({ message: "Read it in English", comment: "Link to the page in YOUR language, e.g. 'Leerla en español'" }),
      ),
      dismiss: i18n._(msg`No, thanks`),
    };
  }
  // The same for every request of a build: written once per language.
  offersByLanguage.set(current, offers);
  return offers;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { requestId, shared, language } = context.get(requestContext);
  const session = sessionOf({ context });
  // A page kept for every visitor must not carry the id of the request that first rendered it.
  return {
    requestId: shared ? null : requestId,
    buildId: buildInfo.buildId,
    language,
    languageOffers: languageOffers(language),
    env: publicEnv,
    user: session?.user ?? null,
    sessionExpiresAt: session?.expiresAt ?? null,
    // Times on a page rendered for this request alone are shown in the learner's time zone.
    timeZone: shared ? null : ((await timeZoneOf(request)) ?? null),
    // When a learner's page read its data (the root loader runs on every load and revalidation):
    // their live event stream, once open, says whether anything changed since (live-sync.tsx).
    dataAt: session ? Date.now() : null,
  };
}

// A 429 from any form keeps its Retry-After header on the page that explains it.
export function headers({ errorHeaders }: Route.HeadersArgs) {
  const retryAfter = errorHeaders?.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

// The root's data is read again on every navigation and form submission. It costs nothing
// extra: the middleware looks the session up for every request anyway, and the loader only
// reads the context. In return the header learns of log-ins, log-outs and profile changes,
// and an error screen shows the id of the request that failed, not of the first page
// (docs/decisions/0008-thin-routes-and-middleware.md has the measurements).
export const shouldRevalidate = () => true;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Only the server's render needs it: the inline scripts have run when the page hydrates.
  const { nonce } = useDocumentOnly();
  const language = useLanguage();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#f8fafc" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b1120" media="(prefers-color-scheme: dark)" />
        <link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href={pathIn(language, "/manifest.webmanifest")} />
        <ThemeScript nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-canvas text-ink antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          <Trans>Skip to content</Trans>
        </a>
        <SiteHeader />
        <Suspense>
          <LanguageSuggestion />
        </Suspense>
        <Suspense>
          <AuthSync user={data?.user ?? null} sessionExpiresAt={data?.sessionExpiresAt ?? null} />
        </Suspense>
        <LiveSync
          user={data?.user ?? null}
          secure={data?.env.SITE_URL.startsWith("https:") ?? false}
          dataAt={data?.dataAt ?? null}
        />
        <Suspense>
          <PageViewBeacon />
        </Suspense>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        {data ? (
          <Suspense>
            <VersionBanner buildId={data.buildId} intervalMinutes={data.env.VERSION_CHECK_MINUTES} />
          </Suspense>
        ) : null}
        <ScrollRestoration />
        <Scripts />
        {/* Starts the module script above once the page has painted (app/http/app-start.ts). It has
            done its work before React hydrates this element, which then leaves it as it is, so
            the browser's bundle does without its text. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of ours, allowed by the CSP nonce or hash.
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? APP_START_SCRIPT : "" }}
        />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = useLanguage();
  // The address as the visitor typed it, with its language prefix.
  const pathname = pathIn(language, useLocation().pathname);
  const data = useRouteLoaderData<typeof loader>("root");
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorScreen kind="not-found" path={pathname} />;
  }
  if (isRouteErrorResponse(error) && error.status === 429) {
    const seconds = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    return (
      <ErrorScreen kind="too-many-requests" retryAfterSeconds={typeof seconds === "number" ? seconds : undefined} />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 503) return <ErrorScreen kind="unavailable" />;
  // React Router's answer to a form sent to a page that takes none: the sender's mistake, not ours.
  // A form sent where none is taken, or a body that is not a form (app/http/forms.ts): the
  // screen says which, in the page's language.
  if (isRouteErrorResponse(error) && (error.status === 405 || error.status === 415)) {
    return <ErrorScreen kind="bad-request" status={error.status} />;
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    const message = (error.data as Partial<UnreadableForm> | null)?.message;
    if (typeof message === "string") return <ErrorScreen kind="bad-request" status={error.status} message={message} />;
  }
  return <ErrorScreen kind="server-error" requestId={data?.requestId ?? undefined} />;
}
