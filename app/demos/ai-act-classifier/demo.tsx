import { useId, useState } from "react";
import { Button, DemoFrame, Select, TabList } from "#app/demos/kit.tsx";
import {
  type Answers,
  CATEGORY_NAMES,
  type Category,
  classify,
  DEFAULT_ANSWERS,
  DISCLAIMER,
  EXAMPLES,
  nextQuestion,
  QUESTIONS,
  type QuestionId,
  type Result,
} from "./logic.ts";

type Tab = "questions" | "practice";
type Practice = { choice: Category | ""; checked: boolean };
type State = {
  tab: Tab;
  answers: Partial<Answers>;
  order: QuestionId[];
  pending: string;
  index: number;
  practice: Record<string, Practice>;
  message: string;
};
const INITIAL: State = {
  tab: "questions",
  answers: {},
  order: [],
  pending: "",
  index: 0,
  practice: {},
  message: "Question 1 of 5: is it a prohibited practice?",
};
const MARK: Record<Category, string> = {
  prohibited: "✗",
  "high-risk": "▲",
  gpai: "■",
  transparency: "●",
  minimal: "✓",
};
const CATEGORY_OPTIONS = [
  { value: "" as const, label: "Choose a category…" },
  ...(Object.keys(CATEGORY_NAMES) as Category[]).map((c) => ({ value: c, label: CATEGORY_NAMES[c] })),
];

export default function Demo() {
  const [s, setS] = useState<State>(INITIAL);
  const id = useId();
  const current = nextQuestion(s.answers);
  const question = QUESTIONS.find((q) => q.id === current);
  const result = current === null ? classify({ ...DEFAULT_ANSWERS, ...s.answers }) : null;
  const example = EXAMPLES[s.index] ?? EXAMPLES[0];
  if (!example) return null;
  const practice = s.practice[example.id] ?? { choice: "", checked: false };
  const checked = EXAMPLES.filter((e) => s.practice[e.id]?.checked);
  const right = checked.filter((e) => s.practice[e.id]?.choice === e.expected).length;

  const commit = () => {
    if (!question || !s.pending) return;
    const answers = { ...s.answers, [question.id]: s.pending } as Partial<Answers>;
    const next = nextQuestion(answers);
    const r = next === null ? classify({ ...DEFAULT_ANSWERS, ...answers }) : null;
    setS((p) => ({
      ...p,
      answers,
      order: [...p.order, question.id],
      pending: "",
      message: r
        ? `Result: ${CATEGORY_NAMES[r.category]}.`
        : `Question ${QUESTIONS.findIndex((q) => q.id === next) + 1} of 5: ${QUESTIONS.find((q) => q.id === next)?.title}`,
    }));
  };
  const back = () =>
    setS((p) => {
      const last = p.order.at(-1);
      if (!last) return p;
      const answers = { ...p.answers };
      const pending = answers[last] ?? "";
      delete answers[last];
      return {
        ...p,
        answers,
        order: p.order.slice(0, -1),
        pending,
        message: `Back to: ${QUESTIONS.find((q) => q.id === last)?.title}`,
      };
    });
  const loadExample = () =>
    setS((p) => ({
      ...p,
      tab: "questions",
      answers: example.answers,
      order: example.answers.prohibited !== "none" ? ["prohibited"] : QUESTIONS.map((q) => q.id),
      pending: "",
      message: `Loaded “${example.name}” into the questionnaire. Result: ${CATEGORY_NAMES[classify(example.answers).category]}.`,
    }));
  const selectTab = (tab: Tab) =>
    setS((p) => ({
      ...p,
      tab,
      message:
        tab === "questions" ? "Questionnaire." : `Practice: system ${p.index + 1} of 12, ${EXAMPLES[p.index]?.name}.`,
    }));
  const go = (index: number) =>
    setS((p) => ({ ...p, index, message: `System ${index + 1} of 12: ${EXAMPLES[index]?.name}.` }));

  return (
    <DemoFrame
      title="Which AI Act category? A risk classifier"
      intro={
        <>
          Answer five questions about an AI system, or practice on twelve invented ones. Predict first: is a chatbot
          high-risk? <strong className="text-ink">{DISCLAIMER}</strong>
        </>
      }
      status={`${s.message}${checked.length ? ` Practice: ${right} of ${checked.length} right.` : ""}`}
      onReset={() => setS(INITIAL)}
    >
      <TabList
        idBase={id}
        label="Demo parts"
        tabs={[
          { value: "questions", label: "Questionnaire" },
          { value: "practice", label: "Practice: 12 systems" },
        ]}
        selected={s.tab}
        onSelect={selectTab}
      />

      {s.tab === "questions" ? (
        <div role="tabpanel" id={`${id}-panel-questions`} aria-labelledby={`${id}-tab-questions`} className="pt-4">
          {question ? (
            <fieldset>
              <legend className="font-semibold">
                Question {QUESTIONS.indexOf(question) + 1} of 5: {question.title}
              </legend>
              <p className="mt-1 text-muted text-sm">{question.help}</p>
              <div className="mt-2 flex flex-col gap-2 text-sm">
                {question.options.map((o) => (
                  <label key={o.value} className="flex items-start gap-2">
                    <input
                      type="radio"
                      name={`${id}-${question.id}`}
                      value={o.value}
                      checked={s.pending === o.value}
                      onChange={() => setS((p) => ({ ...p, pending: o.value, message: `Selected: ${o.label}.` }))}
                      className="mt-0.5 size-4 shrink-0 accent-accent"
                    />
                    <span>
                      {o.label}
                      {o.cite ? <span className="text-muted"> ({o.cite})</span> : null}
                    </span>
                  </label>
                ))}
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button onClick={commit} disabled={!s.pending}>
                  Next
                </Button>
                <Button variant="secondary" onClick={back} disabled={s.order.length === 0}>
                  Back
                </Button>
              </div>
            </fieldset>
          ) : result ? (
            <ResultView
              result={result}
              onBack={back}
              onRestart={() =>
                setS((p) => ({ ...p, answers: {}, order: [], pending: "", message: "Started again. Question 1 of 5." }))
              }
            />
          ) : null}
          {s.order.length ? (
            <details className="mt-4 text-sm">
              <summary className="cursor-pointer font-medium">Your answers so far</summary>
              <ul className="mt-1 list-disc pl-5">
                {s.order.map((qid) => {
                  const q = QUESTIONS.find((x) => x.id === qid);
                  return (
                    <li key={qid}>
                      {q?.title} <strong>{q?.options.find((o) => o.value === s.answers[qid])?.label}</strong>
                    </li>
                  );
                })}
              </ul>
            </details>
          ) : null}
        </div>
      ) : (
        <div role="tabpanel" id={`${id}-panel-practice`} aria-labelledby={`${id}-tab-practice`} className="pt-4">
          <nav aria-label="Systems" className="flex flex-wrap gap-1">
            {EXAMPLES.map((e, i) => {
              const p = s.practice[e.id];
              const ok = p?.checked ? p.choice === e.expected : null;
              return (
                <button
                  key={e.id}
                  type="button"
                  aria-current={i === s.index ? "true" : undefined}
                  aria-label={`System ${i + 1}: ${e.name}${ok === null ? "" : ok ? ", right" : ", not right"}`}
                  onClick={() => go(i)}
                  className={`min-w-9 rounded-md border px-2 py-1 font-mono text-xs ${i === s.index ? "border-accent bg-accent-soft" : "border-line bg-canvas"} ${ok === null ? "" : ok ? "text-good" : "text-bad"}`}
                >
                  {i + 1}
                  {ok === null ? "" : ok ? " ✓" : " ✗"}
                </button>
              );
            })}
          </nav>
          <article className="mt-3 rounded-lg border border-line bg-raised p-4">
            <p className="text-muted text-xs">System {s.index + 1} of 12</p>
            <h4 className="font-semibold">{example.name}</h4>
            <p className="mt-1 text-sm">{example.description}</p>
          </article>
          <div className="mt-3 max-w-md [&_select]:w-full">
            <Select
              label="Your category"
              value={practice.choice}
              options={CATEGORY_OPTIONS}
              onChange={(choice) =>
                setS((p) => ({
                  ...p,
                  practice: { ...p.practice, [example.id]: { choice, checked: false } },
                  message: choice ? `Chose: ${CATEGORY_NAMES[choice]}.` : "Choice cleared.",
                }))
              }
            />
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              disabled={!practice.choice}
              onClick={() =>
                setS((p) => ({
                  ...p,
                  practice: { ...p.practice, [example.id]: { ...practice, checked: true } },
                  message: `${practice.choice === example.expected ? "Right" : "Not quite"}: ${CATEGORY_NAMES[example.expected]}. ${example.why}`,
                }))
              }
            >
              Check answer
            </Button>
            <Button variant="secondary" disabled={s.index === 0} onClick={() => go(s.index - 1)}>
              Previous
            </Button>
            <Button variant="secondary" disabled={s.index === EXAMPLES.length - 1} onClick={() => go(s.index + 1)}>
              Next system
            </Button>
          </div>
          {practice.checked ? (
            <div
              className={`mt-3 rounded-md border p-3 text-sm ${practice.choice === example.expected ? "border-good" : "border-bad"}`}
            >
              <p className="font-semibold">
                {practice.choice === example.expected ? "✓ Right" : "✗ Not quite"}: {MARK[example.expected]}{" "}
                {CATEGORY_NAMES[example.expected]}
              </p>
              <p className="mt-1">{example.why}</p>
              <Button variant="secondary" className="mt-2" onClick={loadExample}>
                See it in the questionnaire
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </DemoFrame>
  );
}

function ResultView({ result, onBack, onRestart }: { result: Result; onBack: () => void; onRestart: () => void }) {
  return (
    <div>
      <p className="rounded-md bg-raised p-3 font-semibold text-lg">
        <span aria-hidden="true">{MARK[result.category]} </span>
        {CATEGORY_NAMES[result.category]}
      </p>
      <h4 className="mt-3 font-semibold text-sm">Why</h4>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {result.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <h4 className="mt-3 font-semibold text-sm">What it means</h4>
      <ul className="mt-1 flex flex-col gap-2 text-sm">
        {result.obligations.map((o) => (
          <li key={o.text} className="rounded-md border border-line p-2">
            {o.text}
            <span className="block text-muted text-xs">
              {o.applies !== "—" ? `Applies from ${o.applies} · ` : ""}
              {o.source}
            </span>
          </li>
        ))}
      </ul>
      {result.notes.length ? (
        <ul className="mt-3 flex flex-col gap-1 text-muted text-sm">
          {result.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 rounded-md bg-warn-soft p-2 text-sm">{DISCLAIMER}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onRestart}>Start again</Button>
      </div>
    </div>
  );
}
