import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type PointerEvent, useId, useMemo, useRef, useState } from "react";
import { Button, CLASS_NAMES, ClassMarker, DemoFrame, Select, Slider, Toggle } from "#app/demos/kit.tsx";
import { newSeed } from "#app/platform/random.ts";
import { type Language, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  accuracyByK,
  bestK,
  type Cls,
  DEFAULT_SEED,
  GRID,
  generatePoints,
  K_MAX,
  K_MIN,
  type Point,
  regions,
  splitTrainValidation,
  vote,
} from "./logic.ts";

const SIZE = 300;
const MAX_ADDED = 300;
const START = { k: 5, mystery: { x: 0.4, y: 0.55 } };

const sx = (x: number) => x * SIZE;
const sy = (y: number) => (1 - y) * SIZE;
const percentIn = (language: Language) => (v: number | null) =>
  v === null ? "–" : numberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(v);
const twoIn = (language: Language) => (v: number) =>
  numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v);

/** A held-back validation point: the class shape drawn hollow. */
function ValidationMarker({ p }: { p: Point }) {
  const x = sx(p.x);
  const y = sy(p.y);
  if (p.cls === 0) return <circle cx={x} cy={y} r={4.5} className="fill-surface stroke-class-a" strokeWidth={2} />;
  return (
    <polygon
      points={`${x},${y - 5.5} ${x - 5},${y + 3.8} ${x + 5},${y + 3.8}`}
      className="fill-surface stroke-class-b"
      strokeWidth={2}
    />
  );
}

/** A legend marker in the text. */
function Icon({ cls, hollow = false }: { cls: Cls; hollow?: boolean }) {
  return (
    <svg viewBox="-7 -7 14 14" className="inline size-3.5 align-[-2px]" aria-hidden="true">
      {hollow ? (
        <ValidationMarker p={{ x: 0, y: 1, cls, validation: true }} />
      ) : (
        <ClassMarker cls={cls} x={0} y={0} size={4.5} />
      )}
    </svg>
  );
}

function AccuracyChart({ scores, k }: { scores: ReturnType<typeof accuracyByK>; k: number }) {
  const { t } = useLingui();
  const pct = percentIn(useLanguage());
  const W = 300;
  const H = 150;
  const px = (kk: number) => 30 + ((kk - K_MIN) / (K_MAX - K_MIN)) * (W - 45);
  // Accuracy axis from 50% (a coin toss) to 100%.
  const py = (v: number) => 15 + ((1 - Math.max(v, 0.5)) / 0.5) * (H - 40);
  const line = (key: "train" | "validation") =>
    scores
      .filter((s) => s[key] !== null)
      .map((s, i) => `${i === 0 ? "M" : "L"}${px(s.k)},${py(s[key] ?? 0)}`)
      .join(" ");
  const best = bestK(scores);
  const byK = scores.map((s) => `k ${s.k} ${pct(s.validation)}`).join(", ");
  const trainAt1 = pct(scores[0]?.train ?? null);
  const label = t`Accuracy by k. Validation accuracy: ${byK}. Best k on the validation points is ${best}. Training accuracy at k 1 is ${trainAt1}.`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="w-full" role="img" aria-label={label}>
      {[0.5, 0.75, 1].map((v) => (
        <g key={v}>
          <line x1={30} x2={W - 15} y1={py(v)} y2={py(v)} className="stroke-line" />
          <text x={26} y={py(v) + 3} textAnchor="end" className="fill-muted text-[9px]">
            {pct(v)}
          </text>
        </g>
      ))}
      <line x1={px(k)} x2={px(k)} y1={10} y2={H - 25} className="stroke-accent" strokeDasharray="3 3" />
      <path d={line("train")} fill="none" className="stroke-muted" strokeWidth={1.5} strokeDasharray="5 3" />
      <path d={line("validation")} fill="none" className="stroke-ink" strokeWidth={2} />
      {scores.map((s) => (
        <g key={s.k}>
          {s.train !== null ? (
            <rect x={px(s.k) - 2.5} y={py(s.train) - 2.5} width={5} height={5} className="fill-muted" />
          ) : null}
          {s.validation !== null ? <circle cx={px(s.k)} cy={py(s.validation)} r={3} className="fill-ink" /> : null}
          {s.k % 2 === 1 ? (
            <text x={px(s.k)} y={H - 12} textAnchor="middle" className="fill-muted text-[9px]">
              {s.k}
            </text>
          ) : null}
        </g>
      ))}
      <text x={W / 2} y={H - 1} textAnchor="middle" className="fill-muted text-[9px]">
        <Trans>k (number of neighbors)</Trans>
      </text>
    </svg>
  );
}

export default function Demo() {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const pct = percentIn(language);
  const two = twoIn(language);
  const [seed, setSeed] = useState(DEFAULT_SEED);
  const [added, setAdded] = useState<Point[]>([]);
  const [k, setK] = useState(START.k);
  const [showRegions, setShowRegions] = useState(false);
  const [holdOut, setHoldOut] = useState(false);
  const [mystery, setMystery] = useState(START.mystery);
  const [addClass, setAddClass] = useState<"0" | "1">("0");
  const [note, setNote] = useState("");
  const svgRef = useRef<SVGSVGElement>(null);
  const dragging = useRef(false);
  const patternId = useId().replace(/[^a-zA-Z0-9_-]/g, "");

  const base = useMemo(() => generatePoints(seed), [seed]);
  const points = useMemo(() => [...splitTrainValidation(base, seed, holdOut), ...added], [base, seed, holdOut, added]);
  const v = vote(points, mystery.x, mystery.y, k);
  const cells = useMemo(() => (showRegions ? regions(points, k) : []), [showRegions, points, k]);
  const scores = useMemo(() => (holdOut ? accuracyByK(points) : []), [holdOut, points]);
  const best = holdOut ? bestK(scores) : null;
  const current = scores.find((s) => s.k === k);

  const reach = v.neighbors.at(-1)?.distance ?? 0;
  const predicted = v.predicted === null ? t`nothing (no training points)` : i18n._(CLASS_NAMES[v.predicted]);
  const [blue, orange] = v.counts;
  const votes = t`${plural(blue, { one: "# blue circle", other: "# blue circles" })} and ${plural(orange, { one: "# orange triangle", other: "# orange triangles" })}`;
  const validation = pct(current?.validation ?? null);
  const training = pct(current?.train ?? null);
  const status = [
    note,
    v.tie
      ? t`k = ${k}: ${votes} vote; predicted ${predicted} (a tie, broken by the single nearest neighbor).`
      : t`k = ${k}: ${votes} vote; predicted ${predicted}.`,
    holdOut && current
      ? t`Validation accuracy at k = ${k}: ${validation}; training accuracy ${training}; best k on the validation points: ${best}.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");

  const toPlane = (e: PointerEvent<SVGSVGElement> | React.MouseEvent<SVGRectElement>) => {
    const svg = svgRef.current;
    const m = svg?.getScreenCTM();
    if (!svg || !m) return null;
    const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: Math.min(1, Math.max(0, pt.x / SIZE)), y: Math.min(1, Math.max(0, 1 - pt.y / SIZE)) };
  };

  const addPoint = (x: number, y: number, cls: Cls) => {
    if (added.length >= MAX_ADDED) {
      setNote(t`You have added the maximum of ${MAX_ADDED} points.`);
      return;
    }
    setAdded((a) => [...a, { x, y, cls, validation: false }]);
    const px = two(x);
    const py = two(y);
    setNote(cls === 0 ? t`Added a blue circle at (${px}, ${py}).` : t`Added an orange triangle at (${px}, ${py}).`);
  };

  const moveMystery = (x: number, y: number) => {
    setMystery({ x, y });
    setNote("");
  };

  const reset = () => {
    setSeed(DEFAULT_SEED);
    setAdded([]);
    setK(START.k);
    setShowRegions(false);
    setHoldOut(false);
    setMystery(START.mystery);
    setAddClass("0");
    setNote(t`Reset to the starting data.`);
  };

  const cell = SIZE / GRID;
  const pointCount = points.length;
  const mysteryX = two(mystery.x);
  const mysteryY = two(mystery.y);
  return (
    <DemoFrame
      title={t`k-nearest neighbors playground`}
      intro={
        <Trans>
          The ★ mystery point is labeled by a vote of its k nearest neighbors. Drag it (or use the sliders), change k,
          and click the plane to add points (Shift-click adds an orange triangle). Then hold back 30% as a validation
          set to see which k really works best.
        </Trans>
      }
      status={status}
      onReset={reset}
    >
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div>
          <svg
            ref={svgRef}
            viewBox={`-8 -8 ${SIZE + 16} ${SIZE + 16}`}
            className="w-full max-w-md touch-none select-none"
            role="img"
            aria-label={t`Plane with ${pointCount} points and the mystery point at (${mysteryX}, ${mysteryY}), joined to its ${k} nearest neighbors. ${status}`}
            onPointerMove={(e) => {
              if (!dragging.current) return;
              const p = toPlane(e);
              if (p) moveMystery(p.x, p.y);
            }}
            onPointerUp={() => {
              dragging.current = false;
            }}
          >
            <defs>
              <pattern id={`${patternId}-a`} width={12} height={12} patternUnits="userSpaceOnUse">
                <rect width={12} height={12} className="fill-class-a" opacity={0.14} />
                <circle cx={6} cy={6} r={1.6} className="fill-class-a" opacity={0.6} />
              </pattern>
              <pattern id={`${patternId}-b`} width={12} height={12} patternUnits="userSpaceOnUse">
                <rect width={12} height={12} className="fill-class-b" opacity={0.14} />
                <polygon points="6,4 8,7.5 4,7.5" className="fill-class-b" opacity={0.7} />
              </pattern>
            </defs>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: clicking is a shortcut; the keyboard path is the sliders and "Add" buttons. */}
            <rect
              width={SIZE}
              height={SIZE}
              className="fill-canvas stroke-line"
              onClick={(e) => {
                const p = toPlane(e);
                if (p) addPoint(p.x, p.y, e.shiftKey ? 1 : (Number(addClass) as Cls));
              }}
            />
            {cells.map((c, i) =>
              c === null ? null : (
                <rect
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are a fixed grid.
                  key={i}
                  x={(i % GRID) * cell}
                  y={Math.floor(i / GRID) * cell}
                  width={cell + 0.3}
                  height={cell + 0.3}
                  fill={`url(#${patternId}-${c === 0 ? "a" : "b"})`}
                  pointerEvents="none"
                />
              ),
            )}
            <circle
              cx={sx(mystery.x)}
              cy={sy(mystery.y)}
              r={reach * SIZE}
              fill="none"
              className="stroke-muted"
              strokeDasharray="2 3"
              pointerEvents="none"
            />
            {v.neighbors.map((n) => {
              const p = points[n.index] as Point;
              return (
                <line
                  key={n.index}
                  x1={sx(mystery.x)}
                  y1={sy(mystery.y)}
                  x2={sx(p.x)}
                  y2={sy(p.y)}
                  className="stroke-ink"
                  strokeWidth={1}
                  pointerEvents="none"
                />
              );
            })}
            <g pointerEvents="none">
              {points.map((p, i) =>
                p.validation ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: points are only appended, never reordered.
                  <ValidationMarker key={i} p={p} />
                ) : (
                  <ClassMarker
                    // biome-ignore lint/suspicious/noArrayIndexKey: points are only appended, never reordered.
                    key={i}
                    cls={p.cls}
                    x={sx(p.x)}
                    y={sy(p.y)}
                    size={4.5}
                    highlight={v.neighbors.some((n) => n.index === i)}
                  />
                ),
              )}
            </g>
            <path
              d={starPath(sx(mystery.x), sy(mystery.y), 10, 4.5)}
              className="cursor-grab fill-ink stroke-surface"
              strokeWidth={1.5}
              onPointerDown={(e) => {
                dragging.current = true;
                svgRef.current?.setPointerCapture(e.pointerId);
              }}
            />
          </svg>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted text-xs">
            <span>
              <Icon cls={0} /> <Trans>blue circle</Trans>
            </span>
            <span>
              <Icon cls={1} /> <Trans>orange triangle</Trans>
            </span>
            <span>
              <Icon cls={0} hollow /> <Icon cls={1} hollow /> <Trans>hollow: held-back validation point</Trans>
            </span>
            <span>
              <Trans>★ mystery point</Trans>
            </span>
            {showRegions ? (
              <span>
                <Trans>Shading (dots or small triangles): the class k-NN would predict there</Trans>
              </span>
            ) : null}
          </p>
        </div>

        <div className="flex flex-col gap-4">
          <Slider label={t`k (neighbors that vote)`} value={k} min={K_MIN} max={K_MAX} onChange={setK} />
          <p className="rounded-md bg-raised p-2 text-sm">
            {v.tie ? (
              <Trans>
                Votes: <strong>{blue}</strong> ● blue, <strong>{orange}</strong> ▲ orange → <strong>{predicted}</strong>{" "}
                (tie: nearest neighbor decides)
              </Trans>
            ) : (
              <Trans>
                Votes: <strong>{blue}</strong> ● blue, <strong>{orange}</strong> ▲ orange → <strong>{predicted}</strong>
              </Trans>
            )}
          </p>
          <Slider
            label={t`Mystery point x`}
            value={Math.round(mystery.x * 100)}
            min={0}
            max={100}
            onChange={(x) => moveMystery(x / 100, mystery.y)}
            format={(x) => two(x / 100)}
          />
          <Slider
            label={t`Mystery point y`}
            value={Math.round(mystery.y * 100)}
            min={0}
            max={100}
            onChange={(y) => moveMystery(mystery.x, y / 100)}
            format={(y) => two(y / 100)}
          />
          <Select
            label={t`Clicking the plane adds`}
            value={addClass}
            options={[
              { value: "0", label: t`● Blue circles` },
              { value: "1", label: t`▲ Orange triangles` },
            ]}
            onChange={setAddClass}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => addPoint(mystery.x, mystery.y, 0)}>
              <Trans>Add ● at ★</Trans>
            </Button>
            <Button variant="secondary" onClick={() => addPoint(mystery.x, mystery.y, 1)}>
              <Trans>Add ▲ at ★</Trans>
            </Button>
          </div>
          <Toggle
            label={t`Show regions (40 × 40 grid)`}
            checked={showRegions}
            onChange={(on) => {
              setShowRegions(on);
              setNote(on ? t`Showing the predicted class of every grid cell.` : t`Regions hidden.`);
            }}
          />
          <Toggle
            label={t`Hide 30% as validation points`}
            checked={holdOut}
            onChange={(on) => {
              setHoldOut(on);
              setNote(
                on ? t`30% of the generated points are now hidden from the vote and used to compare values of k.` : "",
              );
            }}
          />
          <Button
            onClick={() => {
              setSeed(newSeed());
              setAdded([]);
              setNote(t`New random data.`);
            }}
          >
            <Trans>New random data</Trans>
          </Button>
        </div>
      </div>

      {holdOut ? (
        <div className="mt-4">
          <h4 className="font-medium text-sm">
            <Trans>Accuracy for every k</Trans>
          </h4>
          <p className="text-muted text-xs">
            <Trans>
              Solid line with dots: validation points (unseen). Dashed line with squares: training points (seen). Best k
              on the validation points: <strong className="text-ink">{best}</strong>. In a real project, a separate test
              set stays untouched until the very end, to give an honest final score for the chosen k.
            </Trans>
          </p>
          <div className="max-w-md">
            <AccuracyChart scores={scores} k={k} />
          </div>
        </div>
      ) : null}
    </DemoFrame>
  );
}

function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${pts.join("L")}Z`;
}
