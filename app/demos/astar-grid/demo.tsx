import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from "react";
import { Button, DemoFrame, Select, Slider, useReducedMotion } from "#app/demos/kit.tsx";
import { plural } from "#app/site/plural.ts";
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
const TOOLS: { value: Tool; label: string }[] = [
  { value: "wall", label: "Wall" },
  { value: "mud", label: "Mud (cost 5)" },
  { value: "open", label: "Open ground (erase)" },
  { value: "start", label: "Move start" },
  { value: "goal", label: "Move goal" },
];
const HEURISTICS = (Object.keys(HEURISTIC_NAMES) as Heuristic[]).map((value) => ({
  value,
  label: HEURISTIC_NAMES[value],
}));
const C = 20;
const TERRAIN_WORDS: Record<Terrain, string> = { open: "open ground", wall: "wall", mud: "mud" };
const fmt = (v: number) => (Number.isFinite(v) ? (Math.round(v * 10) / 10).toString() : "–");

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

function initial(): State {
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
    message: "Sample map: a mud pond between start (S) and goal (G).",
  };
}

export default function Demo() {
  const reduced = useReducedMotion();
  const [s, setS] = useState<State>(initial);
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
    return `column ${x + 1}, row ${y + 1}`;
  };

  // Play: one expansion every 60 ms until the search ends.
  useEffect(() => {
    if (!playing) return;
    if (snap.status !== "searching") {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => setS((p) => ({ ...p, steps: p.steps + 1, message: "Searching…" })), 60);
    return () => clearTimeout(t);
  }, [playing, snap]);

  // Drive: the robot moves one cell along the current path every 300 ms.
  useEffect(() => {
    if (!driving) return;
    if (snap.status !== "found" || snap.path.length < 2) {
      setDriving(false);
      return;
    }
    const t = setTimeout(() => driveOne(), 300);
    return () => clearTimeout(t);
  });

  const update = (patch: Partial<State>, message: string) => {
    setPlaying(false);
    setS((p) => ({ ...p, steps: Number.POSITIVE_INFINITY, ...patch, message }));
  };

  const apply = (i: number, tool: Tool = s.tool) => {
    const cell = s.grid.cells[i];
    if (tool === "start" || tool === "goal") {
      if (cell === "wall" || i === s.start || i === s.goal || i === s.robot) return;
      update(
        tool === "start" ? { start: i, robot: null } : { goal: i },
        `${tool === "start" ? "Start" : "Goal"} moved to ${where(i)}.`,
      );
      return;
    }
    if (i === origin || i === s.goal || cell === tool) return;
    update({ grid: withCell(s.grid, i, tool) }, `Painted ${TERRAIN_WORDS[tool]} at ${where(i)}.`);
  };

  function driveOne() {
    if (snap.status !== "found" || snap.path.length < 2) return;
    const next = snap.path[1] ?? origin;
    const arrived = next === s.goal;
    setS((p) => ({
      ...p,
      robot: next,
      steps: Number.POSITIVE_INFINITY,
      message: arrived ? "The robot reached the goal." : `The robot drove to ${where(next)}.`,
    }));
    if (arrived) setDriving(false);
  }

  const surprise = () => {
    const dropped = snap.status === "found" ? dropObstacleAhead(s.grid, snap.path, 0) : null;
    if (!dropped) {
      setS((p) => ({ ...p, message: "No room for a surprise: the robot is next to the goal or has no path." }));
      return;
    }
    const [grid, cell] = dropped;
    const replan = search({ grid, start: origin, goal: s.goal, heuristic: s.heuristic, weight: s.weight });
    update(
      { grid },
      `A wall appeared at ${where(cell)}! Replanned from the robot: ${
        replan.status === "found" ? `new path cost ${fmt(replan.cost)}` : "no path left"
      }, ${replan.expanded} cells expanded.`,
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
      setS((p) => ({ ...p, cursor: c, message: `Cursor at ${where(c)}: ${describe(c)}` }));
    } else if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      apply(s.cursor);
    }
  };

  function describe(i: number) {
    const kind =
      i === origin
        ? s.robot === null
          ? "start"
          : "robot"
        : i === s.goal
          ? "goal"
          : TERRAIN_WORDS[s.grid.cells[i] ?? "open"];
    const g = snap.g[i] ?? Number.POSITIVE_INFINITY;
    const h = snap.h[i] ?? 0;
    const set = snap.closed.has(i) ? "closed (expanded)" : snap.open.has(i) ? "open (frontier)" : "not reached";
    return `${kind}; g = ${fmt(g)}, h = ${fmt(h)}, f = ${fmt(g + h)}; ${set}.`;
  }

  const infoCell = hover ?? s.cursor;
  const summary =
    snap.status === "found" && snap.path.length === 1
      ? "The robot is at the goal."
      : snap.status === "found"
        ? `${snap.expanded} cells expanded; path cost ${fmt(snap.cost)} over ${plural(snap.path.length - 1, { one: "# step", other: "# steps" })}.`
        : snap.status === "no-path"
          ? `No path: ${snap.expanded} cells expanded and the frontier is empty.`
          : `Step ${snap.expanded}: ${snap.open.size} cells in the open set, ${snap.closed.size} closed.`;
  const pathPoints = shownPath
    .map((c) => {
      const [x, y] = xy(s.grid, c);
      return `${x * C + C / 2},${y * C + C / 2}`;
    })
    .join(" ");

  return (
    <DemoFrame
      title="A* path planning on a grid"
      intro="Paint walls and mud, move the start (S) and goal (G), and watch A* search. Predict first: which heuristic expands the fewest cells, and what happens to the route when you raise the weight?"
      status={`${s.message} ${summary}`}
      onReset={() => {
        setPlaying(false);
        setDriving(false);
        setS(initial());
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Select
          label="Paint tool"
          value={s.tool}
          options={TOOLS}
          onChange={(tool) =>
            setS((p) => ({ ...p, tool, message: `Tool: ${TOOLS.find((t) => t.value === tool)?.label}.` }))
          }
        />
        <Select
          label="Heuristic"
          value={s.heuristic}
          options={HEURISTICS}
          onChange={(heuristic) => update({ heuristic }, `Heuristic: ${HEURISTIC_NAMES[heuristic]}.`)}
        />
        <Slider
          label="Heuristic weight"
          value={s.weight}
          min={1}
          max={3}
          step={0.1}
          format={(v) => `×${v.toFixed(1)}`}
          onChange={(weight) => update({ weight }, `Weight ×${weight.toFixed(1)}.`)}
        />
      </div>
      <svg
        viewBox={`0 0 ${width * C} ${height * C}`}
        className="mt-3 w-full touch-none select-none rounded border border-line"
        role="application"
        aria-label="A* grid. Arrow keys move the cursor; Space or Enter paints with the chosen tool."
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
        <Label cell={s.start} grid={s.grid} text="S" />
        <Label cell={s.goal} grid={s.grid} text="G" />
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
        Shaded = closed (expanded) · ring = open set (frontier) · dotted = mud · solid gray = wall · thick line ={" "}
        {snap.status === "found" ? "path" : "best path so far"}
      </p>
      <p className="mt-2 font-mono text-sm">
        {where(infoCell)}: {describe(infoCell)}
      </p>
      <p className="mt-1 text-sm">
        Expanded: <strong>{snap.expanded}</strong> · Open: <strong>{snap.open.size}</strong> · Path cost:{" "}
        <strong>{snap.status === "found" ? fmt(snap.cost) : "–"}</strong>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          onClick={() => {
            setPlaying(false);
            setS((p) => ({ ...p, steps: snap.status === "searching" ? p.steps + 1 : 1, message: "Stepped once." }));
          }}
        >
          Step
        </Button>
        <Button
          onClick={() => {
            if (playing) return setPlaying(false);
            if (reduced) return update({}, "Search finished at once (reduced motion).");
            setS((p) => ({ ...p, steps: snap.status === "searching" ? p.steps : 0, message: "Playing the search…" }));
            setPlaying(true);
          }}
        >
          {playing ? "Pause" : "Play"}
        </Button>
        <Button variant="secondary" onClick={() => update({}, "Search run to the end.")}>
          Finish search
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" disabled={snap.status !== "found" || snap.path.length < 2} onClick={driveOne}>
          Drive one cell
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
                message: "The robot drove to the goal.",
              }));
            } else setDriving((d) => !d);
          }}
        >
          {driving ? "Stop driving" : "Drive to goal"}
        </Button>
        <Button variant="secondary" onClick={surprise}>
          Surprise obstacle
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
