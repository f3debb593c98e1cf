import { useId, useState } from "react";
import { Button, DemoFrame, Select } from "#app/demos/kit.tsx";
import { plural } from "#app/site/plural.ts";
import { ANSWERS, CHECK_LABELS, GOALS, gradeSpotting, ruleText, scorePrompt } from "./logic.ts";

const firstGoal = GOALS[0] ?? { id: "", title: "", starter: "", strong: "" };

export default function Demo() {
  const promptId = useId();
  const [goalId, setGoalId] = useState(firstGoal.id);
  const [prompt, setPrompt] = useState(firstGoal.starter);
  const [answerId, setAnswerId] = useState(ANSWERS[0]?.id ?? "");
  const [flagged, setFlagged] = useState<number[]>([]);
  const [checked, setChecked] = useState(false);

  const goal = GOALS.find((g) => g.id === goalId) ?? GOALS[0];
  const answer = ANSWERS.find((a) => a.id === answerId) ?? ANSWERS[0];
  if (!goal || !answer) return null;

  const score = scorePrompt(prompt);
  const missing = score.checks.filter((c) => !c.met).map((c) => c.id);
  const result = gradeSpotting(answer, flagged);

  const promptStatus =
    score.score === 6
      ? "Prompt: all 6 ingredients found."
      : `Prompt: ${score.score} of 6 ingredients; next, add ${score.next ?? ""}${missing.length > 1 ? ` (also missing: ${missing.slice(1).join(", ")})` : ""}.`;
  const answerStatus = checked
    ? `Answer check: you caught ${result.caught.length} of ${result.planted} planted errors, with ${plural(result.falseAlarms.length, { one: "# false alarm", other: "# false alarms" })}.`
    : `Answer: ${plural(flagged.length, { one: "# sentence flagged as suspicious.", other: "# sentences flagged as suspicious." })}`;

  function reset() {
    setGoalId(firstGoal.id);
    setPrompt(firstGoal.starter);
    setAnswerId(ANSWERS[0]?.id ?? "");
    setFlagged([]);
    setChecked(false);
  }

  function chooseGoal(id: string) {
    setGoalId(id);
    setPrompt(GOALS.find((g) => g.id === id)?.starter ?? "");
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
      title="Prompt makeover and hallucination spotter"
      intro="Part A: improve a prompt until it has all six ingredients (simple word rules check it; no AI is involved). Part B: flag the sentences in a chatbot answer that you would check before trusting."
      status={`${promptStatus} ${answerStatus}`}
      onReset={reset}
    >
      <h4 className="font-semibold">Part A: Prompt makeover</h4>
      <div className="mt-2 grid grid-cols-1 gap-3">
        <Select
          label="Goal"
          value={goalId}
          options={GOALS.map((g) => ({ value: g.id, label: g.title }))}
          onChange={chooseGoal}
        />
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={promptId} className="font-medium">
            Your prompt ({score.words} words)
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
          <Button variant="secondary" onClick={() => setPrompt(goal.starter)}>
            Load the weak starter
          </Button>
          <Button variant="secondary" onClick={() => setPrompt(goal.strong)}>
            Show a strong example
          </Button>
        </div>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <p className="font-medium text-sm">Checklist: {score.score} of 6 ingredients</p>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-raised" aria-hidden="true">
            <div className="h-full bg-accent" style={{ width: `${(score.score / 6) * 100}%` }} />
          </div>
          <ul className="mt-2 space-y-1.5 text-sm">
            {score.checks.map((c) => (
              <li key={c.id} className="flex gap-2">
                <span aria-hidden="true" className={`w-4 shrink-0 font-bold ${c.met ? "text-good" : "text-bad"}`}>
                  {c.met ? "✓" : "✗"}
                </span>
                <span>
                  <span className="sr-only">{c.met ? "Found: " : "Missing: "}</span>
                  {c.label}
                  <span className="block text-muted text-xs">
                    {c.met ? `found “${c.evidence}”` : `looks for ${ruleText(c.id)}`}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="self-start rounded-md border border-line bg-raised p-3 text-sm">
          <p className="font-medium">Next improvement</p>
          {score.next ? (
            <>
              <p className="mt-1">{CHECK_LABELS[score.next]}</p>
              <p className="mt-1 text-muted">{goal.hints[score.next]}</p>
            </>
          ) : (
            <p className="mt-1">
              All six found. A checklist only sees words, not meaning: read your prompt once more as if you were the
              chatbot. Is anything still unclear?
            </p>
          )}
        </div>
      </div>

      <h4 className="mt-6 border-line border-t pt-4 font-semibold">Part B: Hallucination spotter</h4>
      <div className="mt-2 grid grid-cols-1 gap-3">
        <Select
          label="Chatbot answer"
          value={answerId}
          options={ANSWERS.map((a, i) => ({ value: a.id, label: `${i + 1}. ${a.question}` }))}
          onChange={chooseAnswer}
        />
        <p className="text-sm">
          <span className="font-medium">You asked:</span> {answer.question} Select each sentence you would check before
          trusting it.
        </p>
        <ol className="space-y-2">
          {answer.sentences.map((s, i) => {
            const isFlagged = flagged.includes(i);
            const verdict = checked
              ? s.planted
                ? isFlagged
                  ? { tone: "text-good", icon: "✓", text: `Caught: ${s.planted.kind}.` }
                  : { tone: "text-bad", icon: "✗", text: `Missed: ${s.planted.kind}.` }
                : isFlagged
                  ? {
                      tone: "text-muted",
                      icon: "○",
                      text: "Not a planted error; checking it was still a sensible habit.",
                    }
                  : null
              : null;
            return (
              <li key={s.text}>
                <button
                  type="button"
                  aria-pressed={isFlagged}
                  onClick={() => toggleFlag(i)}
                  className={`w-full rounded-md border px-3 py-2 text-left text-sm ${isFlagged ? "border-ink bg-warn-soft" : "border-line bg-canvas hover:bg-raised"}`}
                >
                  <span className="font-medium text-muted">{isFlagged ? "⚑ Flagged · " : `${i + 1}. `}</span>
                  {s.text}
                </button>
                {verdict ? (
                  <p className={`mt-1 text-xs ${verdict.tone}`}>
                    <span aria-hidden="true">{verdict.icon} </span>
                    {verdict.text}
                  </p>
                ) : null}
                {checked && s.planted ? (
                  <p className="mt-0.5 text-muted text-xs">How to check: {s.planted.verify}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => setChecked(true)}>Check my flags</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setFlagged([]);
              setChecked(false);
            }}
          >
            Clear flags
          </Button>
          {checked ? (
            <p className="text-sm">
              Caught {result.caught.length} of {result.planted} planted errors ·{" "}
              {plural(result.falseAlarms.length, { one: "# false alarm", other: "# false alarms" })}
            </p>
          ) : null}
        </div>
      </div>
    </DemoFrame>
  );
}
