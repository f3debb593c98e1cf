import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { GlossaryLetters } from "#app/components/glossary-letters.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { glossaryLetterPath, glossaryTermPath, letterLabel } from "#app/content/glossary-pages.ts";
import { publicPage } from "#app/http/caching.ts";
import { useDocumentOnly } from "#app/http/document-only.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { formatNumber } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import { useLanguage } from "#app/site/use-language.ts";
import type { Route } from "./+types/glossary.ts";

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

// The index names every term; the definitions are on one page per letter, so neither page is
// heavy on a phone (decision 0012). Each name carries its term's id, so an address from
// before the split (/glossary#overfitting) still finds it: this script, run as the page is
// read, moves on to the definition; without JavaScript the name is in view, highlighted,
// one link away from it.
const OLD_ANCHOR_SCRIPT = `(function(){var h=location.hash.slice(1);try{h=decodeURIComponent(h)}catch(e){}var a=h&&document.getElementById(h);if(a&&/^(\\/[a-z]{2})?\\/glossary\\//.test(a.pathname))location.replace(a.href)})()`;

export function loader({ context }: Route.LoaderArgs) {
  const language = languageOf({ context });
  const { glossary, glossaryLetters } = contentIn(language);
  const count = formatNumber(glossary.length, language);
  const i18n = i18nOf({ context });
  return {
    title: i18n._(msg`Glossary`),
    description: i18n._(
      msg`${count} terms from the Synapse courses, each explained in plain words, with the lessons that use it.`,
    ),
    count: glossary.length,
    letters: glossaryLetters.map(({ letter, entries }) => ({
      letter,
      terms: entries.map(({ term, slug }) => ({ term, slug })),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/glossary" })
    : [];

export default function Glossary({ loaderData }: Route.ComponentProps) {
  const { letters } = loaderData;
  const { nonce } = useDocumentOnly();
  const { t } = useLingui();
  const count = formatNumber(loaderData.count, useLanguage());
  return (
    <>
      <PageHeader
        eyebrow={t`Glossary`}
        title={t`The words of AI, in plain language`}
        lede={t`${count} terms the lessons use, each with a short definition and the lessons where you meet it. A term underlined in a lesson links to its definition.`}
      />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <GlossaryLetters letters={letters.map((l) => l.letter)} />
        <p className="mt-6 text-muted">
          <Trans>
            Looking for something else?{" "}
            <Link to="/search" className="text-link underline underline-offset-2">
              Search the courses
            </Link>
            .
          </Trans>
        </p>
        {letters.map(({ letter, terms }) => {
          const id = `letter-${letter}`;
          return (
            <section key={letter} aria-labelledby={id} className="mt-10">
              <h2 id={id} className="scroll-mt-24 border-line border-b pb-2 font-bold text-2xl">
                <Link to={glossaryLetterPath(letter)} prefetch="intent" className="hover:underline">
                  <LetterHeading letter={letterLabel(letter)} />
                </Link>
              </h2>
              {/* The classes are on the list, not on each of its many links, to keep the page light. */}
              <ul className="mt-4 gap-x-6 *:break-inside-avoid *:py-1 sm:columns-2 md:columns-3 [&_a]:scroll-mt-24 [&_a]:rounded-sm [&_a]:text-link [&_a]:underline [&_a]:underline-offset-2 [&_a:target]:bg-accent-soft [&_a:target]:outline-2 [&_a:target]:outline-accent">
                {terms.map((entry) => (
                  <li key={entry.slug}>
                    <Link id={entry.slug} to={glossaryTermPath(entry)} prefetch="intent">
                      {entry.term}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of ours, allowed by the CSP nonce or hash.
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? OLD_ANCHOR_SCRIPT : "" }}
      />
    </>
  );
}

/** A letter's heading: the letter, read as "Terms starting with A". */
function LetterHeading({ letter }: { letter: string }) {
  return (
    <Trans>
      <span className="sr-only">Terms starting with </span>
      {letter}
    </Trans>
  );
}
