import type { I18n } from "@lingui/core";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ColumnHeader, Table } from "#app/components/ui/table.tsx";
import { Button, DemoFrame, Select } from "#app/demos/kit.tsx";
import { formatNumber, type Language } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
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

const round1In = (language: Language) => (n: number) =>
  Number.isNaN(n) ? "–" : formatNumber(Math.round(n * 10) / 10, language);

function Cell({ text, problem, note }: { text: string; problem: boolean; note?: string }) {
  const { t } = useLingui();
  return (
    <td className={`whitespace-nowrap border-line border-b px-2 py-1 ${problem ? "bg-warn-soft" : ""}`}>
      {problem ? (
        <span aria-hidden="true" className="mr-1">
          ⚠
        </span>
      ) : null}
      {problem ? <span className="sr-only">{t`Problem:`} </span> : null}
      {text === "" ? <span className="text-muted">{t`(blank)`}</span> : text}
      {note ? <span className="ml-1 text-muted italic">{note}</span> : null}
    </td>
  );
}

export default function Demo() {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const round1 = round1In(language);
  const [rows, setRows] = useState<Row[]>(() => [...RAW]);
  const [steps, setSteps] = useState<string[]>([]);
  const [fill, setFill] = useState<FillMethod>("median");

  const summary = summarize(rows);
  const issues = findIssues(rows);
  const { matched, total } = compareWithIntended(rows);
  const score = Math.round((matched / total) * 100);
  const dupes = duplicateRows(rows);
  const widest = Math.max(1, ...summary.countries.map(([, n]) => n));

  function apply(tool: (rows: readonly Row[], i18n: I18n) => ToolResult) {
    const result = tool(rows, i18n);
    setRows(result.rows);
    setSteps((s) => [...s, result.message]);
  }

  function reset() {
    setRows([...RAW]);
    setSteps([]);
    setFill("median");
  }

  const rowCount = summary.rows;
  const meanAge = round1(summary.meanAge);
  const medianAge = round1(summary.medianAge);
  const missingAges = summary.missingAges;
  const countryNames = summary.countries.length;
  const status = `${steps.at(-1) ?? t`The raw table, before any cleaning.`} ${t`Now ${rowCount} rows, average age ${meanAge} (median ${medianAge}), ${plural(missingAges, { one: "# missing age", other: "# missing ages" })}, ${plural(countryNames, { one: "# country name", other: "# country names" })}. Matches the intended clean table on ${score}% of cells.`}`;
  const checks: [string, number][] = [
    [t`Duplicate rows`, issues.duplicates],
    [t`Non-standard country names`, issues.countries],
    [t`Dates not in year-month-day form`, issues.dates],
    [t`Impossible ages or broken emails`, issues.impossible],
    [t`Missing ages`, issues.missingAges],
  ];

  return (
    <DemoFrame
      title={t`Clean a messy customer table`}
      intro={t`25 records from a fictional online shop, with problems planted on purpose. Use the tools in any order and watch the summary: every choice changes the numbers downstream.`}
      status={status}
      onReset={reset}
    >
      <div className="flex flex-wrap items-end gap-2">
        <Button onClick={() => apply(removeDuplicates)}>
          <Trans>Remove duplicates</Trans>
        </Button>
        <Button onClick={() => apply(standardizeCountry)}>
          <Trans>Standardize countries</Trans>
        </Button>
        <Button onClick={() => apply(parseDates)}>
          <Trans>Parse dates</Trans>
        </Button>
        <Button onClick={() => apply(flagImpossible)}>
          <Trans>Flag impossible values</Trans>
        </Button>
        <div className="flex flex-wrap items-end gap-2">
          <Select
            label={t`Fill missing ages with`}
            value={fill}
            options={[
              { value: "median", label: t`the median` },
              { value: "mean", label: t`the mean` },
            ]}
            onChange={setFill}
          />
          <Button onClick={() => apply((r, i) => imputeAges(r, fill, i))}>
            <Trans>Fill missing ages</Trans>
          </Button>
        </div>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="rounded-md border border-line p-3 text-sm">
          <p className="font-semibold">
            <Trans>Summary</Trans>
          </p>
          <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-0.5">
            <dt className="text-muted">
              <Trans>Rows</Trans>
            </dt>
            <dd className="font-mono">{rowCount}</dd>
            <dt className="text-muted">
              <Trans>Average age (mean)</Trans>
            </dt>
            <dd className="font-mono">{meanAge}</dd>
            <dt className="text-muted">
              <Trans>Median age</Trans>
            </dt>
            <dd className="font-mono">{medianAge}</dd>
            <dt className="text-muted">
              <Trans>Ages known / missing</Trans>
            </dt>
            <dd className="font-mono">
              {summary.knownAges} / {summary.missingAges}
            </dd>
          </dl>
          <p className="mt-3 font-medium">
            <Trans>Customers per country</Trans>
          </p>
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
          <p className="font-semibold">
            <Trans>Checker</Trans>
          </p>
          <p className="mt-1">
            <Trans>
              Matches the intended clean table on <span className="font-mono">{matched}</span> of{" "}
              <span className="font-mono">{total}</span> cells ({score}%).
            </Trans>
          </p>
          <ul className="mt-2 space-y-1">
            {checks.map(([label, n]) => (
              <li key={label} className="flex gap-2">
                <span aria-hidden="true" className={`w-4 font-bold ${n === 0 ? "text-good" : "text-bad"}`}>
                  {n === 0 ? "✓" : "✗"}
                </span>
                <span>
                  <Trans comment="A remaining problem and how many there are">
                    {label}: <span className="font-mono">{n}</span>
                  </Trans>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-3 font-medium">
            <Trans>Steps so far</Trans>
          </p>
          {steps.length ? (
            <ol className="mt-1 list-decimal space-y-1 pl-5 text-xs">
              {steps.map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: steps are only ever appended
                <li key={i}>{s}</li>
              ))}
            </ol>
          ) : (
            <p className="mt-1 text-muted text-xs">
              <Trans>None yet.</Trans>
            </p>
          )}
        </div>
      </div>

      <Table
        scroll={{
          className: "mt-4 max-h-96 overflow-auto rounded-md border border-line",
          label: t`Customer table (scrolls sideways)`,
        }}
        caption={t`Customer records; cells marked as problems are highlighted with a warning sign.`}
        className="w-full border-collapse text-left text-xs"
        headClassName="sticky top-0 bg-raised"
        headRowClassName=""
        head={[t`ID`, t`Name`, t`Email`, t`Country`, t`Joined`, t`Age`, t`Notes`].map((h) => (
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
                note={r.imputed ? t`(filled)` : undefined}
              />
              <td className="whitespace-nowrap border-line border-b px-2 py-1 font-sans">
                {[dupe === "exact" ? t`exact duplicate` : dupe === "near" ? t`near duplicate` : "", ...(r.flags ?? [])]
                  .filter(Boolean)
                  .join("; ")}
              </td>
            </tr>
          );
        })}
      </Table>
      <p className="mt-1 text-muted text-xs">
        <Trans>⚠ marks a likely problem. An age of 105 is unusual but possible, so it is not flagged.</Trans>
      </p>
    </DemoFrame>
  );
}
