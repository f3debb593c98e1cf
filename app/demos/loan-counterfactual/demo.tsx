import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { RowHeader, Table } from "#app/components/ui/table.tsx";
import { Button, DemoFrame, Slider, Toggle } from "#app/demos/kit.tsx";
import { newSeed } from "#app/platform/random.ts";
import { type Language, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
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

/** A change toggle's label: the feature and what one unit of change costs. */
function effortLabel(id: FeatureId, name: string, effort: number, i18n: I18n): string {
  return id === "years"
    ? i18n._(msg`${name} (effort ${effort} per year)`)
    : id === "income"
      ? i18n._(msg`${name} (effort ${effort} per €1,000 a year)`)
      : i18n._(msg`${name} (effort ${effort} per €1,000)`);
}

type State = {
  applicant: Applicant;
  useAge: boolean;
  allowed: FeatureId[];
  found: Counterfactual | null | "none";
  message: string;
};
const ACTIONABLE = FEATURES.filter((f) => f.actionable);
const initial = (i18n: I18n, applicant: Applicant = START_APPLICANT): State => ({
  applicant,
  useAge: true,
  allowed: ACTIONABLE.map((f) => f.id),
  found: null,
  message: i18n._(msg`A fictional applicant, aged 23, asks for a loan.`),
});
const LO = -15;
const HI = 40;
const signIn = (language: Language) => (p: number) => numberFormat(language, { signDisplay: "exceptZero" }).format(p);

export default function Demo() {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const sign = signIn(language);
  const label = (id: FeatureId) => i18n._(feature(id).label);
  const cannotChange = (name: string) => t`${name} (cannot be changed)`;
  const mayChange = (name: string, on: boolean) => (on ? t`${name} may be changed.` : t`${name} may not be changed.`);
  const [s, setS] = useState<State>(() => initial(i18n));
  const { total, parts } = score(s.applicant, s.useAge);
  const ok = total >= THRESHOLD;
  const effort = s.found && s.found !== "none" ? s.found.effort : 0;
  const newTotal = s.found && s.found !== "none" ? s.found.newTotal : 0;

  const setValue = (id: FeatureId) => (v: number) =>
    setS((p) => {
      const name = label(id);
      const value = feature(id).format(v, i18n);
      return { ...p, applicant: { ...p.applicant, [id]: v }, found: null, message: t`${name} set to ${value}.` };
    });
  const find = () =>
    setS((p) => {
      const cf = smallestChange(p.applicant, new Set(p.allowed), p.useAge);
      return {
        ...p,
        found: cf ?? "none",
        message: cf
          ? describeChanges(cf, i18n)
          : t`No change to the features you allowed is enough to reach 100 points.`,
      };
    });
  const applyChange = () =>
    setS((p) => {
      if (!p.found || p.found === "none") return p;
      const applicant = applyChanges(p.applicant, p.found.changes);
      return { ...p, applicant, found: null, message: t`Applied the change to the applicant.` };
    });

  return (
    <DemoFrame
      title={t`Loan counterfactual explorer`}
      intro={t`A transparent scorecard: each feature earns points and 100 or more means approved. Predict first: what is the smallest realistic change that would get this applicant approved?`}
      status={`${s.message} ${
        ok ? t`Score ${total} of ${THRESHOLD} needed: approved.` : t`Score ${total} of ${THRESHOLD} needed: refused.`
      }`}
      onReset={() => setS(initial(i18n))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-3">
          {FEATURES.map((f) => (
            <Slider
              key={f.id}
              label={f.actionable ? label(f.id) : cannotChange(label(f.id))}
              value={s.applicant[f.id]}
              min={f.min}
              max={f.max}
              format={(v) => f.format(v, i18n)}
              onChange={setValue(f.id)}
            />
          ))}
        </div>
        <div>
          <p className="font-medium text-sm">
            <Trans>Points per feature</Trans>
          </p>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {parts.map((part) => {
              const left = ((Math.min(0, part.points) - LO) / (HI - LO)) * 100;
              const width = (Math.abs(part.points) / (HI - LO)) * 100;
              return (
                <li key={part.id}>
                  <div className="flex justify-between gap-2">
                    <span>{label(part.id)}</span>
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
            {ok ? (
              <Trans>
                ✓ Approved: {total} points (≥ {THRESHOLD})
              </Trans>
            ) : (
              <Trans>
                ✗ Refused: {total} points (&lt; {THRESHOLD})
              </Trans>
            )}
          </p>
          <div className="mt-3">
            <Toggle
              label={t`Use age in the scorecard`}
              checked={s.useAge}
              onChange={(useAge) =>
                setS((p) => ({
                  ...p,
                  useAge,
                  found: null,
                  message: useAge ? t`Age counts again (−15 points under 25).` : t`Age removed from the scorecard.`,
                }))
              }
            />
            <p className="mt-1 text-muted text-xs">
              <Trans>Nobody can change their age. Should it count at all?</Trans>
            </p>
          </div>
        </div>
      </div>

      <fieldset className="mt-4">
        <legend className="font-medium text-sm">
          <Trans>The applicant could change</Trans>
        </legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {ACTIONABLE.map((f) => (
            <Toggle
              key={f.id}
              label={effortLabel(f.id, label(f.id), f.effort, i18n)}
              checked={s.allowed.includes(f.id)}
              onChange={(on) =>
                setS((p) => ({
                  ...p,
                  allowed: on ? [...p.allowed, f.id] : p.allowed.filter((x) => x !== f.id),
                  found: null,
                  message: mayChange(label(f.id), on),
                }))
              }
            />
          ))}
        </div>
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={find}>
          <Trans>Find smallest change</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={!s.found || s.found === "none" || s.found.changes.length === 0}
          onClick={applyChange}
        >
          <Trans>Apply it</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => setS({ ...initial(i18n, randomApplicant(newSeed())), message: t`A new fictional applicant.` })}
        >
          <Trans>New random data</Trans>
        </Button>
      </div>
      {s.found ? (
        <p className="mt-3 rounded-md border border-line p-2 text-sm">
          {s.found === "none" ? (
            <Trans>
              No change to the allowed features reaches 100 points. Age and past missed payments cannot be changed.
            </Trans>
          ) : (
            <>
              {describeChanges(s.found, i18n)}{" "}
              {s.found.changes.length ? (
                <span className="text-muted">
                  <Trans>
                    Effort {effort}; new score {newTotal}.
                  </Trans>
                </span>
              ) : null}
            </>
          )}
        </p>
      ) : null}

      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium">
          <Trans>See the whole scorecard</Trans>
        </summary>
        <Table
          caption={t`The whole scorecard: the points each feature's values earn`}
          className="mt-2 w-full text-left"
        >
          {FEATURES.map((f) => (
            <tr key={f.id} className="border-line border-b align-top">
              <RowHeader className="py-1 pr-2 font-medium">{label(f.id)}</RowHeader>
              <td className="py-1">
                {f.bands
                  .map((b, i) => {
                    const next = f.bands[i + 1];
                    const range = next
                      ? `${f.format(b.from, i18n)}–${f.format(next.from - 1, i18n)}`
                      : `${f.format(b.from, i18n)}+`;
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
