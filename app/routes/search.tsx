import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { data, Form, Link } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { searchSite } from "#app/content/search.server.ts";
import { type Fragment, MAX_QUERY_LENGTH, MAX_RESULTS, type SearchResult } from "#app/content/search-options.ts";
import { publicPage } from "#app/http/caching.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { formatNumber } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/search.ts";

// Without a query the page is the same for everyone: cached. A query's results are rendered
// for its request (the page cache answers no query string it does not know).
export const headers = publicPage;

const KIND_LABELS: Record<SearchResult["kind"], MessageDescriptor> = {
  lesson: msg({ message: "Lesson", comment: "kind of a search result" }),
  course: msg({ message: "Course", comment: "kind of a search result" }),
  term: msg({ message: "Glossary", comment: "kind of a search result: a glossary term" }),
};

export function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").replace(/\s+/g, " ").trim();
  const language = languageOf({ context });
  const i18n = i18nOf({ context });
  const words = {
    title: q ? i18n._(msg`Search: ${q}`) : i18n._(msg`Search`),
    description: i18n._(msg`Search every Synapse lesson, course and glossary term.`),
  };
  if (q.length > MAX_QUERY_LENGTH) {
    const max = formatNumber(MAX_QUERY_LENGTH, language);
    const length = formatNumber(q.length, language);
    return data(
      {
        ...words,
        q: q.slice(0, MAX_QUERY_LENGTH),
        results: [] as SearchResult[],
        error: i18n._(msg`Search for at most ${max} characters: yours has ${length}. A word or two finds more.`),
      },
      { status: 400 },
    );
  }
  return { ...words, q, results: q ? searchSite(q, language) : [], error: null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/search" })
    : [];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, results, error } = loaderData;
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        eyebrow={t`Search`}
        title={q ? t`Results for “${q}”` : t`Search the courses`}
        lede={q ? undefined : t`Find any idea in the lessons, the course pages and the glossary.`}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        <Form method="get" action="/search" role="search" className="flex flex-col gap-2">
          <label htmlFor="search-q" className="font-medium">
            <Trans>Search lessons, courses and the glossary</Trans>
          </label>
          <div className="flex gap-2">
            <input
              id="search-q"
              type="search"
              name="q"
              defaultValue={q}
              key={q}
              maxLength={MAX_QUERY_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "search-error" : undefined}
              className="min-w-0 flex-1 rounded-md border border-line bg-surface px-3 py-2"
            />
            <button
              type="submit"
              className="rounded-md bg-accent px-4 py-2 font-semibold text-on-accent hover:opacity-90"
            >
              <Trans>Search</Trans>
            </button>
          </div>
          {error ? (
            <p id="search-error" className="text-bad text-sm">
              {error}
            </p>
          ) : null}
        </Form>
        {q && !error ? <Results q={q} results={results} /> : null}
        {!q ? (
          <p className="mt-8 text-muted">
            <Trans>
              Or browse the{" "}
              <Link to="/glossary" className="text-link underline underline-offset-2">
                glossary
              </Link>{" "}
              of the terms the lessons define, and the{" "}
              <Link to="/courses" className="text-link underline underline-offset-2">
                five courses
              </Link>
              .
            </Trans>
          </p>
        ) : null}
      </div>
    </>
  );
}

function Results({ q, results }: { q: string; results: SearchResult[] }) {
  const { i18n } = useLingui();
  const count = results.length;
  return (
    <section aria-labelledby="results-heading" className="mt-10">
      <h2 id="results-heading" className="sr-only">
        <Trans>Results</Trans>
      </h2>
      <p role="status" className="text-muted">
        {count === 0 ? (
          <Trans>Nothing matches “{q}”.</Trans>
        ) : count === MAX_RESULTS ? (
          <Trans>
            The {count} best results for “{q}”.
          </Trans>
        ) : (
          <Plural value={count} one={`# result for “${q}”.`} other={`# results for “${q}”.`} />
        )}
      </p>
      {results.length === 0 ? (
        <p className="mt-2">
          <Trans>
            Try another word, or a shorter one, or look it up in the{" "}
            <Link to="/glossary" className="text-link underline underline-offset-2">
              glossary
            </Link>
            .
          </Trans>
        </p>
      ) : (
        <ol className="mt-6 space-y-6">
          {results.map((result) => (
            <li key={result.url} className="rounded-xl border border-line bg-surface p-5">
              <p className="text-muted text-sm">
                <span className="font-semibold text-accent">{i18n._(KIND_LABELS[result.kind])}</span>
                {result.kind === "lesson" ? <> · {result.context}</> : null}
              </p>
              <h3 className="mt-1 font-semibold text-lg">
                <Link
                  to={result.url}
                  prefetch="intent"
                  className="text-link underline underline-offset-2 hover:decoration-2"
                >
                  <Marked fragments={result.title} />
                  {result.kind === "lesson" && result.heading ? <> › {result.heading}</> : null}
                </Link>
              </h3>
              {result.kind === "term" && result.heading ? (
                <p className="text-muted text-sm">
                  <AlsoCalled names={result.heading} />
                </p>
              ) : null}
              <p className="mt-2 text-ink">
                <Marked fragments={result.snippet} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A glossary term's other names, under its own. */
function AlsoCalled({ names }: { names: string }) {
  return <Trans comment="other names of a glossary term">Also: {names}</Trans>;
}

function Marked({ fragments }: { fragments: Fragment[] }) {
  return (
    <>
      {fragments.map((f, i) =>
        f.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: fragments are fixed for a result.
          <mark key={i} className="rounded-sm bg-accent-soft px-0.5 text-inherit">
            {f.text}
          </mark>
        ) : (
          f.text
        ),
      )}
    </>
  );
}
