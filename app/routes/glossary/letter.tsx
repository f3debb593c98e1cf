import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { data, Link, useLocation } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { GlossaryLetters } from "#app/components/glossary-letters.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { glossaryLetterPath, letterLabel } from "#app/content/glossary-pages.ts";
import { publicPage } from "#app/http/caching.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { formatNumber } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/letter.ts";

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

export function loader({ params, context }: Route.LoaderArgs) {
  const { glossaryLetters } = contentIn(languageOf({ context }));
  const page = glossaryLetters.find((l) => l.letter === params.letter);
  if (!page) throw data(null, { status: 404 });
  const i18n = i18nOf({ context });
  const heading = titleOf(page.letter, i18n);
  const count = formatNumber(page.entries.length, languageOf({ context }));
  return {
    title: i18n._(msg({ message: `${heading} · Glossary`, comment: "page title: a glossary letter's page" })),
    description: i18n._(
      msg`${heading}: ${count} terms from the Synapse courses, each explained in plain words, with the lessons that use it.`,
    ),
    heading,
    letter: page.letter,
    entries: page.entries,
    letters: glossaryLetters.map((l) => l.letter),
  };
}

/** "Terms starting with A", or with anything that is not a letter. */
function titleOf(letter: string, i18n: I18n) {
  const label = letterLabel(letter);
  return letter === "other"
    ? i18n._(msg`Terms starting with a number or symbol`)
    : i18n._(msg({ message: `Terms starting with ${label}`, comment: "the label is a capital letter: A, B…" }));
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.title,
        description: loaderData.description,
        path: glossaryLetterPath(params.letter),
      })
    : [];

export default function GlossaryLetter({ loaderData }: Route.ComponentProps) {
  const { letter, entries, letters, heading } = loaderData;
  const { t } = useLingui();
  // A term reached by a link inside the app is marked too: the browser's :target only follows
  // the address when the page itself loads.
  const { hash } = useLocation();
  const [shown, setShown] = useState("");
  useEffect(() => setShown(hash.slice(1)), [hash]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ to: "/glossary", label: t`Glossary` }, { label: letterLabel(letter) }]} />
      <h1 className="mt-4 font-bold text-3xl tracking-tight sm:text-4xl">{heading}</h1>
      <div className="mt-6">
        <GlossaryLetters letters={letters} current={letter} />
      </div>
      <p className="mt-6 text-muted">
        <Link to="/glossary" className="text-link underline underline-offset-2">
          <Trans>Every term</Trans>
        </Link>{" "}
        ·{" "}
        <Link to="/search" className="text-link underline underline-offset-2">
          <Trans>Search the courses</Trans>
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
                <span className="font-normal text-muted text-sm">
                  {" "}
                  <AlsoCalled names={entry.aliases.join(", ")} />
                </span>
              ) : null}
            </dt>
            <dd className="mt-1">{entry.definition}</dd>
            {entry.usedIn.length > 0 ? (
              <dd className="mt-1 text-muted text-sm [&_a]:text-link [&_a]:underline [&_a]:underline-offset-2">
                <Trans comment="followed by the lessons that use a glossary term">Used in:</Trans>{" "}
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

/** A term's other names, in brackets after it. */
function AlsoCalled({ names }: { names: string }) {
  return <Trans comment="other names of a glossary term, in brackets after it">(also {names})</Trans>;
}
