import { Link } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { glossary } from "#app/content/content.server.ts";
import { publicPage } from "#app/http/caching.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/glossary.ts";

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

/** The letter a term is filed under: its first letter, or "#" for one that starts otherwise. */
function letterOf(term: string): string {
  const first = term.normalize("NFD").charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : "#";
}

export function loader() {
  const letters = new Map<string, typeof glossary>();
  for (const entry of glossary) {
    const letter = letterOf(entry.term);
    letters.set(letter, [...(letters.get(letter) ?? []), entry]);
  }
  return { count: glossary.length, letters: [...letters].map(([letter, entries]) => ({ letter, entries })) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "Glossary",
    description: `${loaderData?.count ?? "Every"} terms from the Synapse courses, each explained in plain words, with the lessons that use it.`,
    path: "/glossary",
  });

export default function Glossary({ loaderData }: Route.ComponentProps) {
  const { count, letters } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Glossary"
        title="The words of AI, in plain language"
        lede={`${count} terms the lessons use, each with a short definition and the lessons where you meet it. A term underlined in a lesson links here.`}
      />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <nav aria-label="Letters">
          <ul className="flex flex-wrap gap-1">
            {letters.map(({ letter }) => (
              <li key={letter}>
                <a
                  href={`#letter-${letter === "#" ? "other" : letter}`}
                  className="inline-block min-w-9 rounded-md border border-line px-2 py-1 text-center font-medium hover:bg-raised"
                >
                  <span className="sr-only">Terms starting with </span>
                  {letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 text-muted">
          Looking for something else?{" "}
          <Link to="/search" className="text-link underline underline-offset-2">
            Search the courses
          </Link>
          .
        </p>
        {letters.map(({ letter, entries }) => {
          const id = `letter-${letter === "#" ? "other" : letter}`;
          return (
            <section key={letter} aria-labelledby={id} className="mt-10">
              <h2 id={id} className="scroll-mt-24 border-line border-b pb-2 font-bold text-2xl">
                {letter}
              </h2>
              <dl className="mt-4 space-y-6">
                {entries.map((entry) => (
                  <div
                    key={entry.slug}
                    id={entry.slug}
                    className="scroll-mt-24 target:rounded-md target:bg-accent-soft"
                  >
                    <dt className="font-semibold text-lg">
                      {entry.term}
                      {entry.aliases.length > 0 ? (
                        <span className="font-normal text-muted text-sm"> (also {entry.aliases.join(", ")})</span>
                      ) : null}
                    </dt>
                    <dd className="mt-1">{entry.definition}</dd>
                    {entry.usedIn.length > 0 ? (
                      <dd className="mt-1 text-muted text-sm">
                        Used in:{" "}
                        {entry.usedIn.map((use, i) => (
                          <span key={`${use.course}/${use.lesson}`}>
                            {i > 0 ? "; " : null}
                            <Link
                              to={`/courses/${use.course}/${use.lesson}`}
                              prefetch="intent"
                              className="text-link underline underline-offset-2"
                            >
                              {use.title}
                            </Link>
                          </span>
                        ))}
                      </dd>
                    ) : null}
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      </div>
    </>
  );
}
