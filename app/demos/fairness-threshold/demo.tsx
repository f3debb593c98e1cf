import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { ColumnHeader, RowHeader, Table } from "#app/components/ui/table.tsx";
import { Button, ClassMarker, DemoFrame, Slider, Toggle } from "#app/demos/kit.tsx";
import { newSeed } from "#app/platform/random.ts";
import { type Language, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  type Applicant,
  brokenMeasures,
  fourFifths,
  GROUP_NAMES,
  type Group,
  generate,
  histogram,
  MEASURE_NAMES,
  type Measure,
  matchThreshold,
  type Rates,
  rates,
} from "./logic.ts";

const START_SEED = 7;
type State = {
  seed: number;
  baseA: number;
  baseB: number;
  separation: number;
  thresholds: [number, number];
  locked: boolean;
  message: string;
};
const initial = (i18n: I18n, seed = START_SEED): State => ({
  seed,
  baseA: 0.5,
  baseB: 0.3,
  separation: 1.5,
  thresholds: [60, 60],
  locked: true,
  message: i18n._(msg`One threshold (60) for both groups.`),
});
const percentIn = (language: Language) => (v: number) =>
  numberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(v);
const fixed = (language: Language, digits: number) => (v: number) =>
  numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);
/** Two decimals, or three when rounding would hide which side of 0.8 the ratio is on. */
const ratioIn = (language: Language) => (r: number) =>
  fixed(language, Number(r.toFixed(2)) >= 0.8 === r >= 0.8 ? 2 : 3)(r);
const MEASURES = Object.keys(MEASURE_NAMES) as Measure[];

export default function Demo() {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const pct = percentIn(language);
  const ratioText = ratioIn(language);
  const measureName = (m: Measure) => i18n._(MEASURE_NAMES[m]);
  const oneThreshold = (threshold: number) => t`One threshold (${threshold}) for both groups.`;
  const gapText = (points: number) => t({ message: `${points} pts`, comment: "A gap in percentage points, short" });
  const [s, setS] = useState<State>(() => initial(i18n));
  const data = useMemo(
    () => generate(s.seed, { baseRates: [s.baseA, s.baseB], separation: s.separation, perGroup: 500 }),
    [s.seed, s.baseA, s.baseB, s.separation],
  );
  const r: [Rates, Rates] = [rates(data, 0, s.thresholds[0]), rates(data, 1, s.thresholds[1])];
  const ff = fourFifths(r[0], r[1]);
  const broken = brokenMeasures(r[0], r[1]);

  const setThreshold = (g: Group) => (v: number) =>
    setS((p) => {
      const thresholds: [number, number] = p.locked ? [v, v] : g === 0 ? [v, p.thresholds[1]] : [p.thresholds[0], v];
      return {
        ...p,
        thresholds,
        message: p.locked
          ? t`Both thresholds set to ${v}.`
          : g === 0
            ? t`Group A threshold set to ${v}.`
            : t`Group B threshold set to ${v}.`,
      };
    });
  const equalize = (measure: Measure) =>
    setS((p) => {
      const target = rates(data, 0, p.thresholds[0])[measure];
      const tB = matchThreshold(data, 1, measure, target);
      return {
        ...p,
        locked: false,
        thresholds: [p.thresholds[0], tB],
        message:
          measure === "tpr"
            ? t`Equalized true-positive rates: Group B's threshold is now ${tB}.`
            : t`Equalized selection rates: Group B's threshold is now ${tB}.`,
      };
    });

  const brokenItem = (b: { measure: Measure; gap: number }) => {
    const name = measureName(b.measure);
    const points = Math.round(b.gap * 100);
    return t`${name} (${points} points)`;
  };
  const brokenList = broken.map(brokenItem).join(", ");
  const brokenText = broken.length
    ? t`Unequal by more than 5 points: ${brokenList}.`
    : t`All four measures are within 5 points of each other.`;
  const selectionA = pct(r[0].selectionRate);
  const selectionB = pct(r[1].selectionRate);
  const ratio = ratioText(ff.ratio);
  const status = `${s.message} ${
    ff.passes
      ? t`Selection: A ${selectionA}, B ${selectionB}; four-fifths ratio ${ratio} (passes).`
      : t`Selection: A ${selectionA}, B ${selectionB}; four-fifths ratio ${ratio} (fails).`
  } ${brokenText}`;
  const baseRateA = pct(r[0].baseRate);
  const baseRateB = pct(r[1].baseRate);
  const ratioBA = r[0].selectionRate > 0 ? ratioText(r[1].selectionRate / r[0].selectionRate) : "–";

  return (
    <DemoFrame
      title={t`Fairness threshold simulator`}
      intro={t`A hiring score for 500 fictional applicants in each of two groups. Applicants at or above their group's threshold are selected. Predict first: can you make every fairness measure equal at once?`}
      status={status}
      onReset={() => setS(initial(i18n))}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Slider
          label={t`Group A base rate (share qualified)`}
          value={s.baseA}
          min={0.1}
          max={0.9}
          step={0.05}
          format={pct}
          onChange={(baseA) => {
            const rate = pct(baseA);
            setS((p) => ({ ...p, baseA, message: t`Group A base rate set to ${rate}.` }));
          }}
        />
        <Slider
          label={t`Group B base rate (share qualified)`}
          value={s.baseB}
          min={0.1}
          max={0.9}
          step={0.05}
          format={pct}
          onChange={(baseB) => {
            const rate = pct(baseB);
            setS((p) => ({ ...p, baseB, message: t`Group B base rate set to ${rate}.` }));
          }}
        />
        <Slider
          label={t`How well scores separate`}
          value={s.separation}
          min={0.5}
          max={3}
          step={0.25}
          format={fixed(language, 2)}
          onChange={(separation) => {
            const value = fixed(language, 2)(separation);
            setS((p) => ({ ...p, separation, message: t`Score separation set to ${value}.` }));
          }}
        />
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {([0, 1] as const).map((g) => {
          const { tp, fp, fn, tn } = r[g];
          return (
            <div key={g} className="rounded-lg border border-line p-3">
              <h4 className="flex items-center gap-2 font-semibold text-sm">
                <svg viewBox="0 0 16 16" className="size-4 shrink-0" aria-hidden="true">
                  <ClassMarker cls={g} x={8} y={g === 0 ? 8 : 9.5} size={6} />
                </svg>
                {g === 0
                  ? t`Group A (blue circles) · actual base rate ${baseRateA}`
                  : t`Group B (orange triangles) · actual base rate ${baseRateB}`}
              </h4>
              <Histogram data={data} group={g} threshold={s.thresholds[g]} />
              <Slider
                label={g === 0 ? t`Group A threshold` : t`Group B threshold`}
                value={s.thresholds[g]}
                min={0}
                max={100}
                onChange={setThreshold(g)}
              />
              <Table
                caption={t`Confusion matrix`}
                captionClassName="text-left text-muted"
                className="mt-2 w-full text-center text-xs"
                headRowClassName=""
                head={
                  <>
                    <td />
                    <ColumnHeader className="font-medium">
                      <Trans>Qualified</Trans>
                    </ColumnHeader>
                    <ColumnHeader className="font-medium">
                      <Trans>Not qualified</Trans>
                    </ColumnHeader>
                  </>
                }
                bodyClassName="font-mono"
              >
                <tr>
                  <RowHeader className="text-left font-medium font-sans">
                    <Trans>Selected</Trans>
                  </RowHeader>
                  <td className="border border-line">
                    <Trans comment="TP: true positives, qualified people selected">TP {tp}</Trans>
                  </td>
                  <td className="border border-line">
                    <Trans comment="FP: false positives, people not qualified but selected">FP {fp}</Trans>
                  </td>
                </tr>
                <tr>
                  <RowHeader className="text-left font-medium font-sans">
                    <Trans>Rejected</Trans>
                  </RowHeader>
                  <td className="border border-line">
                    <Trans comment="FN: false negatives, qualified people rejected">FN {fn}</Trans>
                  </td>
                  <td className="border border-line">
                    <Trans comment="TN: true negatives, people not qualified and rejected">TN {tn}</Trans>
                  </td>
                </tr>
              </Table>
            </div>
          );
        })}
      </div>

      <div className="mt-3">
        <Toggle
          label={t`Use one threshold for both groups`}
          checked={s.locked}
          onChange={(locked) =>
            setS((p) => ({
              ...p,
              locked,
              thresholds: locked ? [p.thresholds[0], p.thresholds[0]] : p.thresholds,
              message: locked ? oneThreshold(p.thresholds[0]) : t`Separate thresholds per group.`,
            }))
          }
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => equalize("selectionRate")}>
          <Trans>Equalize selection rates</Trans>
        </Button>
        <Button onClick={() => equalize("tpr")}>
          <Trans>Equalize true-positive rates</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => setS((p) => ({ ...p, seed: newSeed(), message: t`New random applicants.` }))}
        >
          <Trans>New random data</Trans>
        </Button>
      </div>

      <Table
        caption={t`Fairness measures`}
        captionClassName="text-left font-medium"
        className="mt-4 w-full text-left text-sm"
        head={
          <>
            <ColumnHeader className="py-1 pr-2 font-medium">
              <Trans>Measure</Trans>
            </ColumnHeader>
            <ColumnHeader className="py-1 pr-2 font-medium">
              <Trans comment="Column of group A">
                A <span className="text-class-a">●</span>
              </Trans>
            </ColumnHeader>
            <ColumnHeader className="py-1 pr-2 font-medium">
              <Trans comment="Column of group B">
                B <span className="text-class-b">▲</span>
              </Trans>
            </ColumnHeader>
            <ColumnHeader className="py-1 font-medium">
              <Trans>Gap</Trans>
            </ColumnHeader>
          </>
        }
      >
        {MEASURES.map((m) => {
          const gap = Math.abs(r[0][m] - r[1][m]);
          return (
            <tr key={m} className="border-line border-b">
              <RowHeader className="py-1 pr-2 font-normal">{measureName(m)}</RowHeader>
              <td className="py-1 pr-2 font-mono">{pct(r[0][m])}</td>
              <td className="py-1 pr-2 font-mono">{pct(r[1][m])}</td>
              <td className={`py-1 font-mono ${gap > 0.05 ? "text-bad" : "text-good"}`}>
                {gapText(Math.round(gap * 100))} {gap > 0.05 ? "✗" : "✓"}
              </td>
            </tr>
          );
        })}
      </Table>
      <p className="mt-3 text-sm">
        <Trans>
          Four-fifths check: B's selection rate ÷ A's = <strong>{ratioBA}</strong>; lower ÷ higher ={" "}
          <strong>{ratio}</strong>
        </Trans>{" "}
        <span className={ff.passes ? "text-good" : "text-bad"}>
          {ff.passes ? t`✓ at least 0.8` : t`✗ below 0.8: possible adverse impact`}
        </span>
      </p>
      <p className={`mt-2 rounded-md p-2 text-sm ${broken.length ? "bg-warn-soft" : "bg-raised"}`}>{brokenText}</p>
    </DemoFrame>
  );
}

function Histogram({ data, group, threshold }: { data: readonly Applicant[]; group: Group; threshold: number }) {
  const { i18n, t } = useLingui();
  const bins = histogram(data, group);
  const max = Math.max(1, ...bins.map((b) => b.qualified + b.unqualified));
  const H = 80;
  const y = (n: number) => (n / max) * H;
  const fill = group === 0 ? "fill-class-a" : "fill-class-b";
  const stroke = group === 0 ? "stroke-class-a" : "stroke-class-b";
  const selected = bins.filter((b) => b.from >= threshold);
  const groupName = i18n._(GROUP_NAMES[group]);
  const count = selected.reduce((sum, b) => sum + b.qualified + b.unqualified, 0);
  return (
    <figure className="mt-2">
      <svg
        viewBox="0 0 210 100"
        className="w-full"
        role="img"
        aria-label={t`Score histogram for ${groupName}: solid bars are qualified applicants, outlined bars are not; threshold at ${threshold}, ${count} applicants in the bins at or above it.`}
      >
        <rect
          x={threshold * 2}
          y={0}
          width={Math.max(0, 210 - threshold * 2)}
          height={H}
          className="fill-accent"
          fillOpacity={0.08}
        />
        {bins.map((b, i) => (
          <g key={b.from}>
            <rect x={i * 10 + 1} y={H - y(b.qualified)} width={8} height={y(b.qualified)} className={fill} />
            <rect
              x={i * 10 + 1.5}
              y={H - y(b.qualified + b.unqualified) + 0.5}
              width={7}
              height={Math.max(0, y(b.unqualified) - 1)}
              className={`fill-none ${stroke}`}
              strokeWidth={1}
            />
          </g>
        ))}
        <line x1={threshold * 2} x2={threshold * 2} y1={0} y2={H + 4} className="stroke-ink" strokeWidth={1.5} />
        <line x1={0} x2={210} y1={H} y2={H} className="stroke-line" />
        {[0, 50, 100].map((t) => (
          <text
            key={t}
            x={t * 2}
            y={97}
            fontSize={9}
            textAnchor={t === 0 ? "start" : t === 100 ? "end" : "middle"}
            className="fill-muted"
          >
            {t}
          </text>
        ))}
      </svg>
      <figcaption className="text-muted text-xs">
        <Trans>Score 0–100 · solid = qualified · outline = not qualified · shaded = selected</Trans>
      </figcaption>
    </figure>
  );
}
