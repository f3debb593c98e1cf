import { useState } from "react";
import { ColumnHeader, Table } from "#app/components/ui/table.tsx";
import { Button, DemoFrame, Select } from "#app/demos/kit.tsx";
import { plural } from "#app/site/plural.ts";
import {
  ageOf,
  compareWithIntended,
  duplicateRows,
  type FillMethod,
  findIssues,
  flagImpossible,
  imputeAges,
  isImpossibleAge,
  isIsoDate,
  isStandardCountry,
  isValidEmail,
  parseDates,
  RAW,
  type Row,
  removeDuplicates,
  standardizeCountry,
  summarize,
  type ToolResult,
} from "./logic.ts";

const round1 = (n: number) => (Number.isNaN(n) ? "–" : String(Math.round(n * 10) / 10));

function Cell({ text, problem, note }: { text: string; problem: boolean; note?: string }) {
  return (
    <td className={`whitespace-nowrap border-line border-b px-2 py-1 ${problem ? "bg-warn-soft" : ""}`}>
      {problem ? (
        <span aria-hidden="true" className="mr-1">
          ⚠
        </span>
      ) : null}
      {problem ? <span className="sr-only">Problem: </span> : null}
      {text === "" ? <span className="text-muted">(blank)</span> : text}
      {note ? <span className="ml-1 text-muted italic">{note}</span> : null}
    </td>
  );
}

export default function Demo() {
  const [rows, setRows] = useState<Row[]>(() => [...RAW]);
  const [steps, setSteps] = useState<string[]>([]);
  const [fill, setFill] = useState<FillMethod>("median");

  const summary = summarize(rows);
  const issues = findIssues(rows);
  const { matched, total } = compareWithIntended(rows);
  const score = Math.round((matched / total) * 100);
  const dupes = duplicateRows(rows);
  const widest = Math.max(1, ...summary.countries.map(([, n]) => n));

  function apply(tool: (rows: readonly Row[]) => ToolResult) {
    const result = tool(rows);
    setRows(result.rows);
    setSteps((s) => [...s, result.message]);
  }

  function reset() {
    setRows([...RAW]);
    setSteps([]);
    setFill("median");
  }

  const status =
    `${steps.at(-1) ?? "The raw table, before any cleaning."} ` +
    `Now ${summary.rows} rows, average age ${round1(summary.meanAge)} (median ${round1(summary.medianAge)}), ` +
    `${plural(summary.missingAges, { one: "# missing age", other: "# missing ages" })}, ${plural(summary.countries.length, { one: "# country name", other: "# country names" })}. ` +
    `Matches the intended clean table on ${score}% of cells.`;

  const checks: [string, number][] = [
    ["Duplicate rows", issues.duplicates],
    ["Non-standard country names", issues.countries],
    ["Dates not in year-month-day form", issues.dates],
    ["Impossible ages or broken emails", issues.impossible],
    ["Missing ages", issues.missingAges],
  ];

  return (
    <DemoFrame
      title="Clean a messy customer table"
      intro="25 records from a fictional online shop, with problems planted on purpose. Use the tools in any order and watch the summary: every choice changes the numbers downstream."
      status={status}
      onReset={reset}
    >
      <div className="flex flex-wrap items-end gap-2">
        <Button onClick={() => apply(removeDuplicates)}>Remove duplicates</Button>
        <Button onClick={() => apply(standardizeCountry)}>Standardise countries</Button>
        <Button onClick={() => apply(parseDates)}>Parse dates</Button>
        <Button onClick={() => apply(flagImpossible)}>Flag impossible values</Button>
        <div className="flex flex-wrap items-end gap-2">
          <Select
            label="Fill missing ages with"
            value={fill}
            options={[
              { value: "median", label: "the median" },
              { value: "mean", label: "the mean" },
            ]}
            onChange={setFill}
          />
          <Button onClick={() => apply((r) => imputeAges(r, fill))}>Fill missing ages</Button>
        </div>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="rounded-md border border-line p-3 text-sm">
          <p className="font-semibold">Summary</p>
          <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-0.5">
            <dt className="text-muted">Rows</dt>
            <dd className="font-mono">{summary.rows}</dd>
            <dt className="text-muted">Average age (mean)</dt>
            <dd className="font-mono">{round1(summary.meanAge)}</dd>
            <dt className="text-muted">Median age</dt>
            <dd className="font-mono">{round1(summary.medianAge)}</dd>
            <dt className="text-muted">Ages known / missing</dt>
            <dd className="font-mono">
              {summary.knownAges} / {summary.missingAges}
            </dd>
          </dl>
          <p className="mt-3 font-medium">Customers per country</p>
          <ul className="mt-1 space-y-1">
            {summary.countries.map(([name, n]) => (
              <li key={name} className="grid grid-cols-[7.5rem_1fr] items-center gap-2 text-xs">
                <span className="truncate" title={name}>
                  {name}
                </span>
                <span className="flex items-center gap-1">
                  <span className="h-3 rounded-sm bg-accent" style={{ width: `${(n / widest) * 80}%` }} />
                  <span className="font-mono">{n}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-md border border-line p-3 text-sm">
          <p className="font-semibold">Checker</p>
          <p className="mt-1">
            Matches the intended clean table on <span className="font-mono">{matched}</span> of{" "}
            <span className="font-mono">{total}</span> cells ({score}%).
          </p>
          <ul className="mt-2 space-y-1">
            {checks.map(([label, n]) => (
              <li key={label} className="flex gap-2">
                <span aria-hidden="true" className={`w-4 font-bold ${n === 0 ? "text-good" : "text-bad"}`}>
                  {n === 0 ? "✓" : "✗"}
                </span>
                <span>
                  {label}: <span className="font-mono">{n}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-3 font-medium">Steps so far</p>
          {steps.length ? (
            <ol className="mt-1 list-decimal space-y-1 pl-5 text-xs">
              {steps.map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: steps are only ever appended
                <li key={i}>{s}</li>
              ))}
            </ol>
          ) : (
            <p className="mt-1 text-muted text-xs">None yet.</p>
          )}
        </div>
      </div>

      <Table
        scroll={{
          className: "mt-4 max-h-96 overflow-auto rounded-md border border-line",
          label: "Customer table (scrolls sideways)",
        }}
        caption="Customer records; cells marked as problems are highlighted with a warning sign."
        className="w-full border-collapse text-left text-xs"
        headClassName="sticky top-0 bg-raised"
        headRowClassName=""
        head={["ID", "Name", "Email", "Country", "Joined", "Age", "Notes"].map((h) => (
          <ColumnHeader key={h} className="border-line border-b px-2 py-1 font-semibold">
            {h}
          </ColumnHeader>
        ))}
        bodyClassName="font-mono"
      >
        {rows.map((r, i) => {
          const age = ageOf(r);
          const dupe = dupes.get(i);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: exact duplicates share an ID, so position is the key
            <tr key={`${r.id}-${i}`}>
              <Cell text={r.id} problem={dupe !== undefined} />
              <Cell text={r.name} problem={dupe !== undefined} />
              <Cell text={r.email} problem={r.email !== "" && !isValidEmail(r.email)} />
              <Cell text={r.country} problem={!isStandardCountry(r.country)} />
              <Cell text={r.joined} problem={!isIsoDate(r.joined)} />
              <Cell
                text={r.age}
                problem={age === null || isImpossibleAge(age)}
                note={r.imputed ? "(filled)" : undefined}
              />
              <td className="whitespace-nowrap border-line border-b px-2 py-1 font-sans">
                {[dupe ? `${dupe} duplicate` : "", ...(r.flags ?? [])].filter(Boolean).join("; ")}
              </td>
            </tr>
          );
        })}
      </Table>
      <p className="mt-1 text-muted text-xs">
        ⚠ marks a likely problem. An age of 105 is unusual but possible, so it is not flagged.
      </p>
    </DemoFrame>
  );
}
