import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Button, DemoFrame, Select } from "#app/demos/kit.tsx";
import { formatList } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import { ANSWERS, CHECK_LABELS, CHECK_NAMES, GOALS, gradeSpotting, ruleText, scorePrompt } from "./logic.ts";

const firstGoal = GOALS[0];

export default function Demo() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const starterOf = (id: string) => {
    const found = GOALS.find((g) => g.id === id);
    return found ? i18n._(found.starter) : "";
  };
  const promptId = useId();
  const [goalId, setGoalId] = useState(firstGoal?.id ?? "");
  const [prompt, setPrompt] = useState(() => starterOf(firstGoal?.id ?? ""));
  const [answerId, setAnswerId] = useState(ANSWERS[0]?.id ?? "");
  const [flagged, setFlagged] = useState<number[]>([]);
  const [checked, setChecked] = useState(false);

  const goal = GOALS.find((g) => g.id === goalId) ?? GOALS[0];
  const answer = ANSWERS.find((a) => a.id === answerId) ?? ANSWERS[0];
  if (!goal || !answer) return null;

  const score = scorePrompt(prompt, language);
  const missing = score.checks.filter((c) => !c.met).map((c) => i18n._(CHECK_NAMES[c.id]));
  const result = gradeSpotting(answer, flagged);

  const found = score.score;
  const words = score.words;
  const next = missing[0] ?? "";
  const others = formatList(missing.slice(1), language);
  const promptStatus =
    found === 6
      ? t`Prompt: all 6 ingredients found.`
      : missing.length > 1
        ? t`Prompt: ${found} of 6 ingredients; next, add ${next} (also missing: ${others}).`
        : t`Prompt: ${found} of 6 ingredients; next, add ${next}.`;
  const question = i18n._(answer.question);
  const caught = result.caught.length;
  const planted = result.planted;
  const falseAlarms = result.falseAlarms.length;
  const flaggedCount = flagged.length;
  const answerStatus = checked
    ? t`Answer check: you caught ${caught} of ${plural(planted, { one: "# planted error", other: "# planted errors" })}, with ${plural(falseAlarms, { one: "# false alarm", other: "# false alarms" })}.`
    : t`Answer: ${plural(flaggedCount, { one: "# sentence flagged as suspicious.", other: "# sentences flagged as suspicious." })}`;

  function reset() {
    setGoalId(firstGoal?.id ?? "");
    setPrompt(starterOf(firstGoal?.id ?? ""));
    setAnswerId(ANSWERS[0]?.id ?? "");
    setFlagged([]);
    setChecked(false);
  }

  function chooseGoal(id: string) {
    setGoalId(id);
    setPrompt(starterOf(id));
  }

  function chooseAnswer(id: string) {
    setAnswerId(id);
    setFlagged([]);
    setChecked(false);
  }

  function toggleFlag(index: number) {
    setFlagged((f) => (f.includes(index) ? f.filter((i) => i !== index) : [...f, index].sort((a, b) => a - b)));
    setChecked(false);
  }

  return (
    <DemoFrame
      title={t`Prompt makeover and hallucination spotter`}
      intro={t`Part A: improve a prompt until it has all six ingredients (simple word rules check it; no AI is involved). Part B: flag the sentences in a chatbot answer that you would check before trusting.`}
      status={`${promptStatus} ${answerStatus}`}
      onReset={reset}
    >
      <h4 className="font-semibold">
        <Trans>Part A: Prompt makeover</Trans>
      </h4>
      <div className="mt-2 grid grid-cols-1 gap-3">
        <Select
          label={t({ message: "Goal", comment: "What the learner's prompt is meant to achieve" })}
          value={goalId}
          options={GOALS.map((g) => ({ value: g.id, label: i18n._(g.title) }))}
          onChange={chooseGoal}
        />
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={promptId} className="font-medium">
            {t`Your prompt (${plural(words, { one: "# word", other: "# words" })})`}
          </label>
          <textarea
            id={promptId}
            value={prompt}
            rows={5}
            onChange={(e) => setPrompt(e.currentTarget.value)}
            className="w-full rounded-md border border-line bg-canvas px-2 py-1.5"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setPrompt(i18n._(goal.starter))}>
            <Trans>Load the weak starter</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setPrompt(i18n._(goal.strong))}>
            <Trans>Show a strong example</Trans>
          </Button>
        </div>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <p className="font-medium text-sm">
            <Trans>Checklist: {found} of 6 ingredients</Trans>
          </p>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-raised" aria-hidden="true">
            <div className="h-full bg-accent" style={{ width: `${(found / 6) * 100}%` }} />
          </div>
          <ul className="mt-2 space-y-1.5 text-sm">
            {score.checks.map((c) => {
              const evidence = c.evidence ?? "";
              return (
                <li key={c.id} className="flex gap-2">
                  <span aria-hidden="true" className={`w-4 shrink-0 font-bold ${c.met ? "text-good" : "text-bad"}`}>
                    {c.met ? "✓" : "✗"}
                  </span>
                  <span>
                    <span className="sr-only">{c.met ? t`Found:` : t`Missing:`} </span>
                    {i18n._(CHECK_LABELS[c.id])}
                    <span className="block text-muted text-xs">
                      {c.met
                        ? t({
                            message: `found “${evidence}”`,
                            comment: "The words of the prompt that the checker found",
                          })
                        : i18n._(ruleText(c.id))}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="self-start rounded-md border border-line bg-raised p-3 text-sm">
          <p className="font-medium">
            <Trans>Next improvement</Trans>
          </p>
          {score.next ? (
            <>
              <p className="mt-1">{i18n._(CHECK_LABELS[score.next])}</p>
              <p className="mt-1 text-muted">{i18n._(goal.hints[score.next])}</p>
            </>
          ) : (
            <p className="mt-1">
              <Trans>
                All six found. A checklist only sees words, not meaning: read your prompt once more as if you were the
                chatbot. Is anything still unclear?
              </Trans>
            </p>
          )}
        </div>
      </div>

      <h4 className="mt-6 border-line border-t pt-4 font-semibold">
        <Trans>Part B: Hallucination spotter</Trans>
      </h4>
      <div className="mt-2 grid grid-cols-1 gap-3">
        <Select
          label={t`Chatbot answer`}
          value={answerId}
          options={ANSWERS.map((a, i) => ({ value: a.id, label: `${i + 1}. ${i18n._(a.question)}` }))}
          onChange={chooseAnswer}
        />
        <p className="text-sm">
          <Trans>
            <span className="font-medium">You asked:</span> {question} Select each sentence you would check before
            trusting it.
          </Trans>
        </p>
        <ol className="space-y-2">
          {answer.sentences.map((s, i) => {
            const isFlagged = flagged.includes(i);
            const kind = s.planted ? i18n._(s.planted.kind) : "";
            const verdict = checked
              ? s.planted
                ? isFlagged
                  ? { tone: "text-good", icon: "✓", text: t`Caught: ${kind}.` }
                  : { tone: "text-bad", icon: "✗", text: t`Missed: ${kind}.` }
                : isFlagged
                  ? {
                      tone: "text-muted",
                      icon: "○",
                      text: t`Not a planted error; checking it was still a sensible habit.`,
                    }
                  : null
              : null;
            const text = i18n._(s.text);
            const verify = s.planted ? i18n._(s.planted.verify) : "";
            return (
              <li key={text}>
                <button
                  type="button"
                  aria-pressed={isFlagged}
                  onClick={() => toggleFlag(i)}
                  className={`w-full rounded-md border px-3 py-2 text-left text-sm ${isFlagged ? "border-ink bg-warn-soft" : "border-line bg-canvas hover:bg-raised"}`}
                >
                  <span className="font-medium text-muted">
                    {isFlagged
                      ? `${t({ message: "⚑ Flagged", comment: "Marks a sentence the learner flagged as suspicious" })} · `
                      : `${i + 1}. `}
                  </span>
                  {text}
                </button>
                {verdict ? (
                  <p className={`mt-1 text-xs ${verdict.tone}`}>
                    <span aria-hidden="true">{verdict.icon} </span>
                    {verdict.text}
                  </p>
                ) : null}
                {checked && s.planted ? (
                  <p className="mt-0.5 text-muted text-xs">
                    <Trans>How to check: {verify}</Trans>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => setChecked(true)}>
            <Trans>Check my flags</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setFlagged([]);
              setChecked(false);
            }}
          >
            <Trans>Clear flags</Trans>
          </Button>
          {checked ? (
            <p className="text-sm">
              {t`Caught ${caught} of ${plural(planted, { one: "# planted error", other: "# planted errors" })} · ${plural(falseAlarms, { one: "# false alarm", other: "# false alarms" })}`}
            </p>
          ) : null}
        </div>
      </div>
    </DemoFrame>
  );
}
