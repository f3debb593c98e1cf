import { Link } from "react-router";
import { glossaryLetterPath, letterLabel } from "#app/content/glossary-pages.ts";

/** The glossary's letters, each linking to its page of definitions; `current` is the page shown. */
export function GlossaryLetters({ letters, current }: { letters: string[]; current?: string }) {
  return (
    <nav aria-label="Letters">
      <ul className="flex flex-wrap gap-1">
        {letters.map((letter) => (
          <li key={letter}>
            <Link
              to={glossaryLetterPath(letter)}
              prefetch="intent"
              aria-current={letter === current ? "page" : undefined}
              className="inline-block min-w-9 rounded-md border border-line px-2 py-1 text-center font-medium hover:bg-raised aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft"
            >
              <span className="sr-only">Terms starting with </span>
              {letterLabel(letter)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
