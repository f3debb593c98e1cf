import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useReducer, useRef } from "react";
import { Button, ClassMarker, DemoFrame, Select, Slider, useReducedMotion } from "#app/demos/kit.tsx";
import { newSeed } from "#app/platform/random.ts";
import { type Language, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  decisionLine,
  errors,
  freshState,
  HIDDEN_LAYER,
  MAX,
  MAX_EPOCHS,
  MIN,
  output,
  PRESETS,
  positiveRegion,
  START_SEED,
  trainerReducer,
  twoLayerOutput,
  type Vec,
  weightedSum,
  xorRegion,
} from "./logic.ts";

const SIZE = 300;
const px = (x: number) => ((x - MIN) / (MAX - MIN)) * SIZE;
const py = (y: number) => SIZE - ((y - MIN) / (MAX - MIN)) * SIZE;
const fmtIn = (language: Language) => (v: number) =>
  numberFormat(language, { maximumFractionDigits: 2 })
    .format(Math.round(v * 100) / 100)
    .replace("-", "−");
const poly = (pts: readonly Vec[]) => pts.map(([x, y]) => `${px(x)},${py(y)}`).join(" ");

export default function Demo() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const fmt = fmtIn(language);
  const [s, dispatch] = useReducer(trainerReducer, undefined, () => freshState("and", START_SEED));
  const reduced = useReducedMotion();
  const svgRef = useRef<SVGSVGElement>(null);
  const pid = useId().replace(/[^a-zA-Z0-9_-]/g, "");

  // "Train until no errors": one epoch every 150 ms so the line can be seen moving, or all at
  // once when the learner prefers reduced motion.
  const epochs = s.history.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again after every epoch to schedule the next one.
  useEffect(() => {
    if (!s.running) return;
    if (reduced) {
      dispatch({ type: "runAll" });
      return;
    }
    const t = setTimeout(() => dispatch({ type: "epoch" }), 150);
    return () => clearTimeout(t);
  }, [s.running, reduced, epochs]);

  const wrong = errors(s.weights, s.samples);
  const line = decisionLine(s.weights);
  const isXor = s.preset === "xor";
  const showHidden = isXor && s.hidden;
  const lastSample = s.last ? s.samples[s.last.index] : undefined;

  const presetOption = PRESETS.find((p) => p.value === s.preset);
  const presetName = presetOption ? i18n._(presetOption.label) : "";
  const presetOptions = PRESETS.map((p) => ({ value: p.value, label: i18n._(p.label) }));
  const w1 = fmt(s.weights.w1);
  const w2 = fmt(s.weights.w2);
  const bias = fmt(s.weights.bias);
  const x1 = lastSample ? fmt(lastSample.x1) : "";
  const x2 = lastSample ? fmt(lastSample.x2) : "";
  const lastText =
    s.last && lastSample
      ? lastSample.target === 0
        ? s.last.mistake
          ? t`Point (${x1}, ${x2}) should be a blue circle; it was wrong, so the weights moved.`
          : t`Point (${x1}, ${x2}) should be a blue circle; it was right, so nothing changed.`
        : s.last.mistake
          ? t`Point (${x1}, ${x2}) should be an orange triangle; it was wrong, so the weights moved.`
          : t`Point (${x1}, ${x2}) should be an orange triangle; it was right, so nothing changed.`
      : "";
  const total = s.samples.length;
  const epoch = s.history.length;
  const mistakes = s.history.at(-1) ?? 0;
  const status = showHidden
    ? t`XOR with a hidden layer of two neurons (OR and AND): all 4 points classified correctly.`
    : [
        s.note ? i18n._(s.note) : "",
        t`${presetName}: w1 = ${w1}, w2 = ${w2}, bias = ${bias}.`,
        lastText,
        t`${plural(total, { one: `${wrong} of # point wrong now.`, other: `${wrong} of # points wrong now.` })}`,
        epoch > 0
          ? t`${plural(mistakes, { one: `Epoch ${epoch} had # mistake.`, other: `Epoch ${epoch} had # mistakes.` })}`
          : "",
        epoch >= MAX_EPOCHS && mistakes > 0 ? t`Still not zero after many epochs.` : "",
      ]
        .filter(Boolean)
        .join(" ");

  const addFromClick = (e: React.MouseEvent<SVGRectElement>) => {
    const m = svgRef.current?.getScreenCTM();
    if (!m) return;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    const x1 = Math.round((MIN + (p.x / SIZE) * (MAX - MIN)) * 10) / 10;
    const x2 = Math.round((MIN + ((SIZE - p.y) / SIZE) * (MAX - MIN)) * 10) / 10;
    dispatch({ type: "add", x1, x2, cls: e.shiftKey ? 1 : s.newPoint.cls });
  };

  const recent = s.history.slice(-20).join(", ");
  const lastOutput = s.last && lastSample ? output(s.last.before, lastSample.x1, lastSample.x2) : 0;
  const lastTarget = lastSample?.target ?? 0;
  const low = fmt(MIN);
  const high = fmt(MAX);
  // The XOR network's hand-set thresholds (each neuron's bias, negated), as its formulas write them.
  const orThreshold = fmt(-HIDDEN_LAYER.or.bias);
  const andThreshold = fmt(-HIDDEN_LAYER.and.bias);
  const outThreshold = fmt(-HIDDEN_LAYER.out.bias);
  const highest = Math.max(1, s.samples.length, ...s.history);
  const shown = s.history.slice(-MAX_EPOCHS);
  const barW = 280 / Math.max(10, shown.length);

  return (
    <DemoFrame
      title={t`Perceptron trainer`}
      intro={t`A perceptron draws one straight line: orange triangles on the shaded side, blue circles on the other. Move the weights yourself, or let the perceptron rule nudge them after each mistake. Then try XOR.`}
      status={status}
      onReset={() => dispatch({ type: "reset" })}
    >
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div>
          <svg
            ref={svgRef}
            viewBox={`-22 -4 ${SIZE + 28} ${SIZE + 26}`}
            className="w-full max-w-md select-none"
            role="img"
            aria-label={[
              t`${plural(total, { one: `Plane from ${low} to ${high} on both inputs with # point.`, other: `Plane from ${low} to ${high} on both inputs with # points.` })}`,
              showHidden
                ? t`Two lines from the hidden neurons; the band between them is orange.`
                : line
                  ? t`The decision line splits the plane.`
                  : t`There is no line: both weights are zero.`,
              t`${plural(wrong, { one: "# point is on the wrong side.", other: "# points are on the wrong side." })}`,
            ].join(" ")}
          >
            <defs>
              <pattern id={`${pid}-a`} width={12} height={12} patternUnits="userSpaceOnUse">
                <rect width={12} height={12} className="fill-canvas" />
                <rect width={12} height={12} className="fill-class-a" opacity={0.1} />
                <circle cx={6} cy={6} r={1.4} className="fill-class-a" opacity={0.5} />
              </pattern>
              <pattern id={`${pid}-b`} width={12} height={12} patternUnits="userSpaceOnUse">
                <rect width={12} height={12} className="fill-canvas" />
                <rect width={12} height={12} className="fill-class-b" opacity={0.14} />
                <polygon points="6,4 8,7.5 4,7.5" className="fill-class-b" opacity={0.6} />
              </pattern>
            </defs>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: clicking is a shortcut; "Add your own points" below is the keyboard path. */}
            <rect width={SIZE} height={SIZE} fill={`url(#${pid}-a)`} className="stroke-line" onClick={addFromClick} />
            <polygon
              points={poly(showHidden ? xorRegion() : positiveRegion(s.weights))}
              fill={`url(#${pid}-b)`}
              pointerEvents="none"
            />
            {[0, 1].map((t) => (
              <g key={t} pointerEvents="none">
                <line x1={px(t)} x2={px(t)} y1={0} y2={SIZE} className="stroke-line" strokeDasharray="2 4" />
                <line x1={0} x2={SIZE} y1={py(t)} y2={py(t)} className="stroke-line" strokeDasharray="2 4" />
                <text x={px(t)} y={SIZE + 14} textAnchor="middle" className="fill-muted text-[10px]">
                  {t}
                </text>
                <text x={-6} y={py(t) + 3} textAnchor="end" className="fill-muted text-[10px]">
                  {t}
                </text>
              </g>
            ))}
            <text x={SIZE} y={SIZE + 14} textAnchor="end" className="fill-muted text-[10px]">
              x1 →
            </text>
            <text x={-6} y={10} textAnchor="end" className="fill-muted text-[10px]">
              x2
            </text>
            {showHidden
              ? [HIDDEN_LAYER.or, HIDDEN_LAYER.and].map((h) => {
                  const l = decisionLine(h);
                  return l ? (
                    <line
                      key={h.bias}
                      x1={px(l[0][0])}
                      y1={py(l[0][1])}
                      x2={px(l[1][0])}
                      y2={py(l[1][1])}
                      className="stroke-ink"
                      strokeWidth={2}
                      strokeDasharray="6 3"
                    />
                  ) : null;
                })
              : line && (
                  <line
                    x1={px(line[0][0])}
                    y1={py(line[0][1])}
                    x2={px(line[1][0])}
                    y2={py(line[1][1])}
                    className="stroke-ink motion-safe:transition-all"
                    strokeWidth={2.5}
                  />
                )}
            <g pointerEvents="none">
              {s.samples.map((p, i) => {
                const isLast = s.last?.index === i && !showHidden;
                const predicted = showHidden ? twoLayerOutput(p.x1, p.x2) : output(s.weights, p.x1, p.x2);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: points are only appended or replaced all at once.
                  <g key={i}>
                    {isLast ? (
                      <circle
                        cx={px(p.x1)}
                        cy={py(p.x2)}
                        r={14}
                        fill="none"
                        className="stroke-accent"
                        strokeWidth={2.5}
                      />
                    ) : null}
                    <ClassMarker cls={p.target} x={px(p.x1)} y={py(p.x2)} size={7} highlight={predicted !== p.target} />
                  </g>
                );
              })}
            </g>
          </svg>
          <p className="mt-1 text-muted text-xs">
            <Trans>
              Points with a thick outline are on the wrong side. The ring marks the point used in the last training
              step.
            </Trans>
          </p>
        </div>

        <div className="flex flex-col gap-3">
          <Select
            label={t`Data`}
            value={s.preset}
            options={presetOptions}
            onChange={(preset) => dispatch({ type: "preset", preset })}
          />
          <Slider
            label={t`w1 (weight of x1)`}
            value={s.weights.w1}
            min={-3}
            max={3}
            step={0.05}
            format={fmt}
            onChange={(v) => dispatch({ type: "weights", weights: { ...s.weights, w1: v } })}
          />
          <Slider
            label={t`w2 (weight of x2)`}
            value={s.weights.w2}
            min={-3}
            max={3}
            step={0.05}
            format={fmt}
            onChange={(v) => dispatch({ type: "weights", weights: { ...s.weights, w2: v } })}
          />
          <Slider
            label={t({ message: "bias", comment: "The bias term of the perceptron (slider label)" })}
            value={s.weights.bias}
            min={-3}
            max={3}
            step={0.05}
            format={fmt}
            onChange={(v) => dispatch({ type: "weights", weights: { ...s.weights, bias: v } })}
          />
          <Slider
            label={t`Learning rate`}
            value={s.rate}
            min={0.05}
            max={1}
            step={0.05}
            format={fmt}
            onChange={(rate) => dispatch({ type: "rate", rate })}
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => dispatch({ type: "step", count: 1 })} disabled={s.running}>
              <Trans>Train 1 step</Trans>
            </Button>
            <Button onClick={() => dispatch({ type: "epoch" })} disabled={s.running}>
              <Trans>Train 1 epoch</Trans>
            </Button>
            <Button variant="secondary" onClick={() => dispatch({ type: "run", running: !s.running })}>
              {s.running ? t`Stop` : t`Train up to ${MAX_EPOCHS} epochs`}
            </Button>
          </div>
          {isXor ? (
            <Button
              variant="secondary"
              aria-pressed={s.hidden}
              onClick={() => dispatch({ type: "hidden", on: !s.hidden })}
            >
              {s.hidden ? t`Back to one neuron` : t`Add hidden layer`}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => dispatch({ type: "newData", seed: newSeed() })}>
            <Trans>New random data (two clusters)</Trans>
          </Button>
        </div>
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="rounded-md bg-raised p-3 text-sm">
          {showHidden ? (
            <>
              <p className="font-medium">
                <Trans>Two hidden neurons, one output</Trans>
              </p>
              <p className="mt-1 font-mono text-xs">
                <Trans comment="Hidden neuron h1 computes OR; step is the step activation function, as the lesson names it">
                  h1 = step(x1 + x2 − {orThreshold}) (OR)
                </Trans>
              </p>
              <p className="font-mono text-xs">
                <Trans comment="Hidden neuron h2 computes AND; step is the step activation function, as the lesson names it">
                  h2 = step(x1 + x2 − {andThreshold}) (AND)
                </Trans>
              </p>
              <p className="font-mono text-xs">
                <Trans comment="The network's output neuron; step is the step activation function, as the lesson names it">
                  out = step(h1 − h2 − {outThreshold})
                </Trans>
              </p>
              <p className="mt-1 text-muted text-xs">
                <Trans>
                  “At least one on, but not both”: two lines together carve out the band a single line cannot.
                </Trans>
              </p>
            </>
          ) : lastSample && s.last ? (
            <>
              <p className="font-medium">
                <Trans>Last step</Trans>
              </p>
              <p className="mt-1 font-mono text-xs">
                {fmt(s.last.before.w1)}×{fmt(lastSample.x1)} + {fmt(s.last.before.w2)}×{fmt(lastSample.x2)} +{" "}
                {fmt(s.last.before.bias)} = {fmt(weightedSum(s.last.before, lastSample.x1, lastSample.x2))}
              </p>
              <p className="text-xs">
                {s.last.mistake ? (
                  <Trans>
                    Output {lastOutput}, target {lastTarget}:{" "}
                    <span className="text-bad">mistake, so each weight moves by rate × (target − output) × input.</span>
                  </Trans>
                ) : (
                  <Trans>
                    Output {lastOutput}, target {lastTarget}: <span className="text-good">right, no change.</span>
                  </Trans>
                )}
              </p>
            </>
          ) : (
            <p className="text-muted text-xs">
              <Trans>
                Output = 1 (orange triangle) when w1×x1 + w2×x2 + bias is above 0, otherwise 0 (blue circle). Press
                “Train 1 step” to see the rule at work.
              </Trans>
            </p>
          )}
        </div>
        <div>
          <p className="font-medium text-sm">
            <Trans>Mistakes per epoch</Trans>
          </p>
          <svg
            viewBox="-12 0 312 90"
            className="w-full"
            role="img"
            aria-label={
              epoch === 0
                ? t`No epochs trained yet.`
                : epoch > 20
                  ? t`Mistakes in each of ${epoch} epochs: ${recent} (last 20 shown).`
                  : t`${plural(epoch, { one: `Mistakes in # epoch: ${recent}.`, other: `Mistakes in each of # epochs: ${recent}.` })}`
            }
          >
            <line x1={10} x2={290} y1={75} y2={75} className="stroke-line" />
            {shown.map((m, i) => (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: one bar per epoch, in order.
                key={i}
                x={10 + i * barW + barW * 0.15}
                width={barW * 0.7}
                y={75 - (m / highest) * 65}
                height={Math.max((m / highest) * 65, m === 0 ? 0 : 1)}
                className={m === 0 ? "fill-good" : "fill-accent"}
              />
            ))}
            {shown.length > 0 && shown.at(-1) === 0 ? (
              <text x={290} y={20} textAnchor="end" className="fill-good text-[11px]">
                <Trans>0 mistakes ✓</Trans>
              </text>
            ) : null}
            <text x={10} y={88} className="fill-muted text-[9px]">
              <Trans comment="Axis label: the first epoch">epoch 1</Trans>
            </text>
            <text x={8} y={13} textAnchor="end" className="fill-muted text-[9px]">
              {highest}
            </text>
          </svg>
        </div>
      </div>

      <details className="mt-4 rounded-md border border-line p-3 text-sm">
        <summary className="cursor-pointer font-medium">
          <Trans>Add your own points</Trans>
        </summary>
        <p className="mt-2 text-muted text-xs">
          <Trans>Click the plane (Shift-click for an orange triangle), or choose a spot here.</Trans>
        </p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <Slider
            label="x1"
            value={s.newPoint.x1}
            min={MIN}
            max={MAX}
            step={0.1}
            format={fmt}
            onChange={(x1) => dispatch({ type: "newPoint", point: { ...s.newPoint, x1 } })}
          />
          <Slider
            label="x2"
            value={s.newPoint.x2}
            min={MIN}
            max={MAX}
            step={0.1}
            format={fmt}
            onChange={(x2) => dispatch({ type: "newPoint", point: { ...s.newPoint, x2 } })}
          />
          <Select
            label={t`Class`}
            value={String(s.newPoint.cls) as "0" | "1"}
            options={[
              { value: "0", label: t`● Blue circle (target 0)` },
              { value: "1", label: t`▲ Orange triangle (target 1)` },
            ]}
            onChange={(c) => dispatch({ type: "newPoint", point: { ...s.newPoint, cls: c === "1" ? 1 : 0 } })}
          />
          <div className="flex items-end gap-2">
            <Button onClick={() => dispatch({ type: "add", ...s.newPoint })}>
              <Trans>Add point</Trans>
            </Button>
            <Button variant="secondary" onClick={() => dispatch({ type: "clear" })}>
              <Trans>Clear points</Trans>
            </Button>
          </div>
        </div>
      </details>
    </DemoFrame>
  );
}
