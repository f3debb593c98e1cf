import { type ComponentProps, type ReactNode, useId } from "react";

/**
 * A data table as the site writes one: it names itself with a caption (read to screen-reader
 * users only unless `captionClassName` shows it), its column headers carry scope="col" and its
 * row headers scope="row", and a table that can be wider than the screen scrolls inside a
 * region a keyboard can focus and scroll, named after the caption or by `scroll.label`.
 * Rows go in as children, inside the table's own <tbody>.
 */
export function Table({
  caption,
  captionClassName = "sr-only",
  className = "w-full text-left text-sm",
  head,
  headClassName,
  headRowClassName = "border-line border-b",
  bodyClassName,
  scroll,
  children,
}: {
  caption: ReactNode;
  captionClassName?: string;
  className?: string;
  /** The header row's cells: `ColumnHeader`s, and an empty <td /> above a column of row headers. */
  head?: ReactNode;
  headClassName?: string;
  headRowClassName?: string;
  bodyClassName?: string;
  /** Scroll inside a focusable region with these classes (and `id`, for links to it). */
  scroll?: { className: string; id?: string; label?: string };
  children: ReactNode;
}) {
  const captionId = useId();
  const table = (
    <table className={className}>
      <caption id={captionId} className={captionClassName}>
        {caption}
      </caption>
      {head ? (
        <thead className={headClassName}>
          <tr className={headRowClassName}>{head}</tr>
        </thead>
      ) : null}
      <tbody className={bodyClassName}>{children}</tbody>
    </table>
  );
  if (!scroll) return table;
  return (
    <section
      id={scroll.id}
      aria-label={scroll.label}
      aria-labelledby={scroll.label ? undefined : captionId}
      className={scroll.className}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: lets keyboard users scroll a table wider or taller than its box
      tabIndex={0}
    >
      {table}
    </section>
  );
}

/** A column's header cell. */
export function ColumnHeader({ className = "py-2 pr-4 font-semibold", ...props }: ComponentProps<"th">) {
  return <th scope="col" className={className} {...props} />;
}

/** The header cell that names its row (usually the first cell). */
export function RowHeader({ className = "py-2 pr-4 font-medium", ...props }: ComponentProps<"th">) {
  return <th scope="row" className={className} {...props} />;
}
