import { useEffect, useState } from "react";
import { data, Link, useLocation } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { GlossaryLetters } from "#app/components/glossary-letters.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { glossaryLetterPath, letterLabel } from "#app/content/glossary-pages.ts";
import { publicPage } from "#app/http/caching.ts";
import { languageOf } from "#app/http/i18n.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/letter.ts";

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

export function loader({ params, context }: Route.LoaderArgs) {
  const { glossaryLetters } = contentIn(languageOf({ context }));
  const page = glossaryLetters.find((l) => l.letter === params.letter);
  if (!page) throw data(null, { status: 404 });
  return { letter: page.letter, entries: page.entries, letters: glossaryLetters.map((l) => l.letter) };
}

/** "Terms starting with A", or with anything that is not a letter. */
const titleOf = (letter: string) =>
  letter === "other" ? "Terms starting with a number or symbol" : `Terms starting with ${letterLabel(letter)}`;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(matches, {
    title: loaderData ? `${titleOf(loaderData.letter)} · Glossary` : "Glossary",
    description: loaderData
      ? `${titleOf(loaderData.letter)}: ${loaderData.entries.length} terms from the Synapse courses, each explained in plain words, with the lessons that use it.`
      : "Terms from the Synapse courses, explained in plain words.",
    path: glossaryLetterPath(params.letter),
  });

export default function GlossaryLetter({ loaderData }: Route.ComponentProps) {
  const { letter, entries, letters } = loaderData;
  // A term reached by a link inside the app is marked too: the browser's :target only follows
  // the address when the page itself loads.
  const { hash } = useLocation();
  const [shown, setShown] = useState("");
  useEffect(() => setShown(hash.slice(1)), [hash]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ to: "/glossary", label: "Glossary" }, { label: letterLabel(letter) }]} />
      <h1 className="mt-4 font-bold text-3xl tracking-tight sm:text-4xl">{titleOf(letter)}</h1>
      <div className="mt-6">
        <GlossaryLetters letters={letters} current={letter} />
      </div>
      <p className="mt-6 text-muted">
        <Link to="/glossary" className="text-link underline underline-offset-2">
          Every term
        </Link>{" "}
        ·{" "}
        <Link to="/search" className="text-link underline underline-offset-2">
          Search the courses
        </Link>
      </p>
      <dl className="mt-8 space-y-6">
        {entries.map((entry) => (
          <div
            key={entry.slug}
            id={entry.slug}
            className={`scroll-mt-24 rounded-md target:bg-accent-soft target:outline-8 target:outline-accent-soft ${
              shown === entry.slug ? "bg-accent-soft outline-8 outline-accent-soft" : ""
            }`}
          >
            <dt className="font-semibold text-lg">
              {entry.term}
              {entry.aliases.length > 0 ? (
                <span className="font-normal text-muted text-sm"> (also {entry.aliases.join(", ")})</span>
              ) : null}
            </dt>
            <dd className="mt-1">{entry.definition}</dd>
            {entry.usedIn.length > 0 ? (
              <dd className="mt-1 text-muted text-sm [&_a]:text-link [&_a]:underline [&_a]:underline-offset-2">
                Used in:{" "}
                {entry.usedIn.map((use, i) => (
                  <span key={`${use.course}/${use.lesson}`}>
                    {i > 0 ? "; " : null}
                    <Link to={`/courses/${use.course}/${use.lesson}`} prefetch="intent">
                      {use.title}
                    </Link>
                  </span>
                ))}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </div>
  );
}
