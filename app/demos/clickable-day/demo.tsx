import { useState } from "react";
import { Button, DemoFrame, Select } from "#app/demos/kit.tsx";
import { type Answer, check, EMPTY_ANSWER, INPUTS, ITEMS, type Item, type Kind, OUTPUTS, summarize } from "./logic.ts";

const KINDS: readonly { value: Kind; label: string }[] = [
  { value: "rules", label: "Fixed rules written by people" },
  { value: "learned", label: "Learned from data" },
];
const choose = (list: readonly string[]) => [
  { value: "", label: "Choose…" },
  ...list.map((v) => ({ value: v, label: v })),
];

// The eight moments are spaced evenly across the picture, morning on the left, night on the right.
const DX = (i: number) => 45 + i * (510 / (ITEMS.length - 1));
const NIGHT = (DX(5) + DX(6)) / 2;

function DayPicture({ results, current }: { results: Record<string, boolean | undefined>; current: string }) {
  return (
    <svg viewBox="0 0 600 130" className="w-full" aria-hidden="true">
      <rect x={0} y={0} width={NIGHT} height={112} className="fill-accent-soft" rx={8} />
      <rect x={NIGHT} y={0} width={600 - NIGHT} height={112} className="fill-raised" rx={8} />
      <path
        d={`M${DX(0)},90 Q${(DX(0) + NIGHT) / 2},-40 ${NIGHT},90`}
        fill="none"
        className="stroke-line"
        strokeWidth={2}
        strokeDasharray="5 5"
      />
      <circle cx={(DX(0) + NIGHT) / 2} cy={25} r={14} className="fill-class-b" opacity={0.8} />
      <path d={`M${(NIGHT + 600) / 2 - 6},12 a14,14 0 1,0 14,16 a10,10 0 1,1 -14,-16`} className="fill-muted" />
      <line x1={10} x2={590} y1={112} y2={112} className="stroke-ink" />
      {ITEMS.map((item, i) => {
        const r = results[item.id];
        const x = DX(i);
        const here = item.id === current;
        return (
          <g key={item.id}>
            <line x1={x} x2={x} y1={112} y2={100} className="stroke-ink" />
            <circle
              cx={x}
              cy={80}
              r={19}
              className={here ? "fill-accent stroke-ink" : "fill-surface stroke-ink"}
              strokeWidth={here ? 3 : 1.5}
            />
            <text
              x={x}
              y={87}
              textAnchor="middle"
              className={`font-bold text-[20px] ${here ? "fill-on-accent" : "fill-ink"}`}
            >
              {r === undefined ? i + 1 : r ? "✓" : "✗"}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export default function Demo() {
  const [current, setCurrent] = useState(ITEMS[0]?.id ?? "");
  const [drafts, setDrafts] = useState<Record<string, Answer>>({});
  const [checked, setChecked] = useState<Record<string, Answer>>({});
  const [note, setNote] = useState("");

  const item = ITEMS.find((i) => i.id === current) as Item;
  const draft = drafts[item.id] ?? EMPTY_ANSWER;
  const done = checked[item.id];
  const feedback = done ? check(item, done) : null;
  const summary = summarize(checked);
  const results = Object.fromEntries(
    ITEMS.map((i) => [i.id, checked[i.id] ? check(i, checked[i.id] as Answer).correct : undefined]),
  );

  const edit = (change: Partial<Answer>) => {
    setDrafts((d) => ({ ...d, [item.id]: { ...draft, ...change } }));
    setChecked((c) => {
      const { [item.id]: _, ...rest } = c;
      return rest;
    });
    setNote("");
  };

  const open = (id: string) => {
    const next = ITEMS.find((i) => i.id === id) as Item;
    setCurrent(id);
    setNote(`${next.name}, ${next.time}: ${next.scene} Choose rules or learned, an input and an output.`);
  };

  const submit = () => {
    const f = check(item, draft);
    setChecked((c) => ({ ...c, [item.id]: draft }));
    const after = summarize({ ...checked, [item.id]: draft });
    const mark = (ok: boolean) => (ok ? "right" : "not right");
    setNote(
      `${item.name}: rules-or-learned ${mark(f.kind)}, input ${mark(f.input)}, output ${mark(f.output)}. ${after.checked} of ${ITEMS.length} items checked, ${after.correct} fully right.`,
    );
  };

  const status =
    note ||
    `${item.name}, ${item.time}: ${item.scene} ${summary.checked} of ${ITEMS.length} items checked, ${summary.correct} fully right.`;

  return (
    <DemoFrame
      title="A day with AI"
      intro="Open each moment of the day. Decide whether the feature follows fixed rules or learned from data, then pick what goes in and what comes out."
      status={status}
      onReset={() => {
        setCurrent(ITEMS[0]?.id ?? "");
        setDrafts({});
        setChecked({});
        setNote("Reset: a fresh day.");
      }}
    >
      <DayPicture results={results} current={current} />
      <ol className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ITEMS.map((i, n) => {
          const r = results[i.id];
          return (
            <li key={i.id}>
              <button
                type="button"
                aria-pressed={i.id === current}
                onClick={() => open(i.id)}
                className={`w-full rounded-md border-2 p-2 text-left text-sm ${
                  i.id === current ? "border-accent bg-accent-soft" : "border-line bg-canvas hover:bg-raised"
                }`}
              >
                <span className="block text-muted text-xs">
                  {n + 1}. {i.time}
                </span>
                <span className="block font-medium">{i.name}</span>
                <span className={`block text-xs ${r === undefined ? "text-muted" : r ? "text-good" : "text-bad"}`}>
                  {r === undefined ? "not checked" : r ? "✓ all right" : "✗ try again"}
                </span>
              </button>
            </li>
          );
        })}
      </ol>

      <div className="mt-4 rounded-lg border-2 border-accent bg-canvas p-4">
        <p className="text-muted text-xs">{item.time}</p>
        <h4 className="font-semibold text-lg">{item.name}</h4>
        <p className="text-sm">{item.scene}</p>
        <fieldset className="mt-3">
          <legend className="font-medium text-sm">How does it decide?</legend>
          <div className="mt-1 flex flex-col gap-1 sm:flex-row sm:gap-4">
            {KINDS.map((k) => (
              <label key={k.value} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`kind-${item.id}`}
                  checked={draft.kind === k.value}
                  onChange={() => edit({ kind: k.value })}
                  className="size-4 accent-accent"
                />
                {k.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-end">
          <div className="min-w-0 [&_select]:w-full">
            <Select label="Input" value={draft.input} options={choose(INPUTS)} onChange={(input) => edit({ input })} />
          </div>
          <span aria-hidden="true" className="hidden pb-2 text-center text-muted sm:block">
            →
          </span>
          <div className="min-w-0 [&_select]:w-full">
            <Select
              label="Output"
              value={draft.output}
              options={choose(OUTPUTS)}
              onChange={(output) => edit({ output })}
            />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={submit} disabled={!check(item, draft).complete}>
            Check
          </Button>
          <Button
            variant="secondary"
            onClick={() => open(ITEMS[(ITEMS.indexOf(item) + 1) % ITEMS.length]?.id ?? item.id)}
          >
            Next moment
          </Button>
        </div>
        {feedback ? (
          <div className="mt-3 rounded-md bg-raised p-3 text-sm">
            <ul>
              <li className={feedback.kind ? "text-good" : "text-bad"}>
                {feedback.kind ? "✓" : "✗"} {feedback.kind ? "Right:" : "Not quite:"}{" "}
                {item.kind === "rules" ? "fixed rules" : "learned from data"}.
              </li>
              <li className={feedback.input ? "text-good" : "text-bad"}>
                {feedback.input ? "✓ Input right." : `✗ The input is: ${item.input.toLowerCase()}.`}
              </li>
              <li className={feedback.output ? "text-good" : "text-bad"}>
                {feedback.output ? "✓ Output right." : `✗ The output is: ${item.output.toLowerCase()}.`}
              </li>
            </ul>
            <p className="mt-2">{item.explain}</p>
          </div>
        ) : null}
      </div>

      {summary.checked > 0 ? (
        <div className="mt-4">
          <h4 className="font-medium text-sm">Your day so far: input → output</h4>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {ITEMS.filter((i) => checked[i.id]).map((i) => (
              <li key={i.id} className="rounded-md bg-raised px-2 py-1">
                <strong>{i.name}</strong> ({i.kind === "rules" ? "rules" : "learned"}): {i.input} → {i.output}
              </li>
            ))}
          </ul>
          {summary.checked === ITEMS.length ? (
            <p className="mt-2 text-sm">
              {summary.correct} of {ITEMS.length} fully right. Very different products, one pattern: something goes in,
              something comes out. {summary.learned} of the {ITEMS.length} learned that mapping from examples; only{" "}
              {summary.rules} follow rules someone wrote.
            </p>
          ) : null}
        </div>
      ) : null}
    </DemoFrame>
  );
}
