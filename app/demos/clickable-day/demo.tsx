import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button, DemoFrame, Select } from "#app/demos/kit.tsx";
import { compareText, lowerCase } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import { type Answer, check, EMPTY_ANSWER, INPUTS, ITEMS, type Item, type Kind, OUTPUTS, summarize } from "./logic.ts";

const KINDS: readonly { value: Kind; label: MessageDescriptor }[] = [
  { value: "rules", label: msg`Fixed rules written by people` },
  { value: "learned", label: msg`Learned from data` },
];
/** A drop-down's options: the descriptors' ids as values, labels sorted in the page's language. */
const choose = (list: readonly MessageDescriptor[], i18n: I18n, compare: (a: string, b: string) => number) => [
  { value: "", label: i18n._(msg`Choose…`) },
  ...list.map((d) => ({ value: d.id ?? "", label: i18n._(d) })).sort((a, b) => compare(a.label, b.label)),
];
const pick = (list: readonly MessageDescriptor[], id: string): MessageDescriptor | "" =>
  list.find((d) => d.id === id) ?? "";
const idOf = (d: MessageDescriptor | "") => (d === "" ? "" : (d.id ?? ""));

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
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const compare = (a: string, b: string) => compareText(a, b, language);
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
    const name = i18n._(next.name);
    const time = i18n._(next.time);
    const scene = i18n._(next.scene);
    setNote(t`${name}, ${time}: ${scene} Choose rules or learned, an input and an output.`);
  };

  const submit = () => {
    const f = check(item, draft);
    setChecked((c) => ({ ...c, [item.id]: draft }));
    const after = summarize({ ...checked, [item.id]: draft });
    const name = i18n._(item.name);
    const kindMark = f.kind ? t`rules-or-learned right` : t`rules-or-learned not right`;
    const inputMark = f.input ? t`input right` : t`input not right`;
    const outputMark = f.output ? t`output right` : t`output not right`;
    const progress = progressText(after.checked, after.correct);
    setNote(t`${name}: ${kindMark}, ${inputMark}, ${outputMark}. ${progress}`);
  };

  const progressText = (checkedCount: number, correct: number) => {
    const total = ITEMS.length;
    return t`${checkedCount} of ${total} items checked, ${correct} fully right.`;
  };
  const itemName = i18n._(item.name);
  const itemTime = i18n._(item.time);
  const itemScene = i18n._(item.scene);
  // German capitalizes nouns: only English and Spanish write the answer in lower case mid-sentence.
  const inSentence = (text: string) => (language === "de" ? text : lowerCase(text, language));
  const rightInput = inSentence(i18n._(item.input));
  const rightOutput = inSentence(i18n._(item.output));
  const dayProgress = progressText(summary.checked, summary.correct);
  const status = note || t`${itemName}, ${itemTime}: ${itemScene} ${dayProgress}`;
  const total = ITEMS.length;
  const { correct: correctCount, learned: learnedCount, rules: rulesCount } = summary;

  return (
    <DemoFrame
      title={t`A day with AI`}
      intro={t`Open each moment of the day. Decide whether the feature follows fixed rules or learned from data, then pick what goes in and what comes out.`}
      status={status}
      onReset={() => {
        setCurrent(ITEMS[0]?.id ?? "");
        setDrafts({});
        setChecked({});
        setNote(t`Reset: a fresh day.`);
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
                  {n + 1}. {i18n._(i.time)}
                </span>
                <span className="block font-medium">{i18n._(i.name)}</span>
                <span className={`block text-xs ${r === undefined ? "text-muted" : r ? "text-good" : "text-bad"}`}>
                  {r === undefined ? t`not checked` : r ? t`✓ all right` : t`✗ try again`}
                </span>
              </button>
            </li>
          );
        })}
      </ol>

      <div className="mt-4 rounded-lg border-2 border-accent bg-canvas p-4">
        <p className="text-muted text-xs">{itemTime}</p>
        <h4 className="font-semibold text-lg">{itemName}</h4>
        <p className="text-sm">{itemScene}</p>
        <fieldset className="mt-3">
          <legend className="font-medium text-sm">
            <Trans>How does it decide?</Trans>
          </legend>
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
                {i18n._(k.label)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-end">
          <div className="min-w-0 [&_select]:w-full">
            <Select
              label={t`Input`}
              value={idOf(draft.input)}
              options={choose(INPUTS, i18n, compare)}
              onChange={(id) => edit({ input: pick(INPUTS, id) })}
            />
          </div>
          <span aria-hidden="true" className="hidden pb-2 text-center text-muted sm:block">
            →
          </span>
          <div className="min-w-0 [&_select]:w-full">
            <Select
              label={t`Output`}
              value={idOf(draft.output)}
              options={choose(OUTPUTS, i18n, compare)}
              onChange={(id) => edit({ output: pick(OUTPUTS, id) })}
            />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={submit} disabled={!check(item, draft).complete}>
            <Trans comment="Button: check the learner's answer">Check</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => open(ITEMS[(ITEMS.indexOf(item) + 1) % ITEMS.length]?.id ?? item.id)}
          >
            <Trans>Next moment</Trans>
          </Button>
        </div>
        {feedback ? (
          <div className="mt-3 rounded-md bg-raised p-3 text-sm">
            <ul>
              <li className={feedback.kind ? "text-good" : "text-bad"}>
                {feedback.kind
                  ? item.kind === "rules"
                    ? t`✓ Right: fixed rules.`
                    : t`✓ Right: learned from data.`
                  : item.kind === "rules"
                    ? t`✗ Not quite: fixed rules.`
                    : t`✗ Not quite: learned from data.`}
              </li>
              <li className={feedback.input ? "text-good" : "text-bad"}>
                {feedback.input ? t`✓ Input right.` : t`✗ The input is: ${rightInput}.`}
              </li>
              <li className={feedback.output ? "text-good" : "text-bad"}>
                {feedback.output ? t`✓ Output right.` : t`✗ The output is: ${rightOutput}.`}
              </li>
            </ul>
            <p className="mt-2">{i18n._(item.explain)}</p>
          </div>
        ) : null}
      </div>

      {summary.checked > 0 ? (
        <div className="mt-4">
          <h4 className="font-medium text-sm">
            <Trans>Your day so far: input → output</Trans>
          </h4>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {ITEMS.filter((i) => checked[i.id]).map((i) => (
              <li key={i.id} className="rounded-md bg-raised px-2 py-1">
                <strong>{i18n._(i.name)}</strong> ({i.kind === "rules" ? t`rules` : t`learned`}): {i18n._(i.input)} →{" "}
                {i18n._(i.output)}
              </li>
            ))}
          </ul>
          {summary.checked === ITEMS.length ? (
            <p className="mt-2 text-sm">
              <Trans>
                {correctCount} of {total} fully right. Very different products, one pattern: something goes in,
                something comes out. {learnedCount} of the {total} learned that mapping from examples; only {rulesCount}{" "}
                follow rules someone wrote.
              </Trans>
            </p>
          ) : null}
        </div>
      ) : null}
    </DemoFrame>
  );
}
