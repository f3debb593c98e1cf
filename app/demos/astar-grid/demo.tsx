import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from "react";
import { Button, DemoFrame, Select, Slider, useReducedMotion } from "#app/demos/kit.tsx";
import { type Language, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  dropObstacleAhead,
  type Grid,
  HEURISTIC_NAMES,
  type Heuristic,
  pathTo,
  sampleGrid,
  search,
  type Terrain,
  withCell,
  xy,
} from "./logic.ts";

type Tool = Terrain | "start" | "goal";
const TOOLS: { value: Tool; label: MessageDescriptor }[] = [
  { value: "wall", label: msg`Wall` },
  { value: "mud", label: msg`Mud (cost 5)` },
  { value: "open", label: msg`Open ground (erase)` },
  { value: "start", label: msg`Move start` },
  { value: "goal", label: msg`Move goal` },
];
const HEURISTICS = (Object.keys(HEURISTIC_NAMES) as Heuristic[]).map((value) => ({
  value,
  label: HEURISTIC_NAMES[value] as MessageDescriptor,
}));
const C = 20;
const TERRAIN_WORDS: Record<Terrain, MessageDescriptor> = {
  open: msg`open ground`,
  wall: msg`wall`,
  mud: msg`mud`,
};
const fmtIn = (language: Language) => (v: number) =>
  Number.isFinite(v) ? numberFormat(language, { maximumFractionDigits: 1 }).format(v) : "–";

type State = {
  grid: Grid;
  start: number;
  goal: number;
  heuristic: Heuristic;
  weight: number;
  steps: number;
  tool: Tool;
  cursor: number;
  robot: number | null;
  message: string;
};

function initial(i18n: I18n): State {
  const { grid, start, goal } = sampleGrid();
  return {
    grid,
    start,
    goal,
    heuristic: "manhattan",
    weight: 1,
    steps: Number.POSITIVE_INFINITY,
    tool: "wall",
    cursor: start,
    robot: null,
    message: i18n._(msg`Sample map: a mud pond between start (S) and goal (G).`),
  };
}

export default function Demo() {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const fmt = fmtIn(language);
  const weightText = (w: number) =>
    `×${numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(w)}`;
  const reduced = useReducedMotion();
  const [s, setS] = useState<State>(() => initial(i18n));
  const [playing, setPlaying] = useState(false);
  const [driving, setDriving] = useState(false);
  const [hover, setHover] = useState<number | null>(null);
  const dragging = useRef<Tool | null>(null);
  const origin = s.robot ?? s.start;
  const snap = useMemo(
    () => search({ grid: s.grid, start: origin, goal: s.goal, heuristic: s.heuristic, weight: s.weight }, s.steps),
    [s.grid, origin, s.goal, s.heuristic, s.weight, s.steps],
  );
  const shownPath = snap.status === "found" ? snap.path : snap.current >= 0 ? pathTo(snap.parent, snap.current) : [];
  const { width, height } = s.grid;
  const where = (i: number) => {
    const [x, y] = xy(s.grid, i);
    const col = x + 1;
    const row = y + 1;
    return t`column ${col}, row ${row}`;
  };

  // Play: one expansion every 60 ms until the search ends.
  useEffect(() => {
    if (!playing) return;
    if (snap.status !== "searching") {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setS((p) => ({ ...p, steps: p.steps + 1, message: t`Searching…` })), 60);
    return () => clearTimeout(timer);
  }, [playing, snap, t]);

  // Drive: the robot moves one cell along the current path every 300 ms.
  useEffect(() => {
    if (!driving) return;
    if (snap.status !== "found" || snap.path.length < 2) {
      setDriving(false);
      return;
    }
    const timer = setTimeout(() => driveOne(), 300);
    return () => clearTimeout(timer);
  });

  const update = (patch: Partial<State>, message: string) => {
    setPlaying(false);
    setS((p) => ({ ...p, steps: Number.POSITIVE_INFINITY, ...patch, message }));
  };

  const apply = (i: number, tool: Tool = s.tool) => {
    const cell = s.grid.cells[i];
    if (tool === "start" || tool === "goal") {
      if (cell === "wall" || i === s.start || i === s.goal || i === s.robot) return;
      const place = where(i);
      update(
        tool === "start" ? { start: i, robot: null } : { goal: i },
        tool === "start" ? t`Start moved to ${place}.` : t`Goal moved to ${place}.`,
      );
      return;
    }
    if (i === origin || i === s.goal || cell === tool) return;
    const place = where(i);
    update(
      { grid: withCell(s.grid, i, tool) },
      tool === "wall"
        ? t`Painted wall at ${place}.`
        : tool === "mud"
          ? t`Painted mud at ${place}.`
          : t`Painted open ground at ${place}.`,
    );
  };

  function driveOne() {
    if (snap.status !== "found" || snap.path.length < 2) return;
    const next = snap.path[1] ?? origin;
    const arrived = next === s.goal;
    const nextPlace = where(next);
    setS((p) => ({
      ...p,
      robot: next,
      steps: Number.POSITIVE_INFINITY,
      message: arrived ? t`The robot reached the goal.` : t`The robot drove to ${nextPlace}.`,
    }));
    if (arrived) setDriving(false);
  }

  const surprise = () => {
    const dropped = snap.status === "found" ? dropObstacleAhead(s.grid, snap.path, 0) : null;
    if (!dropped) {
      setS((p) => ({ ...p, message: t`No room for a surprise: the robot is next to the goal or has no path.` }));
      return;
    }
    const [grid, cell] = dropped;
    const replan = search({ grid, start: origin, goal: s.goal, heuristic: s.heuristic, weight: s.weight });
    const wallPlace = where(cell);
    const newCost = fmt(replan.cost);
    const expandedCount = replan.expanded;
    update(
      { grid },
      replan.status === "found"
        ? t`A wall appeared at ${wallPlace}! Replanned from the robot: new path cost ${newCost}, ${expandedCount} cells expanded.`
        : t`A wall appeared at ${wallPlace}! Replanned from the robot: no path left, ${expandedCount} cells expanded.`,
    );
  };

  const cellFromPointer = (e: PointerEvent<SVGSVGElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const x = Math.floor(((e.clientX - r.left) / r.width) * width);
    const y = Math.floor(((e.clientY - r.top) / r.height) * height);
    return x >= 0 && y >= 0 && x < width && y < height ? y * width + x : null;
  };

  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const [x, y] = xy(s.grid, s.cursor);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const m = moves[e.key];
    if (m) {
      e.preventDefault();
      const nx = Math.min(width - 1, Math.max(0, x + m[0]));
      const ny = Math.min(height - 1, Math.max(0, y + m[1]));
      const c = ny * width + nx;
      const place = where(c);
      const details = describe(c);
      setS((p) => ({ ...p, cursor: c, message: t`Cursor at ${place}: ${details}` }));
    } else if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      apply(s.cursor);
    }
  };

  function describe(i: number) {
    const kind =
      i === origin
        ? s.robot === null
          ? t`start`
          : t`robot`
        : i === s.goal
          ? t`goal`
          : i18n._(TERRAIN_WORDS[s.grid.cells[i] ?? "open"]);
    const gValue = snap.g[i] ?? Number.POSITIVE_INFINITY;
    const hValue = snap.h[i] ?? 0;
    const g = fmt(gValue);
    const h = fmt(hValue);
    const f = fmt(gValue + hValue);
    const set = snap.closed.has(i) ? t`closed (expanded)` : snap.open.has(i) ? t`open (frontier)` : t`not reached`;
    return t`${kind}; g = ${g}, h = ${h}, f = ${f}; ${set}.`;
  }

  const infoCell = hover ?? s.cursor;
  const shownCost = snap.status === "found" ? fmt(snap.cost) : "–";
  const toolOptions = TOOLS.map((o) => ({ value: o.value, label: i18n._(o.label) }));
  const heuristicOptions = HEURISTICS.map((o) => ({ value: o.value, label: i18n._(o.label) }));
  const expanded = snap.expanded;
  const pathCost = fmt(snap.cost);
  const stepCount = snap.path.length - 1;
  const openCount = snap.open.size;
  const closedCount = snap.closed.size;
  const summary =
    snap.status === "found" && snap.path.length === 1
      ? t`The robot is at the goal.`
      : snap.status === "found"
        ? t`${expanded} cells expanded; path cost ${pathCost} over ${plural(stepCount, { one: "# step", other: "# steps" })}.`
        : snap.status === "no-path"
          ? t`No path: ${expanded} cells expanded and the frontier is empty.`
          : t`Step ${expanded}: ${openCount} cells in the open set, ${closedCount} closed.`;
  const pathPoints = shownPath
    .map((c) => {
      const [x, y] = xy(s.grid, c);
      return `${x * C + C / 2},${y * C + C / 2}`;
    })
    .join(" ");

  return (
    <DemoFrame
      title={t`A* path planning on a grid`}
      intro={t`Paint walls and mud, move the start (S) and goal (G), and watch A* search. Predict first: which heuristic expands the fewest cells, and what happens to the route when you raise the weight?`}
      status={`${s.message} ${summary}`}
      onReset={() => {
        setPlaying(false);
        setDriving(false);
        setS(initial(i18n));
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Select
          label={t`Paint tool`}
          value={s.tool}
          options={toolOptions}
          onChange={(tool) => {
            const name = toolOptions.find((o) => o.value === tool)?.label ?? "";
            setS((p) => ({ ...p, tool, message: t`Tool: ${name}.` }));
          }}
        />
        <Select
          label={t`Heuristic`}
          value={s.heuristic}
          options={heuristicOptions}
          onChange={(heuristic) => {
            const name = i18n._(HEURISTIC_NAMES[heuristic]);
            update({ heuristic }, t`Heuristic: ${name}.`);
          }}
        />
        <Slider
          label={t`Heuristic weight`}
          value={s.weight}
          min={1}
          max={3}
          step={0.1}
          format={weightText}
          onChange={(weight) => {
            const factor = weightText(weight);
            update({ weight }, t`Weight ${factor}.`);
          }}
        />
      </div>
      <svg
        viewBox={`0 0 ${width * C} ${height * C}`}
        className="mt-3 w-full touch-none select-none rounded border border-line"
        role="application"
        aria-label={t`A* grid. Arrow keys move the cursor; Space or Enter paints with the chosen tool.`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: an application grid: arrow keys move a cursor, Space/Enter paints
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={(e) => {
          const c = cellFromPointer(e);
          if (c === null) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          const mode: Tool = c === s.start && s.robot === null ? "start" : c === s.goal ? "goal" : s.tool;
          dragging.current = mode;
          setS((p) => ({ ...p, cursor: c }));
          apply(c, mode);
        }}
        onPointerMove={(e) => {
          const c = cellFromPointer(e);
          setHover(c);
          if (dragging.current && c !== null) apply(c, dragging.current);
        }}
        onPointerUp={() => {
          dragging.current = null;
        }}
        onPointerLeave={() => setHover(null)}
      >
        <defs>
          <pattern id="astar-mud" width="6" height="6" patternUnits="userSpaceOnUse">
            <rect width="6" height="6" className="fill-warn-soft" />
            <circle cx="3" cy="3" r="1.3" className="fill-class-b" />
          </pattern>
        </defs>
        {s.grid.cells.map((t, i) => {
          const [x, y] = xy(s.grid, i);
          const fill = t === "wall" ? "fill-muted" : t === "mud" ? undefined : "fill-surface";
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed positions
            <g key={i}>
              <rect
                x={x * C}
                y={y * C}
                width={C}
                height={C}
                className={`${fill ?? ""} stroke-line`}
                strokeWidth={0.5}
                fill={t === "mud" ? "url(#astar-mud)" : undefined}
              />

              {snap.closed.has(i) ? (
                <rect x={x * C} y={y * C} width={C} height={C} className="fill-accent" fillOpacity={0.22} />
              ) : null}
              {snap.open.has(i) && t !== "wall" ? (
                <circle
                  cx={x * C + C / 2}
                  cy={y * C + C / 2}
                  r={5}
                  className="fill-none stroke-accent"
                  strokeWidth={1.5}
                />
              ) : null}
            </g>
          );
        })}
        {shownPath.length > 1 ? (
          <polyline
            points={pathPoints}
            className="fill-none stroke-accent"
            strokeWidth={4}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : null}
        <Label
          cell={s.start}
          grid={s.grid}
          text={t({ message: "S", comment: "Grid mark of the start cell, one letter" })}
        />
        <Label
          cell={s.goal}
          grid={s.grid}
          text={t({ message: "G", comment: "Grid mark of the goal cell, one letter" })}
        />
        {s.robot !== null ? (
          <g
            style={{ transition: reduced ? "none" : "transform 250ms" }}
            transform={`translate(${xy(s.grid, s.robot)[0] * C} ${xy(s.grid, s.robot)[1] * C})`}
          >
            <rect x={3} y={4} width={14} height={12} rx={3} className="fill-class-a stroke-surface" />
            <circle cx={7.5} cy={9} r={1.6} className="fill-surface" />
            <circle cx={12.5} cy={9} r={1.6} className="fill-surface" />
          </g>
        ) : null}
        <rect
          x={xy(s.grid, s.cursor)[0] * C + 1}
          y={xy(s.grid, s.cursor)[1] * C + 1}
          width={C - 2}
          height={C - 2}
          className="fill-none stroke-focus"
          strokeWidth={2.5}
        />
      </svg>
      <p className="mt-1 text-muted text-xs">
        {snap.status === "found"
          ? t`Shaded = closed (expanded) · ring = open set (frontier) · dotted = mud · solid gray = wall · thick line = path`
          : t`Shaded = closed (expanded) · ring = open set (frontier) · dotted = mud · solid gray = wall · thick line = best path so far`}
      </p>
      <p className="mt-2 font-mono text-sm">
        {where(infoCell)}: {describe(infoCell)}
      </p>
      <p className="mt-1 text-sm">
        <Trans>
          Expanded: <strong>{expanded}</strong> · Open: <strong>{openCount}</strong> · Path cost:{" "}
          <strong>{shownCost}</strong>
        </Trans>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          onClick={() => {
            setPlaying(false);
            setS((p) => ({ ...p, steps: snap.status === "searching" ? p.steps + 1 : 1, message: t`Stepped once.` }));
          }}
        >
          <Trans comment="Button: one step of the search">Step</Trans>
        </Button>
        <Button
          onClick={() => {
            if (playing) return setPlaying(false);
            if (reduced) return update({}, t`Search finished at once (reduced motion).`);
            setS((p) => ({ ...p, steps: snap.status === "searching" ? p.steps : 0, message: t`Playing the search…` }));
            setPlaying(true);
          }}
        >
          {playing ? t`Pause` : t`Play`}
        </Button>
        <Button variant="secondary" onClick={() => update({}, t`Search run to the end.`)}>
          <Trans>Finish search</Trans>
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" disabled={snap.status !== "found" || snap.path.length < 2} onClick={driveOne}>
          <Trans>Drive one cell</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={snap.status !== "found" || snap.path.length < 2}
          onClick={() => {
            if (reduced) {
              setS((p) => ({
                ...p,
                robot: p.goal,
                steps: Number.POSITIVE_INFINITY,
                message: t`The robot drove to the goal.`,
              }));
            } else setDriving((d) => !d);
          }}
        >
          {driving ? t`Stop driving` : t`Drive to goal`}
        </Button>
        <Button variant="secondary" onClick={surprise}>
          <Trans>Surprise obstacle</Trans>
        </Button>
      </div>
    </DemoFrame>
  );
}

function Label({ cell, grid, text }: { cell: number; grid: Grid; text: string }) {
  const [x, y] = xy(grid, cell);
  return (
    <g>
      <rect x={x * C + 1} y={y * C + 1} width={C - 2} height={C - 2} rx={3} className="fill-raised stroke-ink" />
      <text
        x={x * C + C / 2}
        y={y * C + C / 2 + 5}
        textAnchor="middle"
        fontSize={14}
        fontWeight={700}
        className="fill-ink"
      >
        {text}
      </text>
    </g>
  );
}
