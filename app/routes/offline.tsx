import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { publicPage } from "#app/http/caching.ts";
import { i18nOf } from "#app/http/i18n.server.ts";
import { safeRedirectPath } from "#app/http/safe-redirect.ts";
import { OFFLINE_PATH } from "#app/offline/addresses.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/offline.ts";

// What this browser has saved: read from its storage once the page runs.
const SavedCourseList = lazy(() =>
  import("#app/components/saved-course-list.tsx").then((m) => ({ default: m.SavedCourseList })),
);

// A course's quiz, under any language's prefix: `/es/courses/<course>/quiz`.
const QUIZ_PATH = /^(?:\/[a-z]{2})?\/courses\/[a-z0-9-]+\/quiz(?:$|[/?])/;

// The same for everyone: the service worker keeps one copy of it on the device (and the
// server renders it without the visitor's cookies, server/app.ts).
export const headers = publicPage;

export function loader({ context }: Route.LoaderArgs) {
  const i18n = i18nOf({ context });
  return {
    title: i18n._(msg`You’re offline`),
    description: i18n._(msg`Shown in place of a page of Synapse that cannot be reached without a connection.`),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.title,
        description: loaderData.description,
        path: OFFLINE_PATH,
        noindex: true,
      })
    : [];

/**
 * What the service worker shows when a page cannot be reached (app/offline/service-worker.ts):
 * it sends the browser here with the page's address in `from`, and the page goes back there
 * when asked, or by itself once the device is online again.
 */
export default function Offline({ loaderData }: Route.ComponentProps) {
  // Read once the page runs (undefined until then): the worker's copy was rendered without any `from`.
  const [from, setFrom] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get("from");
    const page = asked ? safeRedirectPath(asked, "") : "";
    setFrom(page || null);
    if (!page) return;
    // `online` only says a network is there: go back once Synapse answers, not before (a
    // page that is being left, or a Wi-Fi that leads nowhere yet, stays as it is).
    const back = () => {
      fetch("/version.json", { cache: "no-store" }).then(
        (response) => response.ok && window.location.assign(page),
        () => undefined,
      );
    };
    window.addEventListener("online", back);
    return () => window.removeEventListener("online", back);
  }, []);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{loaderData.title}</h1>
      <p className="mt-4 text-lg">
        {from && QUIZ_PATH.test(from) ? (
          <Trans>
            The course quiz needs a connection: its questions are drawn and marked on Synapse’s server, and there is no
            connection right now. Check this device’s Wi-Fi or mobile data, then try again.
          </Trans>
        ) : (
          <Trans>
            This page needs a connection to Synapse, and there is none right now. Check this device’s Wi-Fi or mobile
            data, then try again.
          </Trans>
        )}
      </p>
      {from ? (
        <>
          <p className="mt-8">
            <a
              href={from}
              className="inline-block rounded-md bg-accent px-4 py-2.5 font-semibold text-on-accent hover:opacity-90"
            >
              <Trans>Try again</Trans>
            </a>
          </p>
          <p className="mt-3 text-muted text-sm">
            <Trans>The page opens by itself when the connection comes back.</Trans>
          </p>
        </>
      ) : null}
      {from !== undefined ? (
        <Suspense>
          <SavedCourseList headingLevel={2} className="mt-10" />
        </Suspense>
      ) : null}
    </div>
  );
}
