import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
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
  say,
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
const initial = (message: string): State => ({
  tab: "questions",
  answers: {},
  order: [],
  pending: "",
  index: 0,
  practice: {},
  message,
});
const MARK: Record<Category, string> = {
  prohibited: "✗",
  "high-risk": "▲",
  gpai: "■",
  transparency: "●",
  minimal: "✓",
};
/** The counts the messages name (placeholders {questionCount}, {systemCount}). */
const questionCount = QUESTIONS.length;
const systemCount = EXAMPLES.length;

export default function Demo() {
  const { t, i18n } = useLingui();
  const words = (m: MessageDescriptor) => say(m, i18n);
  const categoryName = (c: Category) => i18n._(CATEGORY_NAMES[c]);
  const questionTitle = (qid: QuestionId | null) => {
    const q = QUESTIONS.find((x) => x.id === qid);
    return q ? i18n._(q.title) : "";
  };
  const questionHeading = (qid: QuestionId | null) => {
    const number = QUESTIONS.findIndex((q) => q.id === qid) + 1;
    const title = questionTitle(qid);
    return t`Question ${number} of ${questionCount}: ${title}`;
  };
  const fresh = () => initial(questionHeading("prohibited"));
  const [s, setS] = useState<State>(fresh);
  const id = useId();
  const current = nextQuestion(s.answers);
  const question = QUESTIONS.find((q) => q.id === current);
  const result = current === null ? classify({ ...DEFAULT_ANSWERS, ...s.answers }, i18n) : null;
  const example = EXAMPLES[s.index] ?? EXAMPLES[0];
  if (!example) return null;
  const practice = s.practice[example.id] ?? { choice: "", checked: false };
  const checked = EXAMPLES.filter((e) => s.practice[e.id]?.checked);
  const right = checked.filter((e) => s.practice[e.id]?.choice === e.expected).length;
  const tried = checked.length;
  const categoryOptions = [
    { value: "" as const, label: t`Choose a category…` },
    ...(Object.keys(CATEGORY_NAMES) as Category[]).map((c) => ({ value: c, label: categoryName(c) })),
  ];

  const commit = () => {
    if (!question || !s.pending) return;
    const answers = { ...s.answers, [question.id]: s.pending } as Partial<Answers>;
    const next = nextQuestion(answers);
    const r = next === null ? classify({ ...DEFAULT_ANSWERS, ...answers }, i18n) : null;
    const category = r ? categoryName(r.category) : "";
    setS((p) => ({
      ...p,
      answers,
      order: [...p.order, question.id],
      pending: "",
      message: r ? t`Result: ${category}.` : questionHeading(next),
    }));
  };
  const back = () =>
    setS((p) => {
      const last = p.order.at(-1);
      if (!last) return p;
      const answers = { ...p.answers };
      const pending = answers[last] ?? "";
      delete answers[last];
      const title = questionTitle(last);
      return {
        ...p,
        answers,
        order: p.order.slice(0, -1),
        pending,
        message: t`Back to: ${title}`,
      };
    });
  const loadExample = () => {
    const name = i18n._(example.name);
    const category = categoryName(classify(example.answers).category);
    setS((p) => ({
      ...p,
      tab: "questions",
      answers: example.answers,
      order: example.answers.prohibited !== "none" ? ["prohibited"] : QUESTIONS.map((q) => q.id),
      pending: "",
      message: t`Loaded “${name}” into the questionnaire. Result: ${category}.`,
    }));
  };
  const systemName = (index: number) => {
    const e = EXAMPLES[index];
    return e ? i18n._(e.name) : "";
  };
  const selectTab = (tab: Tab) =>
    setS((p) => {
      const number = p.index + 1;
      const name = systemName(p.index);
      return {
        ...p,
        tab,
        message: tab === "questions" ? t`Questionnaire.` : t`Practice: system ${number} of ${systemCount}, ${name}.`,
      };
    });
  const go = (index: number) => {
    const number = index + 1;
    const name = systemName(index);
    setS((p) => ({ ...p, index, message: t`System ${number} of ${systemCount}: ${name}.` }));
  };
  const systemLabel = (number: number, name: string, ok: boolean | null) =>
    ok === null
      ? t`System ${number}: ${name}`
      : ok
        ? t`System ${number}: ${name}, right`
        : t`System ${number}: ${name}, not right`;
  const choose = (choice: Category | "") => {
    const category = choice ? categoryName(choice) : "";
    setS((p) => ({
      ...p,
      practice: { ...p.practice, [example.id]: { choice, checked: false } },
      message: choice ? t`Chose: ${category}.` : t`Choice cleared.`,
    }));
  };
  const check = () => {
    const category = categoryName(example.expected);
    const why = words(example.why);
    setS((p) => ({
      ...p,
      practice: { ...p.practice, [example.id]: { ...practice, checked: true } },
      message: practice.choice === example.expected ? t`Right: ${category}. ${why}` : t`Not quite: ${category}. ${why}`,
    }));
  };
  const restart = () =>
    setS((p) => ({
      ...p,
      answers: {},
      order: [],
      pending: "",
      message: t`Started again. Question 1 of ${questionCount}.`,
    }));
  const status = tried ? `${s.message} ${t`Practice: ${right} of ${tried} right.`}` : s.message;
  const systemNumber = s.index + 1;
  const expectedMark = MARK[example.expected];
  const expectedName = categoryName(example.expected);

  return (
    <DemoFrame
      title={t`Which AI Act category? A risk classifier`}
      intro={
        <>
          <Trans>
            Answer five questions about an AI system, or practice on twelve invented ones. Predict first: is a chatbot
            high-risk?
          </Trans>{" "}
          <strong className="text-ink">{i18n._(DISCLAIMER)}</strong>
        </>
      }
      status={status}
      onReset={() => setS(fresh())}
    >
      <TabList
        idBase={id}
        label={t`Demo parts`}
        tabs={[
          { value: "questions", label: t`Questionnaire` },
          { value: "practice", label: t`Practice: ${systemCount} systems` },
        ]}
        selected={s.tab}
        onSelect={selectTab}
      />

      {s.tab === "questions" ? (
        <div role="tabpanel" id={`${id}-panel-questions`} aria-labelledby={`${id}-tab-questions`} className="pt-4">
          {question ? (
            <fieldset>
              <legend className="font-semibold">{questionHeading(question.id)}</legend>
              <p className="mt-1 text-muted text-sm">{i18n._(question.help)}</p>
              <div className="mt-2 flex flex-col gap-2 text-sm">
                {question.options.map((o) => {
                  const label = i18n._(o.label);
                  return (
                    <label key={o.value} className="flex items-start gap-2">
                      <input
                        type="radio"
                        name={`${id}-${question.id}`}
                        value={o.value}
                        checked={s.pending === o.value}
                        onChange={() => setS((p) => ({ ...p, pending: o.value, message: t`Selected: ${label}.` }))}
                        className="mt-0.5 size-4 shrink-0 accent-accent"
                      />
                      <span>
                        {label}
                        {o.cite ? <span className="text-muted"> ({i18n._(o.cite)})</span> : null}
                      </span>
                    </label>
                  );
                })}
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button onClick={commit} disabled={!s.pending}>
                  <Trans comment="Button: go on to the next question">Next</Trans>
                </Button>
                <Button variant="secondary" onClick={back} disabled={s.order.length === 0}>
                  <Trans comment="Button: go back to the previous question">Back</Trans>
                </Button>
              </div>
            </fieldset>
          ) : result ? (
            <ResultView result={result} onBack={back} onRestart={restart} />
          ) : null}
          {s.order.length ? (
            <details className="mt-4 text-sm">
              <summary className="cursor-pointer font-medium">
                <Trans>Your answers so far</Trans>
              </summary>
              <ul className="mt-1 list-disc pl-5">
                {s.order.map((qid) => {
                  const q = QUESTIONS.find((x) => x.id === qid);
                  const answer = q?.options.find((o) => o.value === s.answers[qid]);
                  return (
                    <li key={qid}>
                      {q ? i18n._(q.title) : null} <strong>{answer ? i18n._(answer.label) : null}</strong>
                    </li>
                  );
                })}
              </ul>
            </details>
          ) : null}
        </div>
      ) : (
        <div role="tabpanel" id={`${id}-panel-practice`} aria-labelledby={`${id}-tab-practice`} className="pt-4">
          <nav aria-label={t`Systems`} className="flex flex-wrap gap-1">
            {EXAMPLES.map((e, i) => {
              const p = s.practice[e.id];
              const ok = p?.checked ? p.choice === e.expected : null;
              return (
                <button
                  key={e.id}
                  type="button"
                  aria-current={i === s.index ? "true" : undefined}
                  aria-label={systemLabel(i + 1, i18n._(e.name), ok)}
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
            <p className="text-muted text-xs">
              <Trans>
                System {systemNumber} of {systemCount}
              </Trans>
            </p>
            <h4 className="font-semibold">{i18n._(example.name)}</h4>
            <p className="mt-1 text-sm">{i18n._(example.description)}</p>
          </article>
          <div className="mt-3 max-w-md [&_select]:w-full">
            <Select label={t`Your category`} value={practice.choice} options={categoryOptions} onChange={choose} />
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button disabled={!practice.choice} onClick={check}>
              <Trans>Check answer</Trans>
            </Button>
            <Button variant="secondary" disabled={s.index === 0} onClick={() => go(s.index - 1)}>
              <Trans comment="Button: go to the previous practice system">Previous</Trans>
            </Button>
            <Button variant="secondary" disabled={s.index === EXAMPLES.length - 1} onClick={() => go(s.index + 1)}>
              <Trans>Next system</Trans>
            </Button>
          </div>
          {practice.checked ? (
            <div
              className={`mt-3 rounded-md border p-3 text-sm ${practice.choice === example.expected ? "border-good" : "border-bad"}`}
            >
              <p className="font-semibold">
                {practice.choice === example.expected ? (
                  <Trans>
                    ✓ Right: {expectedMark} {expectedName}
                  </Trans>
                ) : (
                  <Trans>
                    ✗ Not quite: {expectedMark} {expectedName}
                  </Trans>
                )}
              </p>
              <p className="mt-1">{words(example.why)}</p>
              <Button variant="secondary" className="mt-2" onClick={loadExample}>
                <Trans>See it in the questionnaire</Trans>
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </DemoFrame>
  );
}

function ResultView({ result, onBack, onRestart }: { result: Result; onBack: () => void; onRestart: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <div>
      <p className="rounded-md bg-raised p-3 font-semibold text-lg">
        <span aria-hidden="true">{MARK[result.category]} </span>
        {i18n._(CATEGORY_NAMES[result.category])}
      </p>
      <h4 className="mt-3 font-semibold text-sm">
        <Trans comment="Heading: the reasons for the result">Why</Trans>
      </h4>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {result.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <h4 className="mt-3 font-semibold text-sm">
        <Trans>What it means</Trans>
      </h4>
      <ul className="mt-1 flex flex-col gap-2 text-sm">
        {result.obligations.map((o) => {
          const applies = o.applies;
          return (
            <li key={o.id} className="rounded-md border border-line p-2">
              {o.text}
              <span className="block text-muted text-xs">
                {applies ? `${t`Applies from ${applies}`} · ` : ""}
                {o.source}
              </span>
            </li>
          );
        })}
      </ul>
      {result.notes.length ? (
        <ul className="mt-3 flex flex-col gap-1 text-muted text-sm">
          {result.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 rounded-md bg-warn-soft p-2 text-sm">{i18n._(DISCLAIMER)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onBack}>
          <Trans comment="Button: go back to the previous question">Back</Trans>
        </Button>
        <Button onClick={onRestart}>
          <Trans>Start again</Trans>
        </Button>
      </div>
    </div>
  );
}
