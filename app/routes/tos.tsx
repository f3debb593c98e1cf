import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { ContentPage } from "#app/components/content-page.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { publicPage } from "#app/http/caching.ts";
import { languageOf } from "#app/http/i18n.server.ts";
import { env } from "#app/platform/env.server.ts";
import { DEFAULT_LANGUAGE, pathIn } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import { useLanguage } from "#app/site/use-language.ts";
import type { Route } from "./+types/tos.ts";

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

export function loader({ context }: Route.LoaderArgs) {
  return {
    ...contentIn(languageOf({ context })).pages.tos,
    operator: { name: env.OPERATOR_NAME ?? null, contact: env.OPERATOR_CONTACT ?? null },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/tos" }) : [];

export default function Terms({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  return (
    <ContentPage
      title={loaderData.title}
      lede={loaderData.description}
      html={loaderData.html}
      headings={loaderData.headings}
      outdated={loaderData.outdated}
      updated={loaderData.updated}
      before={
        <>
          {language === DEFAULT_LANGUAGE ? null : <EnglishPrevails />}
          <Operator {...loaderData.operator} />
        </>
      }
    />
  );
}

/** On a translated copy of the terms: the English text is the one that binds. */
function EnglishPrevails() {
  return (
    <p role="note" className="mb-8 max-w-3xl rounded-xl border border-line bg-surface p-5 text-sm">
      <Trans>
        This is a translation. If it differs from the English version, the{" "}
        <a href={pathIn(DEFAULT_LANGUAGE, "/tos")} hrefLang={DEFAULT_LANGUAGE} className="text-link underline">
          English version
        </a>{" "}
        prevails.
      </Trans>
    </p>
  );
}

/** Who "we" are on this copy of Synapse (OPERATOR_NAME, OPERATOR_CONTACT). */
function Operator({ name, contact }: { name: string | null; contact: string | null }) {
  const href = contact ? (contact.includes("@") && !contact.includes("/") ? `mailto:${contact}` : contact) : null;
  return (
    <section aria-labelledby="operator-heading" className="mb-8 max-w-3xl rounded-xl border border-line bg-surface p-5">
      <h2 id="operator-heading" className="font-semibold">
        <Trans>Who runs this site</Trans>
      </h2>
      <p className="mt-1 text-muted">
        {name ? (
          <Trans>
            This copy of Synapse is run by <strong className="text-ink">{name}</strong>, who looks after your data.
          </Trans>
        ) : (
          <Trans>The organization that runs this copy of Synapse has not published its name here.</Trans>
        )}{" "}
        {href && contact ? (
          <Trans>
            Contact:{" "}
            <a href={href} className="wrap-anywhere text-link underline">
              {contact}
            </a>
            , or the{" "}
            <Link to="/contact" className="text-link underline">
              contact page
            </Link>
            .
          </Trans>
        ) : (
          <Trans>
            Reach them through the{" "}
            <Link to="/contact" className="text-link underline">
              contact page
            </Link>
            .
          </Trans>
        )}
      </p>
    </section>
  );
}
