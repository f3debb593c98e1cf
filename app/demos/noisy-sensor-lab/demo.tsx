import { useMemo, useState } from "react";
import { RowHeader, Table } from "#app/components/ui/table.tsx";
import { Button, ClassMarker, DemoFrame, Select, Slider, Toggle } from "#app/demos/kit.tsx";
import { newSeed } from "#app/platform/random.ts";
import {
  DEFAULT_SEED,
  DEFAULT_SENSORS,
  DT,
  type KalmanOptions,
  kalman,
  movingAverage,
  rmse,
  type SensorSettings,
  STEPS,
  simulateDrive,
} from "./logic.ts";

const W = 400;
const H = 250;
const X0 = 44;
const X1 = 378;
const Y0 = 12;
const Y1 = 220;
const START_OPTIONS: KalmanOptions = { useUltrasonic: true, useLidar: true, useMotion: true };
const m2 = (v: number) => `${v.toFixed(2)} m`;

export default function Demo() {
  const [seed, setSeed] = useState(DEFAULT_SEED);
  const [sensors, setSensors] = useState<SensorSettings>(DEFAULT_SENSORS);
  const [windowSize, setWindowSize] = useState(5);
  const [options, setOptions] = useState<KalmanOptions>(START_OPTIONS);
  const [view, setView] = useState<"distance" | "error">("distance");
  const [inspect, setInspect] = useState(20);

  const trace = useMemo(() => simulateDrive(seed, sensors), [seed, sensors]);
  const average = useMemo(() => movingAverage(trace.ultrasonic, windowSize), [trace, windowSize]);
  const filter = useMemo(() => kalman(trace, sensors, options), [trace, sensors, options]);
  const estimates = filter.map((s) => s.estimate);
  const errors = {
    ultrasonic: rmse(trace.ultrasonic, trace.truth),
    lidar: rmse(trace.lidar, trace.truth),
    average: rmse(average, trace.truth),
    kalman: rmse(estimates, trace.truth),
  };

  const [lo, hi] = view === "distance" ? [0, 11] : [-1.2, 1.2];
  const sx = (i: number) => X0 + (i / STEPS) * (X1 - X0);
  const sy = (v: number) => Y1 - ((Math.min(hi, Math.max(lo, v)) - lo) / (hi - lo)) * (Y1 - Y0);
  const shown = (i: number, v: number) => (view === "distance" ? v : v - (trace.truth[i] ?? 0));
  const line = (values: readonly number[]) =>
    values.map((v, i) => `${i ? "L" : "M"}${sx(i).toFixed(1)} ${sy(shown(i, v)).toFixed(1)}`).join("");
  const band = [
    ...filter.map((s, i) => `${sx(i).toFixed(1)},${sy(shown(i, s.estimate + 2 * Math.sqrt(s.variance))).toFixed(1)}`),
    ...filter
      .map((s, i) => `${sx(i).toFixed(1)},${sy(shown(i, s.estimate - 2 * Math.sqrt(s.variance))).toFixed(1)}`)
      .reverse(),
  ].join(" ");
  const ticks = view === "distance" ? [0, 2, 4, 6, 8, 10] : [-1, -0.5, 0, 0.5, 1];

  const step = filter[inspect];
  const truth = trace.truth[inspect] ?? 0;
  const lidarNow = trace.lidar[inspect];
  const used = [options.useUltrasonic && "ultrasonic", options.useLidar && "lidar", options.useMotion && "motion model"]
    .filter(Boolean)
    .join(" + ");

  const status =
    `Ultrasonic noise ±${sensors.ultrasonicNoise.toFixed(2)} m; lidar ±${sensors.lidarNoise.toFixed(2)} m with ${Math.round(sensors.dropout * 100)}% dropouts; ` +
    `Kalman uses ${used || "nothing"}. Typical error: ultrasonic ${m2(errors.ultrasonic)}, lidar ${m2(errors.lidar)}, ` +
    `moving average of ${windowSize} ${m2(errors.average)}, Kalman ${m2(errors.kalman)}. ` +
    (step
      ? `At ${(inspect * DT).toFixed(1)} s: true ${m2(truth)}, Kalman ${m2(step.estimate)} ± ${m2(2 * Math.sqrt(step.variance))}.`
      : "");

  function reset() {
    setSeed(DEFAULT_SEED);
    setSensors(DEFAULT_SENSORS);
    setWindowSize(5);
    setOptions(START_OPTIONS);
    setView("distance");
    setInspect(20);
  }

  const errorRows: [string, number, string][] = [
    ["Ultrasonic readings", errors.ultrasonic, "●"],
    ["Lidar readings (when present)", errors.lidar, "▲"],
    [`Moving average (last ${windowSize})`, errors.average, "- -"],
    ["Kalman filter", errors.kalman, "━"],
  ];

  return (
    <DemoFrame
      title="Noisy sensor lab"
      intro="A robot drives towards a wall at 0.5 m/s. An ultrasonic sensor is noisy; a lidar is accurate but sometimes returns nothing. Compare trusting one reading, averaging, and a Kalman filter that blends a motion prediction with every reading."
      status={status}
      onReset={reset}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Slider
          label="Ultrasonic noise (±1 standard deviation)"
          value={sensors.ultrasonicNoise}
          min={0}
          max={1}
          step={0.05}
          onChange={(v) => setSensors({ ...sensors, ultrasonicNoise: v })}
          format={m2}
        />
        <Slider
          label="Lidar noise"
          value={sensors.lidarNoise}
          min={0}
          max={0.3}
          step={0.01}
          onChange={(v) => setSensors({ ...sensors, lidarNoise: v })}
          format={m2}
        />
        <Slider
          label="Lidar dropouts"
          value={sensors.dropout}
          min={0}
          max={0.6}
          step={0.05}
          onChange={(v) => setSensors({ ...sensors, dropout: v })}
          format={(v) => `${Math.round(v * 100)}%`}
        />
        <Slider label="Moving-average window (readings)" value={windowSize} min={1} max={15} onChange={setWindowSize} />
      </div>
      <fieldset className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        <legend className="mb-1 font-medium text-sm">The Kalman filter uses</legend>
        <Toggle
          label="Ultrasonic"
          checked={options.useUltrasonic}
          onChange={(c) => setOptions({ ...options, useUltrasonic: c })}
        />
        <Toggle label="Lidar" checked={options.useLidar} onChange={(c) => setOptions({ ...options, useLidar: c })} />
        <Toggle
          label="Motion model (known speed)"
          checked={options.useMotion}
          onChange={(c) => setOptions({ ...options, useMotion: c })}
        />
      </fieldset>
      <div className="mt-3 grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_auto]">
        <Select
          label="Chart shows"
          value={view}
          options={[
            { value: "distance", label: "Distance to the wall" },
            { value: "error", label: "Error: estimate minus true distance" },
          ]}
          onChange={setView}
        />
        <Button variant="secondary" onClick={() => setSeed(newSeed())}>
          New random data
        </Button>
      </div>

      <figure className="mt-3 max-w-xl">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="w-full"
          role="img"
          aria-label={`${view === "distance" ? "Distance" : "Error"} over 16 seconds: true distance, ultrasonic and lidar readings, moving average and Kalman estimate with its uncertainty band`}
        >
          {ticks.map((t) => (
            <g key={t}>
              <line x1={X0} x2={X1} y1={sy(t)} y2={sy(t)} className="stroke-line" strokeWidth={0.5} />
              <text x={X0 - 4} y={sy(t) + 4} textAnchor="end" className="fill-muted text-[13px]">
                {t} m
              </text>
            </g>
          ))}
          {[0, 4, 8, 12, 16].map((s) => (
            <text key={s} x={sx(s / DT)} y={H - 14} textAnchor="middle" className="fill-muted text-[13px]">
              {s} s
            </text>
          ))}
          <polygon points={band} className="fill-accent" opacity={0.18} />
          <line x1={sx(inspect)} x2={sx(inspect)} y1={Y0} y2={Y1} className="stroke-focus" strokeWidth={1.5} />
          <path d={line(trace.truth)} className="fill-none stroke-ink" strokeWidth={1.5} />
          {trace.ultrasonic.map((v, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one reading per time step
            <ClassMarker key={`u${i}`} cls={0} x={sx(i)} y={sy(shown(i, v))} size={2.4} />
          ))}
          {trace.lidar.map((v, i) =>
            v === null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: one reading per time step
              <text key={`l${i}`} x={sx(i)} y={Y1 + 12} textAnchor="middle" className="fill-class-b text-[10px]">
                ×
              </text>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: one reading per time step
              <ClassMarker key={`l${i}`} cls={1} x={sx(i)} y={sy(shown(i, v))} size={2.2} />
            ),
          )}
          <path d={line(average)} className="fill-none stroke-muted" strokeWidth={2} strokeDasharray="5 3" />
          <path d={line(estimates)} className="fill-none stroke-accent" strokeWidth={2.5} />
          <text x={(X0 + X1) / 2} y={H - 1} textAnchor="middle" className="fill-ink text-[13px]">
            time
          </text>
        </svg>
        <figcaption className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-muted text-xs">
          <span>thin solid: true distance</span>
          <span>● ultrasonic</span>
          <span>▲ lidar (× = no reading)</span>
          <span>dashed: moving average</span>
          <span>thick: Kalman estimate, shaded ±2 standard deviations</span>
        </figcaption>
      </figure>

      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="text-sm">
          <Slider
            label="Inspect time"
            value={inspect}
            min={0}
            max={STEPS}
            onChange={setInspect}
            format={(v) => `${(v * DT).toFixed(1)} s`}
          />
          {step ? (
            <ul className="mt-2 space-y-0.5 text-xs">
              <li>
                True distance: <span className="font-mono">{m2(truth)}</span>
              </li>
              <li>
                Ultrasonic reading: <span className="font-mono">{m2(trace.ultrasonic[inspect] ?? 0)}</span>
              </li>
              <li>
                Lidar reading:{" "}
                <span className="font-mono">
                  {lidarNow === null || lidarNow === undefined ? "none (dropped out)" : m2(lidarNow)}
                </span>
              </li>
              <li>
                Prediction from motion: <span className="font-mono">{m2(step.predicted)}</span> ±{" "}
                <span className="font-mono">{m2(2 * Math.sqrt(step.predictedVariance))}</span>
              </li>
              <li>
                Kalman gains (0 = ignore reading, 1 = trust it fully): ultrasonic{" "}
                <span className="font-mono">{step.ultrasonicGain === null ? "–" : step.ultrasonicGain.toFixed(2)}</span>
                , lidar <span className="font-mono">{step.lidarGain === null ? "–" : step.lidarGain.toFixed(2)}</span>
              </li>
              <li>
                Kalman estimate: <span className="font-mono">{m2(step.estimate)}</span> ±{" "}
                <span className="font-mono">{m2(2 * Math.sqrt(step.variance))}</span>
              </li>
            </ul>
          ) : null}
        </div>
        <Table
          caption="Typical error over the drive (root mean square)"
          captionClassName="mb-1 text-left font-medium"
          className="w-full self-start text-left text-sm"
        >
          {errorRows.map(([name, value, mark]) => (
            <tr key={name} className="border-line border-t">
              <RowHeader className="py-1 font-normal">
                <span aria-hidden="true" className="inline-block w-6 text-muted">
                  {mark}
                </span>
                {name}
              </RowHeader>
              <td className="py-1 text-right font-mono">{Number.isNaN(value) ? "–" : m2(value)}</td>
            </tr>
          ))}
        </Table>
      </div>
    </DemoFrame>
  );
}
