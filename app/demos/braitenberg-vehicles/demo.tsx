import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { Button, DemoFrame, Select, useReducedMotion } from "#app/demos/kit.tsx";
import { type Language, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  ARENA,
  advance,
  behaviorName,
  DT,
  describeTurn,
  type Point,
  readSensors,
  type Sim,
  START_LIGHT,
  sensorPositions,
  startSim,
  type Vehicle,
  WHEEL_BASE,
  type Wiring,
  wheelSpeeds,
} from "./logic.ts";

const START_WIRING: Wiring = { crossed: true, excite: true };
const fixedIn = (language: Language, digits: number) => (v: number) =>
  numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);

/** Braitenberg's name for a wiring (behaviorName's English key), and what the robot then does: whole sentences. */
function behaviorWords(vehicle: string, i18n: I18n): { name: string; sentence: string } {
  switch (vehicle) {
    case "2a":
      return {
        name: i18n._(msg({ message: "Fear", comment: "Braitenberg's vehicle 2a" })),
        sentence: i18n._(
          msg`Braitenberg called this wiring “Fear”: the robot turns away from the light and speeds off.`,
        ),
      };
    case "2b":
      return {
        name: i18n._(msg({ message: "Aggression", comment: "Braitenberg's vehicle 2b" })),
        sentence: i18n._(
          msg`Braitenberg called this wiring “Aggression”: the robot turns toward the light and charges at it.`,
        ),
      };
    case "3a":
      return {
        name: i18n._(msg({ message: "Love", comment: "Braitenberg's vehicle 3a" })),
        sentence: i18n._(
          msg`Braitenberg called this wiring “Love”: the robot turns toward the light and slows to a stop near it.`,
        ),
      };
    default:
      return {
        name: i18n._(msg({ message: "Explorer", comment: "Braitenberg's vehicle 3b" })),
        sentence: i18n._(
          msg`Braitenberg called this wiring “Explorer”: the robot slows near the light but turns away to wander off.`,
        ),
      };
  }
}

function trailPath(trail: (Point | null)[]): string {
  let d = "";
  let pen = false;
  for (const p of trail) {
    if (!p) {
      pen = false;
      continue;
    }
    d += `${pen ? "L" : "M"}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
    pen = true;
  }
  return d;
}

function Robot({ v }: { v: Vehicle }) {
  const s = sensorPositions(v);
  const deg = (v.heading * 180) / Math.PI;
  return (
    <g>
      <line x1={v.x} y1={v.y} x2={s.left.x} y2={s.left.y} className="stroke-ink" strokeWidth={1.5} />
      <line x1={v.x} y1={v.y} x2={s.right.x} y2={s.right.y} className="stroke-ink" strokeWidth={1.5} />
      <g transform={`translate(${v.x} ${v.y}) rotate(${deg})`}>
        <rect x={-8} y={-WHEEL_BASE / 2 - 3} width={12} height={5} rx={1.5} className="fill-ink" />
        <rect x={-8} y={WHEEL_BASE / 2 - 2} width={12} height={5} rx={1.5} className="fill-ink" />
        <rect x={-10} y={-8} width={18} height={16} rx={4} className="fill-accent stroke-ink" strokeWidth={1} />
      </g>
      <circle cx={s.left.x} cy={s.left.y} r={3} className="fill-class-a stroke-ink" strokeWidth={1} />
      <circle cx={s.right.x} cy={s.right.y} r={3} className="fill-class-b stroke-ink" strokeWidth={1} />
    </g>
  );
}

/** The wiring diagram: sensors on top, wheels below, wires straight or crossed, + or −. */
function WiringDiagram({
  w,
  sensors,
  wheels,
}: {
  w: Wiring;
  sensors: { left: number; right: number };
  wheels: { left: number; right: number };
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const n2 = fixedIn(language, 2);
  const n0 = fixedIn(language, 0);
  const leftSensor = n2(sensors.left);
  const rightSensor = n2(sensors.right);
  const leftWheel = n0(wheels.left);
  const rightWheel = n0(wheels.right);
  const sign = w.excite ? "+" : "−";
  const from = w.crossed ? [150, 50] : [50, 150];
  return (
    <svg
      viewBox="0 0 200 150"
      className="w-full max-w-56"
      role="img"
      aria-label={
        w.crossed
          ? w.excite
            ? t`Wiring: left sensor to right wheel, right sensor to left wheel, exciting`
            : t`Wiring: left sensor to right wheel, right sensor to left wheel, inhibiting`
          : w.excite
            ? t`Wiring: left sensor to left wheel, right sensor to right wheel, exciting`
            : t`Wiring: left sensor to left wheel, right sensor to right wheel, inhibiting`
      }
    >
      <rect x={20} y={30} width={160} height={90} rx={12} className="fill-raised stroke-line" />
      <line x1={50} y1={34} x2={from[0]} y2={110} className="stroke-class-a" strokeWidth={3} />
      <line x1={150} y1={34} x2={from[1]} y2={110} className="stroke-class-b" strokeWidth={3} strokeDasharray="6 3" />
      <circle cx={50} cy={28} r={9} className="fill-class-a stroke-ink" />
      <circle cx={150} cy={28} r={9} className="fill-class-b stroke-ink" />
      <text x={50} y={12} textAnchor="middle" className="fill-ink text-[12px]">
        <Trans comment="Short label in a small diagram: L = left">L sensor {leftSensor}</Trans>
      </text>
      <text x={150} y={12} textAnchor="middle" className="fill-ink text-[12px]">
        <Trans comment="Short label in a small diagram: R = right">R sensor {rightSensor}</Trans>
      </text>
      <rect x={38} y={108} width={24} height={18} rx={3} className="fill-ink" />
      <rect x={138} y={108} width={24} height={18} rx={3} className="fill-ink" />
      <text x={50} y={144} textAnchor="middle" className="fill-ink text-[12px]">
        <Trans comment="Short label in a small diagram: L = left">L wheel {leftWheel}</Trans>
      </text>
      <text x={150} y={144} textAnchor="middle" className="fill-ink text-[12px]">
        <Trans comment="Short label in a small diagram: R = right">R wheel {rightWheel}</Trans>
      </text>
      <circle cx={100} cy={102} r={11} className="fill-surface stroke-line" />
      <text x={100} y={109} textAnchor="middle" className="fill-ink font-bold text-[20px]">
        {sign}
      </text>
    </svg>
  );
}

export default function Demo() {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const n0 = fixedIn(language, 0);
  const n1 = fixedIn(language, 1);
  const n2 = fixedIn(language, 2);
  const reduced = useReducedMotion();
  const helpId = useId();
  const [wiring, setWiring] = useState<Wiring>(START_WIRING);
  const [light, setLight] = useState<Point>(START_LIGHT);
  const [sim, setSim] = useState<Sim>(() => startSim());
  const [running, setRunning] = useState(false);
  const dragging = useRef(false);

  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let last = performance.now();
    let pending = 0;
    const tick = (now: number) => {
      pending += Math.min(0.1, (now - last) / 1000);
      last = now;
      const steps = Math.floor(pending / DT);
      pending -= steps * DT;
      if (steps > 0) setSim((s) => advance(s, steps, light, wiring));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running, light, wiring]);

  useEffect(() => {
    if (reduced) setRunning(false);
  }, [reduced]);

  const v = sim.vehicle;
  const sensors = readSensors(v, light);
  const wheels = wheelSpeeds(sensors, wiring);
  const behavior = behaviorName(wiring);
  const words = behaviorWords(behavior.vehicle, i18n);
  const turn = describeTurn(v, light, wiring);
  const speed = (wheels.left + wheels.right) / 2;
  const distance = Math.hypot(light.x - v.x, light.y - v.y);
  const wiringText = wiring.crossed
    ? wiring.excite
      ? t`crossed, exciting wires`
      : t`crossed, inhibiting wires`
    : wiring.excite
      ? t`same-side, exciting wires`
      : t`same-side, inhibiting wires`;
  const name = words.name;
  const vehicle = behavior.vehicle;
  const time = n1(sim.time);
  const leftSensor = n2(sensors.left);
  const rightSensor = n2(sensors.right);
  const leftWheel = n0(wheels.left);
  const rightWheel = n0(wheels.right);
  const units = n0(distance);
  const motion =
    speed < 0.5
      ? t`Stopped, ${units} units from the light.`
      : turn.turning === "straight"
        ? t`Going straight, ${units} units from the light.`
        : turn.turning === "left"
          ? turn.towards
            ? t`Turning left, toward the light, ${units} units from it.`
            : t`Turning left, away from the light, ${units} units from it.`
          : turn.towards
            ? t`Turning right, toward the light, ${units} units from it.`
            : t`Turning right, away from the light, ${units} units from it.`;
  const status = running
    ? t`Running: ${name} (${wiringText}). Pause to read the numbers.`
    : t`${name}, Braitenberg's vehicle ${vehicle} (${wiringText}), after ${time} s: left sensor ${leftSensor}, right sensor ${rightSensor}; left wheel ${leftWheel}, right wheel ${rightWheel}. ${motion}`;
  const turning =
    speed < 0.5 ? t`stopped` : turn.turning === "straight" ? t`straight` : turn.turning === "left" ? t`left` : t`right`;

  function reset() {
    setRunning(false);
    setWiring(START_WIRING);
    setLight(START_LIGHT);
    setSim(startSim());
  }

  function moveLight(dx: number, dy: number) {
    setLight((l) => ({
      x: Math.min(ARENA.width - 10, Math.max(10, l.x + dx)),
      y: Math.min(ARENA.height - 10, Math.max(10, l.y + dy)),
    }));
  }

  function lightFrom(e: PointerEvent<SVGSVGElement>) {
    const box = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width) * ARENA.width;
    const y = ((e.clientY - box.top) / box.height) * ARENA.height;
    setLight({ x: Math.min(ARENA.width - 10, Math.max(10, x)), y: Math.min(ARENA.height - 10, Math.max(10, y)) });
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-10, 0],
      ArrowRight: [10, 0],
      ArrowUp: [0, -10],
      ArrowDown: [0, 10],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      moveLight(move[0], move[1]);
    }
  }

  return (
    <DemoFrame
      title={t`Braitenberg vehicles`}
      intro={t`A robot with two light sensors, each wired straight to a wheel. Choose the wiring, predict what the robot will do, then run it. Move the light by dragging, with the arrow keys, or with the buttons.`}
      status={status}
      onReset={reset}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Select
          label={t`Wires`}
          value={wiring.crossed ? "crossed" : "same"}
          options={[
            { value: "same", label: t`Same side (left → left)` },
            { value: "crossed", label: t`Crossed (left → right)` },
          ]}
          onChange={(value) => setWiring({ ...wiring, crossed: value === "crossed" })}
        />
        <Select
          label={t`Effect of light`}
          value={wiring.excite ? "excite" : "inhibit"}
          options={[
            { value: "excite", label: t`Exciting (+): light speeds up` },
            { value: "inhibit", label: t`Inhibiting (−): light slows down` },
          ]}
          onChange={(value) => setWiring({ ...wiring, excite: value === "excite" })}
        />
      </div>
      <p className="mt-2 text-muted text-sm">{words.sentence}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {reduced ? (
          <Button onClick={() => setSim((s) => advance(s, 300, light, wiring))}>
            <Trans>Run 5 seconds (instantly)</Trans>
          </Button>
        ) : (
          <Button onClick={() => setRunning((r) => !r)}>{running ? t`Pause` : t`Run`}</Button>
        )}
        <Button variant="secondary" onClick={() => setSim((s) => advance(s, 60, light, wiring))} disabled={running}>
          <Trans>Step 1 second</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setRunning(false);
            setSim(startSim());
          }}
        >
          <Trans>Put the robot back</Trans>
        </Button>
      </div>

      <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-[3fr_1fr]">
        <div>
          <div
            role="application"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the arena is operated with the arrow keys
            tabIndex={0}
            aria-label={t`Arena: arrow keys move the light`}
            aria-describedby={helpId}
            onKeyDown={onKeyDown}
            className="rounded-md"
          >
            <svg
              viewBox={`0 0 ${ARENA.width} ${ARENA.height}`}
              className="w-full touch-none rounded-md border border-line bg-raised"
              aria-hidden="true"
              onPointerDown={(e) => {
                e.currentTarget.setPointerCapture(e.pointerId);
                dragging.current = true;
                lightFrom(e);
              }}
              onPointerMove={(e) => dragging.current && lightFrom(e)}
              onPointerUp={() => {
                dragging.current = false;
              }}
            >
              {[80, 50, 25].map((r) => (
                <circle key={r} cx={light.x} cy={light.y} r={r} className="fill-focus" opacity={0.08} />
              ))}
              <path
                d={trailPath(sim.trail)}
                className="fill-none stroke-muted"
                strokeWidth={1.5}
                strokeDasharray="3 3"
              />
              <Robot v={v} />
              <circle cx={light.x} cy={light.y} r={9} className="fill-focus stroke-ink" strokeWidth={1.5} />
            </svg>
          </div>
          <p id={helpId} className="mt-1 text-muted text-xs">
            <Trans>
              Drag or tap to move the light (the glowing circle). Dashed line: the robot's recent path. The arena wraps
              round at the edges.
            </Trans>
          </p>
          <fieldset className="mt-2 flex flex-wrap gap-2">
            <legend className="sr-only">
              <Trans>Move the light</Trans>
            </legend>
            <Button variant="secondary" onClick={() => moveLight(-20, 0)}>
              <Trans>Light left</Trans>
            </Button>
            <Button variant="secondary" onClick={() => moveLight(20, 0)}>
              <Trans>Light right</Trans>
            </Button>
            <Button variant="secondary" onClick={() => moveLight(0, -20)}>
              <Trans>Light up</Trans>
            </Button>
            <Button variant="secondary" onClick={() => moveLight(0, 20)}>
              <Trans>Light down</Trans>
            </Button>
          </fieldset>
        </div>
        <div className="text-sm">
          <WiringDiagram w={wiring} sensors={sensors} wheels={wheels} />
          <dl className="mt-2 grid grid-cols-2 gap-x-2 gap-y-0.5 text-xs">
            <dt className="text-muted">
              <Trans>Time</Trans>
            </dt>
            <dd className="font-mono">{time} s</dd>
            <dt className="text-muted">
              <Trans>Speed</Trans>
            </dt>
            <dd className="font-mono">{n0(speed)}</dd>
            <dt className="text-muted">
              <Trans>Distance to light</Trans>
            </dt>
            <dd className="font-mono">{units}</dd>
            <dt className="text-muted">
              <Trans comment="Which way the robot is turning">Turning</Trans>
            </dt>
            <dd>{turning}</dd>
          </dl>
          <p className="mt-2 text-muted text-xs">
            <Trans>
              No map, no plan: each wheel just follows one sensor. A faster left wheel turns the robot right.
            </Trans>
          </p>
        </div>
      </div>
    </DemoFrame>
  );
}
