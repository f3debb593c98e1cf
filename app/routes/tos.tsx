import { Link } from "react-router";
import { ContentPage } from "#app/components/content-page.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { publicPage } from "#app/http/caching.ts";
import { languageOf } from "#app/http/i18n.server.ts";
import { env } from "#app/platform/env.server.ts";
import { pageMeta } from "#app/site/meta.ts";
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
  return (
    <ContentPage
      title={loaderData.title}
      lede={loaderData.description}
      html={loaderData.html}
      headings={loaderData.headings}
      updated={loaderData.updated}
      before={<Operator {...loaderData.operator} />}
    />
  );
}

/** Who "we" are on this copy of Synapse (OPERATOR_NAME, OPERATOR_CONTACT). */
function Operator({ name, contact }: { name: string | null; contact: string | null }) {
  const href = contact ? (contact.includes("@") && !contact.includes("/") ? `mailto:${contact}` : contact) : null;
  return (
    <section aria-labelledby="operator-heading" className="mb-8 max-w-3xl rounded-xl border border-line bg-surface p-5">
      <h2 id="operator-heading" className="font-semibold">
        Who runs this site
      </h2>
      <p className="mt-1 text-muted">
        {name ? (
          <>
            This copy of Synapse is run by <strong className="text-ink">{name}</strong>, who looks after your data.
          </>
        ) : (
          "The organization that runs this copy of Synapse has not published its name here."
        )}{" "}
        {href && contact ? (
          <>
            Contact:{" "}
            <a href={href} className="wrap-anywhere text-link underline">
              {contact}
            </a>
            , or the{" "}
            <Link to="/contact" className="text-link underline">
              contact page
            </Link>
            .
          </>
        ) : (
          <>
            Reach them through the{" "}
            <Link to="/contact" className="text-link underline">
              contact page
            </Link>
            .
          </>
        )}
      </p>
    </section>
  );
}
