import { useId } from "react";
import { ColumnHeader, Table } from "#app/components/ui/table.tsx";
import { formatNumber } from "#app/site/locale.ts";

type Row = { label: string; value: number };

/**
 * A chart drawn on the server (an SVG string from charts.server.ts) with its title, a one-line
 * summary, and the same numbers as a table for anyone who cannot or would rather not read it.
 */
export function ChartFigure({
  title,
  summary,
  svg,
  rows,
  columns,
  empty,
}: {
  title: string;
  summary: string;
  svg: string;
  rows: Row[];
  columns: [string, string];
  /** Said instead of the chart when every value is 0 (axes with no bars look broken). */
  empty?: string;
}) {
  const id = useId();
  const nothing = empty !== undefined && rows.every((r) => r.value === 0);
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-xl border border-line bg-surface p-5">
      <h3 id={`${id}-title`} className="font-semibold text-lg">
        {title}
      </h3>
      <figcaption className="mt-1 text-muted text-sm">{summary}</figcaption>
      {nothing ? (
        <p className="mt-4 rounded-md border border-line border-dashed px-4 py-6 text-center text-muted">{empty}</p>
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn by Observable Plot on our server; the DOM serializer escapes every text in it (charts.server.test.ts).
        <div className="mt-4 overflow-x-auto" dangerouslySetInnerHTML={{ __html: svg }} />
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-link underline">Show the numbers</summary>
        <Table
          caption={title}
          className="mt-2 w-full text-left"
          head={
            <>
              <ColumnHeader className="py-1 pr-4 font-semibold">{columns[0]}</ColumnHeader>
              <ColumnHeader className="py-1 text-right font-semibold">{columns[1]}</ColumnHeader>
            </>
          }
        >
          {rows.map((r) => (
            <tr key={r.label} className="border-line border-b last:border-0">
              <td className="py-1 pr-4 break-all">{r.label}</td>
              <td className="py-1 text-right tabular-nums">{formatNumber(r.value)}</td>
            </tr>
          ))}
        </Table>
      </details>
    </figure>
  );
}
