import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { RowHeader, Table } from "#app/components/ui/table.tsx";
import { Button, ClassMarker, DemoFrame, Select, Slider, Toggle } from "#app/demos/kit.tsx";
import { newSeed } from "#app/platform/random.ts";
import { numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
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

export default function Demo() {
  const { t } = useLingui();
  const language = useLanguage();
  const fixed = (v: number, digits: number) =>
    numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);
  const m2 = (v: number) => `${fixed(v, 2)} m`;
  const seconds = (v: number) => `${fixed(v, 1)} s`;
  const formatSeconds = (v: number) => `${fixed(v, 0)} s`;
  const percent = (v: number) => numberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(v);
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
  const used = [
    options.useUltrasonic &&
      t({ message: "ultrasonic", comment: "A sensor the Kalman filter uses, in a list joined by +" }),
    options.useLidar && t({ message: "lidar", comment: "A sensor the Kalman filter uses, in a list joined by +" }),
    options.useMotion && t({ message: "motion model", comment: "What the Kalman filter uses, in a list joined by +" }),
  ]
    .filter(Boolean)
    .join(" + ");

  const ultrasonicNoise = m2(sensors.ultrasonicNoise);
  const lidarNoise = m2(sensors.lidarNoise);
  const dropouts = percent(sensors.dropout);
  const ultrasonicError = m2(errors.ultrasonic);
  const lidarError = m2(errors.lidar);
  const averageError = m2(errors.average);
  const kalmanError = m2(errors.kalman);
  const time = seconds(inspect * DT);
  const trueDistance = m2(truth);
  const estimate = step ? m2(step.estimate) : "";
  const spread = step ? m2(2 * Math.sqrt(step.variance)) : "";
  const ultrasonicNow = m2(trace.ultrasonic[inspect] ?? 0);
  const lidarText = lidarNow === null || lidarNow === undefined ? t`none (dropped out)` : m2(lidarNow);
  const predicted = step ? m2(step.predicted) : "";
  const predictedSpread = step ? m2(2 * Math.sqrt(step.predictedVariance)) : "";
  const ultrasonicGain = step?.ultrasonicGain == null ? "–" : fixed(step.ultrasonicGain, 2);
  const lidarGain = step?.lidarGain == null ? "–" : fixed(step.lidarGain, 2);
  const status = [
    t`Ultrasonic noise ±${ultrasonicNoise}; lidar ±${lidarNoise} with ${dropouts} dropouts.`,
    used ? t`Kalman uses ${used}.` : t`Kalman uses nothing.`,
    t`Typical error: ultrasonic ${ultrasonicError}, lidar ${lidarError}, moving average of ${windowSize} ${averageError}, Kalman ${kalmanError}.`,
    step ? t`At ${time}: true ${trueDistance}, Kalman ${estimate} ± ${spread}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const speed = `${fixed(0.5, 1)} m/s`;

  function reset() {
    setSeed(DEFAULT_SEED);
    setSensors(DEFAULT_SENSORS);
    setWindowSize(5);
    setOptions(START_OPTIONS);
    setView("distance");
    setInspect(20);
  }

  const errorRows: [string, number, string][] = [
    [t`Ultrasonic readings`, errors.ultrasonic, "●"],
    [t`Lidar readings (when present)`, errors.lidar, "▲"],
    [t`Moving average (last ${windowSize})`, errors.average, "- -"],
    [t`Kalman filter`, errors.kalman, "━"],
  ];

  return (
    <DemoFrame
      title={t`Noisy sensor lab`}
      intro={t`A robot drives toward a wall at ${speed}. An ultrasonic sensor is noisy; a lidar is accurate but sometimes returns nothing. Compare trusting one reading, averaging, and a Kalman filter that blends a motion prediction with every reading.`}
      status={status}
      onReset={reset}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Slider
          label={t`Ultrasonic noise (±1 standard deviation)`}
          value={sensors.ultrasonicNoise}
          min={0}
          max={1}
          step={0.05}
          onChange={(v) => setSensors({ ...sensors, ultrasonicNoise: v })}
          format={m2}
        />
        <Slider
          label={t`Lidar noise`}
          value={sensors.lidarNoise}
          min={0}
          max={0.3}
          step={0.01}
          onChange={(v) => setSensors({ ...sensors, lidarNoise: v })}
          format={m2}
        />
        <Slider
          label={t`Lidar dropouts`}
          value={sensors.dropout}
          min={0}
          max={0.6}
          step={0.05}
          onChange={(v) => setSensors({ ...sensors, dropout: v })}
          format={percent}
        />
        <Slider
          label={t`Moving-average window (readings)`}
          value={windowSize}
          min={1}
          max={15}
          onChange={setWindowSize}
        />
      </div>
      <fieldset className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        <legend className="mb-1 font-medium text-sm">
          <Trans>The Kalman filter uses</Trans>
        </legend>
        <Toggle
          label={t({ message: "Ultrasonic", comment: "Toggle: the Kalman filter uses the ultrasonic sensor" })}
          checked={options.useUltrasonic}
          onChange={(c) => setOptions({ ...options, useUltrasonic: c })}
        />
        <Toggle
          label={t({ message: "Lidar", comment: "Toggle: the Kalman filter uses the lidar" })}
          checked={options.useLidar}
          onChange={(c) => setOptions({ ...options, useLidar: c })}
        />
        <Toggle
          label={t`Motion model (known speed)`}
          checked={options.useMotion}
          onChange={(c) => setOptions({ ...options, useMotion: c })}
        />
      </fieldset>
      <div className="mt-3 grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_auto]">
        <Select
          label={t`Chart shows`}
          value={view}
          options={[
            { value: "distance", label: t`Distance to the wall` },
            { value: "error", label: t`Error: estimate minus true distance` },
          ]}
          onChange={setView}
        />
        <Button variant="secondary" onClick={() => setSeed(newSeed())}>
          <Trans>New random data</Trans>
        </Button>
      </div>

      <figure className="mt-3 max-w-xl">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="w-full"
          role="img"
          aria-label={
            view === "distance"
              ? t`Distance over 16 seconds: true distance, ultrasonic and lidar readings, moving average and Kalman estimate with its uncertainty band`
              : t`Error over 16 seconds: true distance, ultrasonic and lidar readings, moving average and Kalman estimate with its uncertainty band`
          }
        >
          {ticks.map((t) => (
            <g key={t}>
              <line x1={X0} x2={X1} y1={sy(t)} y2={sy(t)} className="stroke-line" strokeWidth={0.5} />
              <text x={X0 - 4} y={sy(t) + 4} textAnchor="end" className="fill-muted text-[13px]">
                {fixed(t, t % 1 === 0 ? 0 : 1)} m
              </text>
            </g>
          ))}
          {[0, 4, 8, 12, 16].map((s) => (
            <text key={s} x={sx(s / DT)} y={H - 14} textAnchor="middle" className="fill-muted text-[13px]">
              {formatSeconds(s)}
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
            <Trans comment="Axis label of the chart">time</Trans>
          </text>
        </svg>
        <figcaption className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-muted text-xs">
          <span>
            <Trans>thin solid: true distance</Trans>
          </span>
          <span>
            <Trans>● ultrasonic</Trans>
          </span>
          <span>
            <Trans>▲ lidar (× = no reading)</Trans>
          </span>
          <span>
            <Trans>dashed: moving average</Trans>
          </span>
          <span>
            <Trans>thick: Kalman estimate, shaded ±2 standard deviations</Trans>
          </span>
        </figcaption>
      </figure>

      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="text-sm">
          <Slider
            label={t`Inspect time`}
            value={inspect}
            min={0}
            max={STEPS}
            onChange={setInspect}
            format={(v) => seconds(v * DT)}
          />
          {step ? (
            <ul className="mt-2 space-y-0.5 text-xs">
              <li>
                <Trans>
                  True distance: <span className="font-mono">{trueDistance}</span>
                </Trans>
              </li>
              <li>
                <Trans>
                  Ultrasonic reading: <span className="font-mono">{ultrasonicNow}</span>
                </Trans>
              </li>
              <li>
                <Trans>
                  Lidar reading: <span className="font-mono">{lidarText}</span>
                </Trans>
              </li>
              <li>
                <Trans>
                  Prediction from motion: <span className="font-mono">{predicted}</span> ±{" "}
                  <span className="font-mono">{predictedSpread}</span>
                </Trans>
              </li>
              <li>
                <Trans>
                  Kalman gains (0 = ignore reading, 1 = trust it fully): ultrasonic{" "}
                  <span className="font-mono">{ultrasonicGain}</span>, lidar{" "}
                  <span className="font-mono">{lidarGain}</span>
                </Trans>
              </li>
              <li>
                <Trans>
                  Kalman estimate: <span className="font-mono">{estimate}</span> ±{" "}
                  <span className="font-mono">{spread}</span>
                </Trans>
              </li>
            </ul>
          ) : null}
        </div>
        <Table
          caption={t`Typical error over the drive (root mean square)`}
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
