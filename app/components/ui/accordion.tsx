/**
 * An accordion built on native <details>/<summary>: keyboard operable and announced as
 * expandable by every screen reader, and it works without JavaScript.
 * See docs/decisions/0002-native-details-accordion.md.
 */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: { id: string; title: string; body: React.ReactNode }[];
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="divide-y divide-line rounded-lg border border-line bg-surface">
      {items.map((item) => (
        <details key={item.id} id={item.id} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 hover:bg-raised [&::-webkit-details-marker]:hidden">
            <Heading className="font-medium text-base">{item.title}</Heading>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className="px-5 pb-5 text-muted">{item.body}</div>
        </details>
      ))}
    </div>
  );
}
