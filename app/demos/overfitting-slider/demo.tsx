import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState } from "react";
import { ColumnHeader, RowHeader, Table } from "#app/components/ui/table.tsx";
import { Button, ClassMarker, DemoFrame, Select, Slider, Toggle } from "#app/demos/kit.tsx";
import { newSeed } from "#app/platform/random.ts";
import { type Language, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  bestDegree,
  confusion,
  DEFAULT_SEED,
  errorsByDegree,
  evaluate,
  type Fit,
  finalTestError,
  fitPolynomial,
  hidden,
  judgeFit,
  MAX_DEGREE,
  makeCurveData,
  makeScored,
  metrics,
} from "./logic.ts";

// ---- Overfitting slider ----

const W = 400;
const H = 240;
const Y_MAX = 1.8;
const px = (x: number) => 30 + ((x + 1) / 2) * (W - 40);
const py = (y: number) => H / 2 - (y / Y_MAX) * (H / 2 - 10);
const fixed = (v: number, digits: number, language: Language) =>
  numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);
const fmtIn = (language: Language) => (v: number) => fixed(v, v >= 100 ? 0 : v >= 1 ? 2 : 3, language);

/** An SVG path for y = f(x) on [−1, 1], lifting the pen wherever the curve leaves the chart. */
function curvePath(f: (x: number) => number): string {
  let d = "";
  let penDown = false;
  for (let i = 0; i <= 200; i++) {
    const x = -1 + i / 100;
    const y = f(x);
    if (Math.abs(y) > Y_MAX) {
      penDown = false;
      continue;
    }
    d += `${penDown ? "L" : "M"}${px(x).toFixed(1)} ${py(y).toFixed(1)}`;
    penDown = true;
  }
  return d;
}

const FIT_TEXT = {
  underfitting: msg`Underfitting: too simple to follow the pattern.`,
  "about right": msg`About right: close to the lowest validation error.`,
  overfitting: msg`Overfitting: the curve chases the noise in the training points.`,
} satisfies Record<Fit, unknown>;

/** A test point: a hollow square, unlike the training circles and validation triangles. */
function TestMarker({ x, y, size = 4 }: { x: number; y: number; size?: number }) {
  return (
    <rect
      x={x - size}
      y={y - size}
      width={size * 2}
      height={size * 2}
      className="fill-surface stroke-ink"
      strokeWidth={1.5}
    />
  );
}

function OverfittingSlider() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const fmt = fmtIn(language);
  const [seed, setSeed] = useState(DEFAULT_SEED);
  const [degree, setDegree] = useState(1);
  const [showValidation, setShowValidation] = useState(true);
  const [showHidden, setShowHidden] = useState(false);
  // The test set's one use: the degree the learner chose and its test error.
  const [final, setFinal] = useState<{ degree: number; test: number } | null>(null);
  const finalRef = useRef<HTMLParagraphElement>(null);

  const data = useMemo(() => makeCurveData(seed), [seed]);
  const errors = useMemo(() => errorsByDegree(data), [data]);
  const weights = useMemo(() => fitPolynomial(data.train, degree), [data, degree]);
  const current = errors[degree - 1] ?? { degree, train: 0, validation: 0 };
  const best = bestDegree(errors);
  const bestValidation = errors[best - 1]?.validation ?? 0;
  const verdict = i18n._(FIT_TEXT[judgeFit(errors, degree)]);
  const finalValidation = final ? (errors[final.degree - 1]?.validation ?? 0) : 0;

  useEffect(() => {
    if (final) finalRef.current?.focus();
  }, [final]);

  // Error chart on a log scale, clamped so a wild fit does not flatten everything else.
  const clampLog = (v: number) => Math.log10(Math.min(1000, Math.max(1e-3, v)));
  const logs = [...errors.flatMap((e) => [e.train, e.validation]), ...(final ? [final.test] : [])].map(clampLog);
  const lo = Math.floor(Math.min(...logs));
  const hi = Math.ceil(Math.max(...logs));
  const ex = (d: number) => 40 + ((d - 1) / (MAX_DEGREE - 1)) * 340;
  const ey = (v: number) => 150 - ((clampLog(v) - lo) / (hi - lo || 1)) * 130;
  const line = (key: "train" | "validation") =>
    errors.map((e, i) => `${i ? "L" : "M"}${ex(e.degree)} ${ey(e[key])}`).join("");

  const finalDegree = final?.degree ?? 0;
  const testError = final ? fmt(final.test) : "";
  const finalStatus = !final
    ? ""
    : final.degree === degree
      ? ` ${t`Test error, checked once: ${testError}.`}`
      : ` ${t`Your final choice stays degree ${finalDegree} (test error ${testError}).`}`;
  const trainError = fmt(current.train);
  const validationError = fmt(current.validation);
  const lowest = fmt(bestValidation);
  const finalValidationError = fmt(finalValidation);
  const weightList = weights.map((w) => fixed(w, Math.abs(w) >= 100 ? 0 : 2, language)).join(" · ");

  function reset() {
    setSeed(DEFAULT_SEED);
    setDegree(1);
    setShowValidation(true);
    setShowHidden(false);
    setFinal(null);
  }

  return (
    <DemoFrame
      title={t`Overfitting slider`}
      intro={t`20 noisy training points (blue circles) and 20 validation points (orange triangles) come from the same hidden curve. Raise the polynomial degree and predict: which degree will do best on the validation points? Choose one, then check it once on 20 test points kept aside until the end.`}
      status={`${t`Degree ${degree}: training error ${trainError}, validation error ${validationError}.`} ${verdict} ${t`Lowest validation error is at degree ${best} (${lowest}).`}${finalStatus}`}
      onReset={reset}
    >
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2">
        <Slider label={t`Polynomial degree`} value={degree} min={1} max={MAX_DEGREE} onChange={setDegree} />
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          <Toggle label={t`Show validation points`} checked={showValidation} onChange={setShowValidation} />
          <Toggle label={t`Show the hidden curve`} checked={showHidden} onChange={setShowHidden} />
          <Button
            variant="secondary"
            onClick={() => {
              setSeed(newSeed());
              setFinal(null);
            }}
          >
            <Trans>New random data</Trans>
          </Button>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2">
        <figure>
          <svg
            viewBox={`0 0 ${W} ${H}`}
            className="w-full"
            role="img"
            aria-label={
              final
                ? showValidation
                  ? t`Degree ${degree} polynomial through 20 training points, with 20 validation points, and the 20 test points used for the final check`
                  : t`Degree ${degree} polynomial through 20 training points, and the 20 test points used for the final check`
                : showValidation
                  ? t`Degree ${degree} polynomial through 20 training points, with 20 validation points`
                  : t`Degree ${degree} polynomial through 20 training points`
            }
          >
            <rect x={30} y={10} width={W - 40} height={H - 20} className="fill-raised" />
            <line x1={30} x2={W - 10} y1={py(0)} y2={py(0)} className="stroke-line" />
            {showHidden ? (
              <path d={curvePath(hidden)} className="fill-none stroke-muted" strokeWidth={2} strokeDasharray="6 4" />
            ) : null}
            <path d={curvePath((x) => evaluate(weights, x))} className="fill-none stroke-accent" strokeWidth={2.5} />
            {final ? data.test.map((p) => <TestMarker key={`s${p.x}`} x={px(p.x)} y={py(p.y)} size={3.5} />) : null}
            {showValidation
              ? data.validation.map((p) => <ClassMarker key={`v${p.x}`} cls={1} x={px(p.x)} y={py(p.y)} size={4.5} />)
              : null}
            {data.train.map((p) => (
              <ClassMarker key={`r${p.x}`} cls={0} x={px(p.x)} y={py(p.y)} size={4.5} />
            ))}
            <text x={32} y={H - 2} className="fill-muted text-[12px]">
              x = −1
            </text>
            <text x={W - 10} y={H - 2} textAnchor="end" className="fill-muted text-[12px]">
              x = 1
            </text>
          </svg>
          <figcaption className="mt-1 text-muted text-xs">
            <Trans>Solid line: the fitted curve.</Trans>
            {showHidden ? (
              <>
                {" "}
                <Trans>Dashed: the hidden curve the points came from.</Trans>
              </>
            ) : null}
            {final ? (
              <>
                {" "}
                <Trans>Hollow squares: the test points, shown now that they have been used.</Trans>
              </>
            ) : null}
          </figcaption>
        </figure>
        <figure>
          <svg
            viewBox="0 0 400 190"
            className="w-full"
            role="img"
            aria-label={`${t`Training and validation error for degrees 1 to ${MAX_DEGREE}, log scale. Training error falls steadily; validation error is lowest at degree ${best}.`}${final ? ` ${t`Test error of degree ${finalDegree}, checked once: ${testError}.`}` : ""}`}
          >
            {Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).map((p) => (
              <g key={p}>
                <line x1={40} x2={385} y1={ey(10 ** p)} y2={ey(10 ** p)} className="stroke-line" strokeWidth={0.5} />
                <text x={34} y={ey(10 ** p) + 4} textAnchor="end" className="fill-muted text-[12px]">
                  {fixed(10 ** p, p >= 0 ? 0 : -p, language)}
                </text>
              </g>
            ))}
            <line x1={ex(degree)} x2={ex(degree)} y1={12} y2={155} className="stroke-ink" strokeWidth={1.5} />
            <path d={line("train")} className="fill-none stroke-class-a" strokeWidth={2} />
            <path d={line("validation")} className="fill-none stroke-class-b" strokeWidth={2} strokeDasharray="5 3" />
            {errors.map((e) => (
              <g key={e.degree}>
                <ClassMarker cls={0} x={ex(e.degree)} y={ey(e.train)} size={3.5} highlight={e.degree === degree} />
                <ClassMarker cls={1} x={ex(e.degree)} y={ey(e.validation)} size={3.5} highlight={e.degree === degree} />
                <text x={ex(e.degree)} y={172} textAnchor="middle" className="fill-muted text-[12px]">
                  {e.degree}
                </text>
              </g>
            ))}
            {final ? <TestMarker x={ex(final.degree)} y={ey(final.test)} size={4.5} /> : null}
            <text x={212} y={188} textAnchor="middle" className="fill-ink text-[12px]">
              <Trans comment="Axis label: polynomial degree">degree</Trans>
            </text>
          </svg>
          <figcaption className="mt-1 flex flex-wrap gap-x-3 text-muted text-xs">
            <span>
              <Trans>● solid: training error</Trans>
            </span>
            <span>
              <Trans>▲ dashed: validation error</Trans>
            </span>
            {final ? (
              <span>
                <Trans>□ test error (degree {finalDegree}, checked once)</Trans>
              </span>
            ) : null}
            <span>
              <Trans>(mean squared error, log scale)</Trans>
            </span>
          </figcaption>
        </figure>
      </div>
      <p className="mt-3 text-sm">
        {verdict}{" "}
        <Trans>
          Training error <span className="font-mono">{trainError}</span>, validation error{" "}
          <span className="font-mono">{validationError}</span>.
        </Trans>
      </p>
      <p className="mt-1 break-words text-muted text-xs">
        <Trans>
          Weights w0…w{degree}: <span className="font-mono">{weightList}</span>
        </Trans>
        {degree >= 8 ? (
          <>
            {" "}
            <Trans>(huge, opposing weights are a sign of overfitting)</Trans>
          </>
        ) : null}
      </p>
      <div className="mt-3 rounded-md bg-raised p-3 text-sm">
        {final ? (
          <p ref={finalRef} tabIndex={-1}>
            <Trans>
              <strong>Final score:</strong> degree {finalDegree} has a test error of{" "}
              <span className="font-mono">{testError}</span> (its validation error was{" "}
              <span className="font-mono">{finalValidationError}</span>).
            </Trans>{" "}
            {final.degree === best ? null : (
              <>
                <Trans>The lowest validation error was at degree {best}.</Trans>{" "}
              </>
            )}
            <Trans>
              The test set is now used up: choosing another degree because of this number would turn it into a second
              validation set. For a fresh, honest test, draw new random data.
            </Trans>
          </p>
        ) : (
          <>
            <p>
              <Trans>
                When you have chosen a degree by its validation error, give it its final score on 20 test points that
                were kept aside. You can do this once.
              </Trans>
            </p>
            <Button className="mt-2" onClick={() => setFinal({ degree, test: finalTestError(data, degree) })}>
              <Trans>Check degree {degree} on the test set</Trans>
            </Button>
          </>
        )}
      </div>
    </DemoFrame>
  );
}

// ---- Confusion-matrix widget ----

function ConfusionWidget() {
  const { t } = useLingui();
  const language = useLanguage();
  const pct = (v: number | null) =>
    v === null
      ? t({ message: "undefined", comment: "A metric that cannot be computed (division by zero)" })
      : numberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(v);
  const two = (v: number) => fixed(v, 2, language);
  const [seed, setSeed] = useState(DEFAULT_SEED);
  const [scenario, setScenario] = useState<"30" | "1">("30");
  const [threshold, setThreshold] = useState(0.5);

  const examples = useMemo(() => makeScored(seed, Number(scenario)), [seed, scenario]);
  const cm = confusion(examples, threshold);
  const m = metrics(cm);

  // Dot plot: stack examples in bins of 0.02, good parts above the axis and faulty ones below.
  const stacks = new Map<string, number>();
  const dots = examples.map((e, i) => {
    const bin = Math.min(49, Math.floor(e.score * 50));
    const key = `${e.actual}-${bin}`;
    const level = stacks.get(key) ?? 0;
    stacks.set(key, level + 1);
    const x = 20 + (bin + 0.5) * 7.2;
    const y = e.actual ? 104 + level * 8 : 86 - level * 8;
    return { i, e, x, y };
  });
  const tx = 20 + threshold * 360;

  const { tp, fp, fn, tn } = cm;
  const thresholdText = two(threshold);
  const accuracy = pct(m.accuracy);
  const precision = pct(m.precision);
  const recall = pct(m.recall);
  const f1 = pct(m.f1);
  const all = examples.length;
  const flagged = tp + fp;
  const faulty = tp + fn;

  function reset() {
    setSeed(DEFAULT_SEED);
    setScenario("30");
    setThreshold(0.5);
  }

  const cell = (label: string, short: string, n: number, good: boolean) => (
    <td className={`border border-line p-2 text-center ${good ? "" : "bg-raised"}`}>
      <span className="block font-mono font-semibold text-lg">{n}</span>
      <span className="text-xs">
        {label} ({short})
      </span>
    </td>
  );

  return (
    <DemoFrame
      title={t`Confusion matrix`}
      intro={t`A model scores 100 fictional machine parts for how likely each is faulty. Parts scoring at or above the threshold are flagged. Move the threshold and watch precision and recall pull against each other.`}
      status={t`Threshold ${thresholdText}: ${tp} true positives, ${fp} false positives, ${fn} false negatives, ${tn} true negatives. Accuracy ${accuracy}, precision ${precision}, recall ${recall}.`}
      onReset={reset}
    >
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-3">
        <Select
          label={t`Data set`}
          value={scenario}
          options={[
            { value: "30", label: t`30 faulty parts in 100` },
            { value: "1", label: t`1 faulty part in 100` },
          ]}
          onChange={setScenario}
        />
        <Slider
          label={t`Threshold (flag if score ≥)`}
          value={threshold}
          min={0}
          max={1}
          step={0.05}
          onChange={setThreshold}
          format={two}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setThreshold(1)}>
            <Trans>Flag nothing</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setSeed(newSeed())}>
            <Trans>New random data</Trans>
          </Button>
        </div>
      </div>
      <svg
        viewBox="0 0 400 200"
        className="mt-3 w-full max-w-xl"
        role="img"
        aria-label={t`Scores of ${all} parts: good parts above the line, faulty parts below, threshold at ${thresholdText}`}
      >
        <rect x={tx} y={8} width={380 - tx} height={180} className="fill-raised" />
        <line x1={20} x2={380} y1={95} y2={95} className="stroke-line" />
        {dots.map(({ i, e, x, y }) => (
          <ClassMarker key={i} cls={e.actual} x={x} y={y} size={3.4} />
        ))}
        <line x1={tx} x2={tx} y1={8} y2={188} className="stroke-ink" strokeWidth={2} />
        <text x={tx + 4} y={20} className="fill-ink text-[12px]">
          <Trans>flagged →</Trans>
        </text>
        <text x={22} y={20} className="fill-muted text-[12px]">
          <Trans>good parts ↑</Trans>
        </text>
        <text x={22} y={184} className="fill-muted text-[12px]">
          <Trans>faulty parts ↓</Trans>
        </text>
        {[0, 0.5, 1].map((v) => (
          <text
            key={v}
            x={20 + v * 360}
            y={199}
            textAnchor={v === 0 ? "start" : v === 1 ? "end" : "middle"}
            className="fill-muted text-[12px]"
          >
            <ScoreTick score={fixed(v, v === 0.5 ? 1 : 0, language)} />
          </text>
        ))}
      </svg>
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Table
          caption={t`Actual (rows) against flagged (columns)`}
          captionClassName="mb-1 text-left font-medium"
          className="w-full border-collapse text-sm"
          headRowClassName=""
          head={
            <>
              <td />
              <ColumnHeader className="p-1 font-medium text-xs">
                <Trans comment="Column of the confusion matrix">Flagged</Trans>
              </ColumnHeader>
              <ColumnHeader className="p-1 font-medium text-xs">
                <Trans comment="Column of the confusion matrix">Not flagged</Trans>
              </ColumnHeader>
            </>
          }
        >
          <tr>
            <RowHeader className="p-1 text-left font-medium text-xs">
              <Trans comment="Row of the confusion matrix: faulty parts">Faulty</Trans>
            </RowHeader>
            {cell(t`true positive`, t({ message: "TP", comment: "Abbreviation of true positive" }), cm.tp, true)}
            {cell(t`false negative`, t({ message: "FN", comment: "Abbreviation of false negative" }), cm.fn, false)}
          </tr>
          <tr>
            <RowHeader className="p-1 text-left font-medium text-xs">
              <Trans comment="Row of the confusion matrix: good parts">Good</Trans>
            </RowHeader>
            {cell(t`false positive`, t({ message: "FP", comment: "Abbreviation of false positive" }), cm.fp, false)}
            {cell(t`true negative`, t({ message: "TN", comment: "Abbreviation of true negative" }), cm.tn, true)}
          </tr>
        </Table>
        <div className="text-sm">
          <ul className="space-y-1.5">
            <li>
              <Trans>
                <span className="font-medium">Accuracy</span> = (TP + TN) / all = ({tp} + {tn}) / {all} ={" "}
                <span className="font-mono font-semibold">{accuracy}</span>
              </Trans>
            </li>
            <li>
              <Trans>
                <span className="font-medium">Precision</span> = TP / (TP + FP) = {tp} / {flagged} ={" "}
                <span className="font-mono font-semibold">{precision}</span>
              </Trans>
            </li>
            <li>
              <Trans>
                <span className="font-medium">Recall</span> = TP / (TP + FN) = {tp} / {faulty} ={" "}
                <span className="font-mono font-semibold">{recall}</span>
              </Trans>
            </li>
            <li>
              <Trans>
                <span className="font-medium">F1</span> (balances the two) ={" "}
                <span className="font-mono font-semibold">{f1}</span>
              </Trans>
            </li>
          </ul>
          <p className="mt-2 text-muted text-xs">
            <Trans>
              Markers: good part (blue circle), faulty part (orange triangle). Precision: of the flagged parts, how many
              are faulty? Recall: of the faulty parts, how many were flagged?
            </Trans>
          </p>
        </div>
      </div>
    </DemoFrame>
  );
}

function ScoreTick({ score }: { score: string }) {
  return <Trans comment="Tick on the score axis">score {score}</Trans>;
}

export default function Demo() {
  return (
    <>
      <OverfittingSlider />
      <ConfusionWidget />
    </>
  );
}
