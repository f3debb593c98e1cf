import type { Heading } from "#app/content/document.ts";

/** The "On this page" links of a long page: one per heading. */
export function ContentsList({ headings, className }: { headings: Heading[]; className: string }) {
  return (
    <ol className={className}>
      {headings.map((h) => (
        <li key={h.id}>
          <a href={`#${h.id}`} className="text-muted hover:text-ink hover:underline">
            {h.text}
          </a>
        </li>
      ))}
    </ol>
  );
}
