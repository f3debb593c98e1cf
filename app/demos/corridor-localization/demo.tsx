import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button, ClassMarker, DemoFrame, Slider, Toggle, useReducedMotion } from "#app/demos/kit.tsx";
import { newSeed } from "#app/platform/random.ts";
import { type Language, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  CORRIDOR,
  cellsFor90,
  type Feature,
  move,
  peak,
  sense,
  simulateMove,
  simulateSense,
  startWorld,
  uniformBelief,
  type World,
} from "./logic.ts";

const START_SEED = 20240;
const N = CORRIDOR.length;
const CELL = 20;
const BAR_TOP = 10;
const BAR_HEIGHT = 120;
const STRIP_Y = 150;
const percentIn = (language: Language) => (p: number) =>
  numberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(p);

type State = {
  belief: number[];
  world: World;
  pHit: number;
  slip: number;
  showRobot: boolean;
  message: string;
};

function initial(seed: number, i18n: I18n): State {
  return {
    belief: uniformBelief(N),
    world: startWorld(seed),
    pHit: 0.8,
    slip: 0.2,
    showRobot: false,
    message: i18n._(msg`The robot could be anywhere: every cell starts at 5%.`),
  };
}

export default function Demo() {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const pct = percentIn(language);
  const two = (n: number) => numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
  const reduced = useReducedMotion();
  const [state, setState] = useState<State>(() => initial(START_SEED, i18n));
  const { belief, world, pHit, slip, showRobot } = state;
  const top = peak(belief);
  const spread = cellsFor90(belief);

  const doSense = () =>
    setState((s) => {
      const [reading, w] = simulateSense(s.world, CORRIDOR, s.pHit);
      const hit = two(s.pHit);
      const miss = two((1 - s.pHit) / 2);
      const message =
        reading === "blue"
          ? t`Sensed a blue door: cells showing one were multiplied by ${hit}, the others by ${miss}, then all were rescaled to add up to 100%.`
          : reading === "orange"
            ? t`Sensed an orange door: cells showing one were multiplied by ${hit}, the others by ${miss}, then all were rescaled to add up to 100%.`
            : t`Sensed a plain wall: cells showing one were multiplied by ${hit}, the others by ${miss}, then all were rescaled to add up to 100%.`;
      return { ...s, world: w, belief: sense(s.belief, CORRIDOR, reading, s.pHit), message };
    });

  const doMove = (step: -1 | 1) =>
    setState((s) => {
      const one = pct(1 - s.slip);
      const half = pct(s.slip / 2);
      const message =
        step < 0
          ? t`Moved left: the belief shifted one cell and blurred (${one} one cell, ${half} stayed, ${half} two cells).`
          : t`Moved right: the belief shifted one cell and blurred (${one} one cell, ${half} stayed, ${half} two cells).`;
      return { ...s, world: simulateMove(s.world, step, s.slip), belief: move(s.belief, step, s.slip), message };
    });

  const ranked = belief
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p - a.p)
    .slice(0, 3);
  const peakCell = top.cell + 1;
  const peakShare = pct(top.p);
  const robotCell = world.truth + 1;
  const summary = [
    t`Belief peaks at cell ${peakCell} (${peakShare}); ${plural(spread, { one: "90% of it lies in # cell.", other: "90% of it lies in # cells." })}`,
    showRobot ? t`The robot is really at cell ${robotCell}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const cellShare = (r: { p: number; i: number }) => {
    const cell = r.i + 1;
    const share = pct(r.p);
    return t({
      message: `cell ${cell} (${share})`,
      comment: "One corridor cell and the belief that the robot is there",
    });
  };
  const highest = ranked.map(cellShare).join(", ");

  return (
    <DemoFrame
      title={t`Where am I? A robot in a corridor`}
      intro={t`A robot is somewhere in a corridor of 20 cells. Its sensor sees the color of the door beside it, but not always correctly, and its wheels sometimes slip. Predict first: what happens to the bars when it senses, and when it moves?`}
      status={`${state.message} ${summary}`}
      onReset={() => setState(initial(START_SEED, i18n))}
    >
      <svg
        viewBox={`0 0 ${N * CELL} 190`}
        className="w-full"
        role="img"
        aria-label={t`Belief bars for 20 cells. Highest: ${highest}.`}
      >
        {[0.25, 0.5, 0.75, 1].map((g) => (
          <line
            key={g}
            x1={0}
            x2={N * CELL}
            y1={BAR_TOP + BAR_HEIGHT * (1 - g)}
            y2={BAR_TOP + BAR_HEIGHT * (1 - g)}
            className="stroke-line"
            strokeDasharray="2 3"
          />
        ))}
        {belief.map((p, i) => {
          const h = Math.max(p * BAR_HEIGHT, 0.5);
          return (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed positions
              key={i}
              x={i * CELL + 2}
              y={BAR_TOP + BAR_HEIGHT - h}
              width={CELL - 4}
              height={h}
              className={i === top.cell ? "fill-accent" : "fill-muted"}
              style={{ transition: reduced ? "none" : "y 250ms, height 250ms" }}
            />
          );
        })}
        {CORRIDOR.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed positions
          <g key={i}>
            <rect x={i * CELL + 0.5} y={STRIP_Y} width={CELL - 1} height={CELL} className="fill-raised stroke-line" />
            <FeatureMark feature={f} x={i * CELL + CELL / 2} y={STRIP_Y + CELL / 2} />
          </g>
        ))}
        {showRobot ? (
          <rect
            x={world.truth * CELL + 3}
            y={STRIP_Y - 14}
            width={CELL - 6}
            height={12}
            rx={2}
            className="fill-ink"
            style={{ transition: reduced ? "none" : "x 250ms" }}
          />
        ) : null}
        {[1, 5, 10, 15, 20].map((c) => (
          <text key={c} x={(c - 0.5) * CELL} y={186} textAnchor="middle" fontSize={10} className="fill-muted">
            {c}
          </text>
        ))}
      </svg>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-muted text-xs">
        <span className="inline-flex items-center gap-1">
          <LegendIcon feature="blue" /> <Trans>blue door</Trans>
        </span>
        <span className="inline-flex items-center gap-1">
          <LegendIcon feature="orange" /> <Trans>orange door</Trans>
        </span>
        <span className="inline-flex items-center gap-1">
          <LegendIcon feature="wall" /> <Trans>plain wall</Trans>
        </span>
        {showRobot ? (
          <span>
            <Trans>solid block above the corridor = the hidden robot</Trans>
          </span>
        ) : null}
      </p>
      <p className="mt-2 text-sm">
        <Trans>Most likely: {highest}</Trans>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={doSense}>
          <Trans>Sense</Trans>
        </Button>
        <Button onClick={() => doMove(-1)}>
          <Trans>Move left</Trans>
        </Button>
        <Button onClick={() => doMove(1)}>
          <Trans>Move right</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            setState({ ...initial(newSeed(), i18n), pHit, slip, showRobot, message: t`New hidden robot.` })
          }
        >
          <Trans>New random data</Trans>
        </Button>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Slider
          label={t`Sensor accuracy`}
          value={pHit}
          min={0.4}
          max={0.99}
          step={0.01}
          format={pct}
          onChange={(v) => {
            const accuracy = pct(v);
            setState((s) => ({ ...s, pHit: v, message: t`Sensor accuracy set to ${accuracy}.` }));
          }}
        />
        <Slider
          label={t`Wheel slip`}
          value={slip}
          min={0}
          max={0.6}
          step={0.02}
          format={pct}
          onChange={(v) => {
            const slipShare = pct(v);
            setState((s) => ({ ...s, slip: v, message: t`Wheel slip set to ${slipShare}.` }));
          }}
        />
      </div>
      <div className="mt-3">
        <Toggle
          label={t`Show the hidden robot`}
          checked={showRobot}
          onChange={(v) =>
            setState((s) => ({ ...s, showRobot: v, message: v ? t`Robot shown.` : t`Robot hidden again.` }))
          }
        />
      </div>
    </DemoFrame>
  );
}

function FeatureMark({ feature, x, y }: { feature: Feature; x: number; y: number }) {
  if (feature === "blue") return <ClassMarker cls={0} x={x} y={y} size={5} />;
  if (feature === "orange") return <ClassMarker cls={1} x={x} y={y + 1} size={4.5} />;
  return null;
}

function LegendIcon({ feature }: { feature: Feature }) {
  return (
    <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
      <rect x={0.5} y={0.5} width={15} height={15} className="fill-raised stroke-line" />
      <FeatureMark feature={feature} x={8} y={8} />
    </svg>
  );
}
