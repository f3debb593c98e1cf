import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { ColumnHeader, Table } from "#app/components/ui/table.tsx";
import { Button, DemoFrame, Select, useGridPainter } from "#app/demos/kit.tsx";
import { formatNumber } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  blankGrid,
  COLUMNS,
  type ColumnAnswer,
  cell,
  checkColumn,
  flatIndex,
  flatten,
  GRID,
  type Grid,
  HOUSES,
  ITEMS,
  type Kind,
  type Role,
  scoreColumns,
  scoreSorting,
  setCell,
  smiley,
  type ValueType,
} from "./logic.ts";

type Part = "sort" | "columns" | "pixels";
const PARTS: { id: Part; label: MessageDescriptor }[] = [
  { id: "sort", label: msg`A. Sort the data` },
  { id: "columns", label: msg`B. Tag the columns` },
  { id: "pixels", label: msg`C. Drawing → numbers` },
];

function Verdict({ ok, children }: { ok: boolean; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <p className={`mt-1 text-xs ${ok ? "text-good" : "text-bad"}`}>
      <span aria-hidden="true">{ok ? "✓ " : "✗ "}</span>
      {ok ? t`Right.` : t`Not quite.`} {children}
    </p>
  );
}

export default function Demo() {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const helpId = useId();
  const [part, setPart] = useState<Part>("sort");
  const [sorting, setSorting] = useState<Record<string, Kind | undefined>>({});
  const [tags, setTags] = useState<Record<string, ColumnAnswer | undefined>>({});
  const [grid, setGrid] = useState<Grid>(smiley);
  const [cursor, setCursor] = useState({ col: 3, row: 3 });
  const [shade, setShade] = useState<"255" | "128" | "0">("255");
  const painter = useGridPainter(GRID, (cell) => {
    setCursor(cell);
    paintAt(cell.col, cell.row);
  });

  const sortScore = scoreSorting(sorting);
  const tagScore = scoreColumns(tags);
  const numbers = flatten(grid);
  const here = flatIndex(cursor.col, cursor.row);

  const { sorted, correct: sortedRight } = sortScore;
  const itemCount = ITEMS.length;
  const { answered, total: tagTotal, correct: tagsRight } = tagScore;
  const row = cursor.row + 1;
  const col = cursor.col + 1;
  const value = cell(grid, cursor.col, cursor.row);
  const position = here + 1;
  const inked = numbers.filter((v) => v > 0).length;
  const roleIsNot = (role: Role | undefined) =>
    role === "id"
      ? t`The role is not ID.`
      : role === "feature"
        ? t`The role is not feature.`
        : t`The role is not label.`;
  const typeIsNot = (type: ValueType | undefined) =>
    type === "numerical" ? t`The values are not numerical.` : t`The values are not categorical.`;
  const statusByPart: Record<Part, string> = {
    sort: t`Sorting: ${sorted} of ${itemCount} items sorted, ${sortedRight} right.`,
    columns: t`Columns: ${answered} of ${tagTotal} tags chosen, ${tagsRight} right.`,
    pixels: t`Drawing: cursor at row ${row}, column ${col}, value ${value}, number ${position} of 64 in the list. ${inked} cells have ink.`,
  };

  function reset() {
    setPart("sort");
    setSorting({});
    setTags({});
    setGrid(smiley());
    setCursor({ col: 3, row: 3 });
    setShade("255");
  }

  function tag(key: string, change: ColumnAnswer) {
    setTags((t) => ({ ...t, [key]: { ...t[key], ...change } }));
  }

  function paintAt(col: number, row: number, value = Number(shade)) {
    setGrid((g) => setCell(g, col, row, value));
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      setCursor((c) => ({
        col: Math.min(GRID - 1, Math.max(0, c.col + move[0])),
        row: Math.min(GRID - 1, Math.max(0, c.row + move[1])),
      }));
    } else if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      paintAt(cursor.col, cursor.row);
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      paintAt(cursor.col, cursor.row, 0);
    }
  }

  return (
    <DemoFrame
      title={t`Dataset dissector`}
      intro={t`Three short tasks: sort ten kinds of data, tag the columns of a table, then watch a drawing turn into numbers.`}
      status={statusByPart[part]}
      onReset={reset}
    >
      <div className="flex flex-wrap gap-2">
        {PARTS.map((p) => (
          <Button
            key={p.id}
            variant={part === p.id ? "primary" : "secondary"}
            aria-pressed={part === p.id}
            onClick={() => setPart(p.id)}
          >
            {i18n._(p.label)}
          </Button>
        ))}
      </div>

      {part === "sort" ? (
        <div className="mt-4">
          <p className="text-sm">
            <Trans>
              Structured data fits a table with fixed columns; unstructured data (text, images, sound, video) does not.
              Sorted {sorted} of {itemCount}, {sortedRight} right.
            </Trans>
          </p>
          <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {ITEMS.map((item) => {
              const choice = sorting[item.id];
              return (
                <li key={item.id} className="rounded-md border border-line p-2">
                  <p className="font-medium text-sm">{i18n._(item.name)}</p>
                  <div className="mt-1.5 flex flex-wrap gap-2">
                    {(["structured", "unstructured"] as const).map((kind) => (
                      <Button
                        key={kind}
                        variant={choice === kind ? "primary" : "secondary"}
                        aria-pressed={choice === kind}
                        onClick={() => setSorting((s) => ({ ...s, [item.id]: kind }))}
                      >
                        {kind === "structured" ? t`Structured` : t`Unstructured`}
                      </Button>
                    ))}
                  </div>
                  {choice ? <Verdict ok={choice === item.answer}>{i18n._(item.why)}</Verdict> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {part === "columns" ? (
        <div className="mt-4">
          <p className="text-sm">
            <Trans>
              Each row is one example (a house). Tag every column: is it an ID, a feature (an input) or the label (what
              we want to predict)? Are its values numerical or categorical?
            </Trans>
          </p>
          <Table
            scroll={{ className: "mt-3 overflow-x-auto", label: t`Houses table (scrolls sideways)` }}
            caption={t`Five fictional houses`}
            className="w-full border-collapse text-left text-xs"
            headRowClassName=""
            head={COLUMNS.map((c) => (
              <ColumnHeader key={c.key} className="border-line border-b px-2 py-1 font-semibold">
                {i18n._(c.name)}
              </ColumnHeader>
            ))}
          >
            {HOUSES.map((h) => (
              <tr key={String(h.houseId)}>
                {COLUMNS.map((c) => (
                  <td key={c.key} className="border-line border-b px-2 py-1 font-mono">
                    {typeof h[c.key] === "number"
                      ? formatNumber(h[c.key] as number, language)
                      : h[c.key] === "yes"
                        ? t`yes`
                        : h[c.key] === "no"
                          ? t`no`
                          : h[c.key]}
                  </td>
                ))}
              </tr>
            ))}
          </Table>
          <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {COLUMNS.map((c) => {
              const answer = tags[c.key] ?? {};
              const result = checkColumn(c, answer);
              return (
                <li key={c.key} className="rounded-md border border-line p-2">
                  <p className="font-medium text-sm">{i18n._(c.name)}</p>
                  <div className="mt-1 grid grid-cols-2 gap-2">
                    <Select<Role | "">
                      label={t`Role`}
                      value={answer.role ?? ""}
                      options={[
                        { value: "", label: t`Choose…` },
                        { value: "id", label: t`ID` },
                        { value: "feature", label: t`Feature` },
                        { value: "label", label: t`Label` },
                      ]}
                      onChange={(v) => tag(c.key, { role: v || undefined })}
                    />
                    <Select<ValueType | "">
                      label={t`Values`}
                      value={answer.type ?? ""}
                      options={[
                        { value: "", label: t`Choose…` },
                        { value: "numerical", label: t`Numerical` },
                        { value: "categorical", label: t`Categorical` },
                      ]}
                      onChange={(v) => tag(c.key, { type: v || undefined })}
                    />
                  </div>
                  {result.role !== null && result.type !== null ? (
                    <Verdict ok={result.role && result.type}>
                      {!result.role ? `${roleIsNot(answer.role)} ` : ""}
                      {!result.type ? `${typeIsNot(answer.type)} ` : ""}
                      {result.role && result.type ? i18n._(c.why) : ""}
                    </Verdict>
                  ) : result.role === false || result.type === false ? (
                    <Verdict ok={false}>
                      {result.role === false
                        ? t`Try the other option for the role.`
                        : t`Try the other option for values.`}
                    </Verdict>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {part === "pixels" ? (
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div>
            <div className="flex flex-wrap items-end gap-2">
              <Select
                label={t`Brush`}
                value={shade}
                options={[
                  { value: "255", label: t`Full ink (255)` },
                  { value: "128", label: t`Gray (128)` },
                  { value: "0", label: t`Eraser (0)` },
                ]}
                onChange={setShade}
              />
              <Button variant="secondary" onClick={() => setGrid(blankGrid())}>
                <Trans>Clear</Trans>
              </Button>
              <Button variant="secondary" onClick={() => setGrid(smiley())}>
                <Trans>Smiley</Trans>
              </Button>
            </div>
            <div
              role="application"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the drawing grid is operated with arrow keys and Space
              tabIndex={0}
              aria-label={t`Drawing grid, 8 by 8 cells`}
              aria-describedby={helpId}
              onKeyDown={onKeyDown}
              className="mt-3 max-w-64 rounded-md"
            >
              <svg
                viewBox={`0 0 ${GRID * 10} ${GRID * 10}`}
                className="w-full touch-none rounded-md border border-line"
                aria-hidden="true"
                {...painter}
              >
                <rect width={GRID * 10} height={GRID * 10} className="fill-raised" />
                {grid.map((line, r) =>
                  line.map((v, c) => (
                    <rect
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are identified by position
                      key={`${r}-${c}`}
                      x={c * 10}
                      y={r * 10}
                      width={10}
                      height={10}
                      className="fill-ink stroke-line"
                      strokeWidth={0.3}
                      fillOpacity={v / 255}
                    />
                  )),
                )}
                <rect
                  x={cursor.col * 10 + 0.5}
                  y={cursor.row * 10 + 0.5}
                  width={9}
                  height={9}
                  className="fill-none stroke-focus"
                  strokeWidth={1.5}
                />
              </svg>
            </div>
            <p id={helpId} className="mt-1 text-muted text-xs">
              <Trans>
                Draw with the mouse or a finger, or use the arrow keys to move the cursor and Space to paint (Delete
                erases).
              </Trans>
            </p>
          </div>
          <div className="text-xs">
            <p className="font-medium text-sm">
              <Trans>The same picture as 8 rows of numbers</Trans>
            </p>
            <div className="mt-1 grid w-fit grid-cols-8 gap-px font-mono" aria-hidden="true">
              {numbers.map((v, i) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are identified by position
                  key={i}
                  className={`px-0.5 text-right ${i === here ? "rounded bg-accent text-on-accent" : ""}`}
                >
                  {v}
                </span>
              ))}
            </div>
            <p className="mt-3 font-medium text-sm">
              <Trans>What a model receives: one list of 64 numbers</Trans>
            </p>
            <p className="mt-1 break-words font-mono leading-relaxed">
              [
              {numbers.map((v, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed
                <span key={i}>
                  <span className={i === here ? "rounded bg-accent px-0.5 text-on-accent" : ""}>{v}</span>
                  {i < numbers.length - 1 ? ", " : ""}
                </span>
              ))}
              ]
            </p>
            <p className="mt-2 text-muted">
              <Trans>
                The highlighted number is the cursor's cell: row {row}, column {col} is number {position} in the list. A
                photo works the same way, just with many more numbers (three per pixel for color).
              </Trans>
            </p>
          </div>
        </div>
      ) : null}
    </DemoFrame>
  );
}
