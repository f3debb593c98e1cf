import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { glossaryLetterPath, letterLabel } from "#app/content/glossary-pages.ts";

/** The glossary's letters, each linking to its page of definitions; `current` is the page shown. */
export function GlossaryLetters({ letters, current }: { letters: string[]; current?: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t({ message: "Letters", comment: "aria-label of the glossary's A–Z links" })}>
      <ul className="flex flex-wrap gap-1">
        {letters.map((letter) => (
          <li key={letter}>
            <Link
              to={glossaryLetterPath(letter)}
              prefetch="intent"
              aria-current={letter === current ? "page" : undefined}
              className="inline-block min-w-9 rounded-md border border-line px-2 py-1 text-center font-medium hover:bg-raised aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft"
            >
              <LetterLabel letter={letterLabel(letter)} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A letter, read as "Terms starting with A". */
function LetterLabel({ letter }: { letter: string }) {
  return (
    <Trans>
      <span className="sr-only">Terms starting with </span>
      {letter}
    </Trans>
  );
}
