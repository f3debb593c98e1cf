import { useState } from "react";
import { RowHeader, Table } from "#app/components/ui/table.tsx";
import { Button, DemoFrame, Slider, Toggle } from "#app/demos/kit.tsx";
import { newSeed } from "#app/platform/random.ts";
import {
  type Applicant,
  applyChanges,
  type Counterfactual,
  describeChanges,
  FEATURES,
  type FeatureId,
  feature,
  randomApplicant,
  START_APPLICANT,
  score,
  smallestChange,
  THRESHOLD,
} from "./logic.ts";

type State = {
  applicant: Applicant;
  useAge: boolean;
  allowed: FeatureId[];
  found: Counterfactual | null | "none";
  message: string;
};
const ACTIONABLE = FEATURES.filter((f) => f.actionable);
const initial = (applicant: Applicant = START_APPLICANT): State => ({
  applicant,
  useAge: true,
  allowed: ACTIONABLE.map((f) => f.id),
  found: null,
  message: "A fictional applicant, aged 23, asks for a loan.",
});
const LO = -15;
const HI = 40;
const sign = (p: number) => (p > 0 ? `+${p}` : String(p));

export default function Demo() {
  const [s, setS] = useState<State>(() => initial());
  const { total, parts } = score(s.applicant, s.useAge);
  const ok = total >= THRESHOLD;

  const setValue = (id: FeatureId) => (v: number) =>
    setS((p) => ({
      ...p,
      applicant: { ...p.applicant, [id]: v },
      found: null,
      message: `${feature(id).label} set to ${feature(id).format(v)}.`,
    }));
  const find = () =>
    setS((p) => {
      const cf = smallestChange(p.applicant, new Set(p.allowed), p.useAge);
      return {
        ...p,
        found: cf ?? "none",
        message: cf ? describeChanges(cf) : "No change to the features you allowed is enough to reach 100 points.",
      };
    });
  const applyChange = () =>
    setS((p) => {
      if (!p.found || p.found === "none") return p;
      const applicant = applyChanges(p.applicant, p.found.changes);
      return { ...p, applicant, found: null, message: "Applied the change to the applicant." };
    });

  return (
    <DemoFrame
      title="Loan counterfactual explorer"
      intro="A transparent scorecard: each feature earns points and 100 or more means approved. Predict first: what is the smallest realistic change that would get this applicant approved?"
      status={`${s.message} Score ${total} of ${THRESHOLD} needed: ${ok ? "approved" : "refused"}.`}
      onReset={() => setS(initial())}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-3">
          {FEATURES.map((f) => (
            <Slider
              key={f.id}
              label={`${f.label}${f.actionable ? "" : " (cannot be changed)"}`}
              value={s.applicant[f.id]}
              min={f.min}
              max={f.max}
              format={f.format}
              onChange={setValue(f.id)}
            />
          ))}
        </div>
        <div>
          <p className="font-medium text-sm">Points per feature</p>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {parts.map((part) => {
              const left = ((Math.min(0, part.points) - LO) / (HI - LO)) * 100;
              const width = (Math.abs(part.points) / (HI - LO)) * 100;
              return (
                <li key={part.id}>
                  <div className="flex justify-between gap-2">
                    <span>{feature(part.id).label}</span>
                    <span className="font-mono">{sign(part.points)}</span>
                  </div>
                  <div className="relative mt-0.5 h-3 rounded bg-raised" aria-hidden="true">
                    <div
                      className="absolute inset-y-0 w-px bg-ink"
                      style={{ left: `${((0 - LO) / (HI - LO)) * 100}%` }}
                    />
                    <div
                      className={`absolute inset-y-0.5 rounded-sm ${part.points >= 0 ? "bg-class-a" : "bg-class-b"}`}
                      style={{ left: `${left}%`, width: `${width}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
          <p className={`mt-3 rounded-md p-2 font-semibold ${ok ? "bg-raised text-good" : "bg-warn-soft text-bad"}`}>
            {ok ? "✓ Approved" : "✗ Refused"}: {total} points ({ok ? "≥" : "<"} {THRESHOLD})
          </p>
          <div className="mt-3">
            <Toggle
              label="Use age in the scorecard"
              checked={s.useAge}
              onChange={(useAge) =>
                setS((p) => ({
                  ...p,
                  useAge,
                  found: null,
                  message: useAge ? "Age counts again (−15 points under 25)." : "Age removed from the scorecard.",
                }))
              }
            />
            <p className="mt-1 text-muted text-xs">Nobody can change their age. Should it count at all?</p>
          </div>
        </div>
      </div>

      <fieldset className="mt-4">
        <legend className="font-medium text-sm">The applicant could change</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {ACTIONABLE.map((f) => (
            <Toggle
              key={f.id}
              label={`${f.label} (effort ${f.effort} per ${f.id === "years" ? "year" : f.id === "income" ? "€1,000 a year" : "€1,000"})`}
              checked={s.allowed.includes(f.id)}
              onChange={(on) =>
                setS((p) => ({
                  ...p,
                  allowed: on ? [...p.allowed, f.id] : p.allowed.filter((x) => x !== f.id),
                  found: null,
                  message: `${f.label} ${on ? "may" : "may not"} be changed.`,
                }))
              }
            />
          ))}
        </div>
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={find}>Find smallest change</Button>
        <Button
          variant="secondary"
          disabled={!s.found || s.found === "none" || s.found.changes.length === 0}
          onClick={applyChange}
        >
          Apply it
        </Button>
        <Button
          variant="secondary"
          onClick={() => setS({ ...initial(randomApplicant(newSeed())), message: "A new fictional applicant." })}
        >
          New random data
        </Button>
      </div>
      {s.found ? (
        <p className="mt-3 rounded-md border border-line p-2 text-sm">
          {s.found === "none" ? (
            "No change to the allowed features reaches 100 points. Age and past missed payments cannot be changed."
          ) : (
            <>
              {describeChanges(s.found)}{" "}
              {s.found.changes.length ? (
                <span className="text-muted">
                  Effort {s.found.effort}; new score {s.found.newTotal}.
                </span>
              ) : null}
            </>
          )}
        </p>
      ) : null}

      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium">See the whole scorecard</summary>
        <Table caption="The whole scorecard: the points each feature's values earn" className="mt-2 w-full text-left">
          {FEATURES.map((f) => (
            <tr key={f.id} className="border-line border-b align-top">
              <RowHeader className="py-1 pr-2 font-medium">{f.label}</RowHeader>
              <td className="py-1">
                {f.bands
                  .map((b, i) => {
                    const next = f.bands[i + 1];
                    const range = next ? `${f.format(b.from)}–${f.format(next.from - 1)}` : `${f.format(b.from)}+`;
                    return `${range}: ${sign(b.points)}`;
                  })
                  .join("; ")}
              </td>
            </tr>
          ))}
        </Table>
      </details>
    </DemoFrame>
  );
}
