import { useState } from "react";
import { Button, ClassMarker, DemoFrame, Slider, Toggle, useReducedMotion } from "#app/demos/kit.tsx";
import { newSeed } from "#app/platform/random.ts";
import { plural } from "#app/site/plural.ts";
import {
  CORRIDOR,
  cellsFor90,
  FEATURE_NAMES,
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
const pct = (p: number) => `${Math.round(p * 100)}%`;

type State = {
  belief: number[];
  world: World;
  pHit: number;
  slip: number;
  showRobot: boolean;
  message: string;
};

function initial(seed: number): State {
  return {
    belief: uniformBelief(N),
    world: startWorld(seed),
    pHit: 0.8,
    slip: 0.2,
    showRobot: false,
    message: "The robot could be anywhere: every cell starts at 5%.",
  };
}

export default function Demo() {
  const reduced = useReducedMotion();
  const [state, setState] = useState<State>(() => initial(START_SEED));
  const { belief, world, pHit, slip, showRobot } = state;
  const top = peak(belief);
  const spread = cellsFor90(belief);

  const doSense = () =>
    setState((s) => {
      const [reading, w] = simulateSense(s.world, CORRIDOR, s.pHit);
      const miss = (1 - s.pHit) / 2;
      return {
        ...s,
        world: w,
        belief: sense(s.belief, CORRIDOR, reading, s.pHit),
        message: `Sensed a ${FEATURE_NAMES[reading]}: cells showing one were multiplied by ${s.pHit.toFixed(2)}, the others by ${miss.toFixed(2)}, then all were rescaled to add up to 100%.`,
      };
    });

  const doMove = (step: -1 | 1) =>
    setState((s) => ({
      ...s,
      world: simulateMove(s.world, step, s.slip),
      belief: move(s.belief, step, s.slip),
      message: `Moved ${step < 0 ? "left" : "right"}: the belief shifted one cell and blurred (${pct(1 - s.slip)} one cell, ${pct(s.slip / 2)} stayed, ${pct(s.slip / 2)} two cells).`,
    }));

  const summary = `Belief peaks at cell ${top.cell + 1} (${pct(top.p)}); ${plural(spread, { one: "90% of it lies in # cell.", other: "90% of it lies in # cells." })}${
    showRobot ? ` The robot is really at cell ${world.truth + 1}.` : ""
  }`;
  const ranked = belief
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p - a.p)
    .slice(0, 3);

  return (
    <DemoFrame
      title="Where am I? A robot in a corridor"
      intro="A robot is somewhere in a corridor of 20 cells. Its sensor sees the color of the door beside it, but not always correctly, and its wheels sometimes slip. Predict first: what happens to the bars when it senses, and when it moves?"
      status={`${state.message} ${summary}`}
      onReset={() => setState(initial(START_SEED))}
    >
      <svg
        viewBox={`0 0 ${N * CELL} 190`}
        className="w-full"
        role="img"
        aria-label={`Belief bars for 20 cells. Highest: ${ranked.map((r) => `cell ${r.i + 1} ${pct(r.p)}`).join(", ")}.`}
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
          <LegendIcon feature="blue" /> blue door
        </span>
        <span className="inline-flex items-center gap-1">
          <LegendIcon feature="orange" /> orange door
        </span>
        <span className="inline-flex items-center gap-1">
          <LegendIcon feature="wall" /> plain wall
        </span>
        {showRobot ? <span>solid block above the corridor = the hidden robot</span> : null}
      </p>
      <p className="mt-2 text-sm">Most likely: {ranked.map((r) => `cell ${r.i + 1} (${pct(r.p)})`).join(", ")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={doSense}>Sense</Button>
        <Button onClick={() => doMove(-1)}>Move left</Button>
        <Button onClick={() => doMove(1)}>Move right</Button>
        <Button
          variant="secondary"
          onClick={() => setState({ ...initial(newSeed()), pHit, slip, showRobot, message: "New hidden robot." })}
        >
          New random data
        </Button>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Slider
          label="Sensor accuracy"
          value={pHit}
          min={0.4}
          max={0.99}
          step={0.01}
          format={pct}
          onChange={(v) => setState((s) => ({ ...s, pHit: v, message: `Sensor accuracy set to ${pct(v)}.` }))}
        />
        <Slider
          label="Wheel slip"
          value={slip}
          min={0}
          max={0.6}
          step={0.02}
          format={pct}
          onChange={(v) => setState((s) => ({ ...s, slip: v, message: `Wheel slip set to ${pct(v)}.` }))}
        />
      </div>
      <div className="mt-3">
        <Toggle
          label="Show the hidden robot"
          checked={showRobot}
          onChange={(v) =>
            setState((s) => ({ ...s, showRobot: v, message: v ? "Robot shown." : "Robot hidden again." }))
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
