import { type KeyboardEvent, type PointerEvent, useState } from "react";
import { Button, DemoFrame, Select, Slider } from "#app/demos/kit.tsx";
import { newSeed } from "#app/platform/random.ts";
import { plural } from "#app/site/plural.ts";
import {
  ACTION_NAMES,
  ACTIONS,
  type Agent,
  bestAction,
  bestValue,
  type Cell,
  DEFAULT_PARAMS,
  defaultWorld,
  greedyRoute,
  isTerminal,
  newAgent,
  type Params,
  qOf,
  train,
  type World,
  withCell,
} from "./logic.ts";

type Tool = Cell | "start";
const TOOLS: { value: Tool; label: string }[] = [
  { value: "coin", label: "Coin (+1, pays every visit)" },
  { value: "wall", label: "Wall" },
  { value: "pit", label: "Pit (−10, ends episode)" },
  { value: "empty", label: "Empty (erase)" },
  { value: "goal", label: "Move goal (+10, ends episode)" },
  { value: "start", label: "Move start" },
];
const START_SEED = 1;
const S = 60;
const CELL_WORDS: Record<Cell, string> = { empty: "empty", wall: "wall", goal: "goal", pit: "pit", coin: "coin" };
const ROUTE_WORDS = {
  goal: "reaches the goal",
  pit: "falls into a pit",
  loop: "goes round in a loop and never finishes",
  stuck: "has not learned anything yet",
  timeout: "wanders without finishing",
} as const;
const f1 = (v: number) => (Math.abs(v) < 0.05 ? "0" : v.toFixed(1));

type State = { world: World; agent: Agent; params: Params; seed: number; tool: Tool; cursor: number; message: string };

const initial = (seed = START_SEED): State => {
  const world = defaultWorld();
  return {
    world,
    agent: newAgent(world),
    params: DEFAULT_PARAMS,
    seed,
    tool: "coin",
    cursor: world.start,
    message: "The agent knows nothing yet: every Q value is 0.",
  };
};

export default function Demo() {
  const [s, setS] = useState<State>(() => initial());
  const [hover, setHover] = useState<number | null>(null);
  const { world, agent, params } = s;
  const route = greedyRoute(world, agent.q);
  const last = agent.outcomes.slice(-10);
  const lastReturns = agent.returns.slice(-10);
  const avg = lastReturns.length ? lastReturns.reduce((a, b) => a + b, 0) / lastReturns.length : 0;
  const where = (i: number) => `column ${(i % world.width) + 1}, row ${Math.floor(i / world.width) + 1}`;

  const run = (n: number) =>
    setS((p) => ({
      ...p,
      agent: train(p.world, p.agent, n, p.params, p.seed),
      message: plural(n, { one: "Ran # episode.", other: "Ran # episodes." }),
    }));

  const setParam = (key: keyof Params, label: string) => (v: number) =>
    setS((p) => ({ ...p, params: { ...p.params, [key]: v }, message: `${label} set to ${v}.` }));

  const apply = (i: number) =>
    setS((p) => {
      if (p.tool === "start") {
        if (isTerminal(p.world.cells[i]) || p.world.cells[i] === "wall")
          return { ...p, message: "The start must be an empty cell." };
        return { ...p, world: { ...p.world, start: i }, message: `Start moved to ${where(i)}.` };
      }
      const world = withCell(p.world, i, p.tool);
      if (world === p.world)
        return {
          ...p,
          message: "The start can hold only empty ground or a coin, and the goal can be moved but not painted over.",
        };
      return {
        ...p,
        world,
        message: `Put ${CELL_WORDS[p.tool]} at ${where(i)}. The agent keeps what it learned: run more episodes to adapt.`,
      };
    });

  const describe = (i: number) => {
    const cell = world.cells[i] ?? "empty";
    if (cell === "wall" || isTerminal(cell)) return `${where(i)}: ${CELL_WORDS[cell]}.`;
    const qs = ACTIONS.map((a) => `${ACTION_NAMES[a]} ${f1(qOf(agent.q, i, a))}`).join(", ");
    return `${where(i)}: ${CELL_WORDS[cell]}${i === world.start ? " (start)" : ""}. Q: ${qs}.`;
  };

  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const d: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -world.width, ArrowDown: world.width };
    const step = d[e.key];
    if (step !== undefined) {
      e.preventDefault();
      const x = s.cursor % world.width;
      if ((step === -1 && x === 0) || (step === 1 && x === world.width - 1)) return;
      const next = s.cursor + step;
      if (next < 0 || next >= world.cells.length) return;
      setS((p) => ({ ...p, cursor: next, message: `Cursor at ${describe(next)}` }));
    } else if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      apply(s.cursor);
    }
  };

  const cellAt = (e: PointerEvent<SVGSVGElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const x = Math.floor(((e.clientX - r.left) / r.width) * world.width);
    const y = Math.floor(((e.clientY - r.top) / r.height) * world.height);
    return x >= 0 && y >= 0 && x < world.width && y < world.height ? y * world.width + x : null;
  };

  const routePoints = route.cells
    .map((c) => `${(c % world.width) * S + S / 2},${Math.floor(c / world.width) * S + S / 2}`)
    .join(" ");
  const summary =
    agent.episodes === 0
      ? "No episodes yet."
      : `After ${agent.episodes} episodes the greedy route ${ROUTE_WORDS[route.outcome]}. Last ${last.length}: ${
          last.filter((o) => o === "goal").length
        } reached the goal, ${last.filter((o) => o === "pit").length} fell in a pit; average reward ${avg.toFixed(1)}.`;

  return (
    <DemoFrame
      title="Q-learning in a gridworld"
      intro="The agent starts at S and learns by trial and error: +10 at the goal, −10 in a pit, a small cost per step. Predict first: how many episodes until it finds the goal? Then paint a +1 coin near the start and train again."
      status={`${s.message} ${summary}`}
      onReset={() => setS(initial())}
    >
      <div className="grid gap-4 sm:grid-cols-[3fr_2fr]">
        <div>
          <svg
            viewBox={`0 0 ${world.width * S} ${world.height * S}`}
            className="w-full select-none rounded border border-line"
            role="application"
            aria-label="Gridworld. Arrow keys move the cursor; Space or Enter paints with the chosen tool. Each cell shows its best action as an arrow and its value."
            // biome-ignore lint/a11y/noNoninteractiveTabindex: an application grid: arrow keys move a cursor, Space/Enter paints
            tabIndex={0}
            onKeyDown={onKeyDown}
            onPointerDown={(e) => {
              const c = cellAt(e);
              if (c === null) return;
              setS((p) => ({ ...p, cursor: c }));
              apply(c);
            }}
            onPointerMove={(e) => setHover(cellAt(e))}
            onPointerLeave={() => setHover(null)}
          >
            {world.cells.map((cell, i) => {
              const x = (i % world.width) * S;
              const y = Math.floor(i / world.width) * S;
              const v = bestValue(agent.q, i);
              const a = bestAction(agent.q, i);
              const open = cell === "empty" || cell === "coin";
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed positions
                <g key={i}>
                  <rect x={x} y={y} width={S} height={S} className={cell === "wall" ? "fill-muted" : "fill-surface"} />
                  {open && a !== null ? (
                    <rect
                      x={x}
                      y={y}
                      width={S}
                      height={S}
                      className={v >= 0 ? "fill-class-a" : "fill-class-b"}
                      fillOpacity={Math.min(0.35, (Math.abs(v) / 10) * 0.35 + 0.04)}
                    />
                  ) : null}
                  <rect x={x} y={y} width={S} height={S} className="fill-none stroke-line" />
                  {cell === "goal" ? <Goal x={x} y={y} /> : null}
                  {cell === "pit" ? <Pit x={x} y={y} /> : null}
                  {cell === "coin" ? (
                    <circle
                      cx={x + S / 2}
                      cy={y + S / 2}
                      r={17}
                      className="fill-none stroke-ink"
                      strokeWidth={2}
                      strokeDasharray="4 3"
                    />
                  ) : null}
                  {open && a !== null ? <Arrow x={x + S / 2} y={y + S / 2 - 6} dir={a} /> : null}
                  {open ? (
                    <text
                      x={x + S / 2}
                      y={y + S - 8}
                      textAnchor="middle"
                      fontSize={12}
                      fontWeight={600}
                      className="fill-ink"
                    >
                      {a === null ? "·" : f1(v)}
                    </text>
                  ) : null}
                  {i === world.start ? (
                    <text x={x + 4} y={y + 14} fontSize={13} fontWeight={700} className="fill-ink">
                      S
                    </text>
                  ) : null}
                </g>
              );
            })}
            {route.cells.length > 1 ? (
              <polyline
                points={routePoints}
                className="fill-none stroke-ink"
                strokeWidth={2.5}
                strokeDasharray="6 4"
                strokeLinejoin="round"
              />
            ) : null}
            <rect
              x={(s.cursor % world.width) * S + 2}
              y={Math.floor(s.cursor / world.width) * S + 2}
              width={S - 4}
              height={S - 4}
              className="pointer-events-none fill-none stroke-focus"
              strokeWidth={3}
            />
          </svg>
          <p className="mt-1 text-muted text-xs">
            Arrow = best action; number = its value (blue tint positive, orange negative); star = goal, cross = pit,
            dashed ring = coin; dashed line = greedy route.
          </p>
          <p className="mt-2 font-mono text-xs">{describe(hover ?? s.cursor)}</p>
        </div>
        <div className="flex flex-col gap-3">
          <Select
            label="Paint tool"
            value={s.tool}
            options={TOOLS}
            onChange={(tool) =>
              setS((p) => ({ ...p, tool, message: `Tool: ${TOOLS.find((t) => t.value === tool)?.label}.` }))
            }
          />
          <Slider
            label="Learning rate α"
            value={params.alpha}
            min={0}
            max={1}
            step={0.05}
            format={(v) => v.toFixed(2)}
            onChange={setParam("alpha", "Learning rate α")}
          />
          <Slider
            label="Discount γ"
            value={params.gamma}
            min={0}
            max={0.99}
            step={0.01}
            format={(v) => v.toFixed(2)}
            onChange={setParam("gamma", "Discount γ")}
          />
          <Slider
            label="Exploration ε"
            value={params.epsilon}
            min={0}
            max={1}
            step={0.05}
            format={(v) => v.toFixed(2)}
            onChange={setParam("epsilon", "Exploration ε")}
          />
          <Slider
            label="Step cost"
            value={params.stepCost}
            min={-1}
            max={0}
            step={0.05}
            format={(v) => v.toFixed(2)}
            onChange={setParam("stepCost", "Step cost")}
          />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => run(1)}>Run 1 episode</Button>
        <Button onClick={() => run(10)}>Run 10</Button>
        <Button onClick={() => run(500)}>Run 500</Button>
        <Button
          variant="secondary"
          onClick={() =>
            setS((p) => ({
              ...p,
              agent: newAgent(p.world),
              message: "The agent forgot everything; the map is unchanged.",
            }))
          }
        >
          Forget learning
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            setS((p) => ({
              ...p,
              agent: newAgent(p.world),
              seed: newSeed(),
              message: "New random exploration; the agent starts from scratch.",
            }))
          }
        >
          New random data
        </Button>
      </div>
      <RewardChart returns={agent.returns} />
    </DemoFrame>
  );
}

function Arrow({ x, y, dir }: { x: number; y: number; dir: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${dir * 90})`}>
      <path d="M0,-14 L9,-2 L3,-2 L3,12 L-3,12 L-3,-2 L-9,-2 Z" className="fill-ink" />
    </g>
  );
}

function Goal({ x, y }: { x: number; y: number }) {
  const pts = Array.from({ length: 10 }, (_, k) => {
    const r = k % 2 === 0 ? 18 : 8;
    const t = (Math.PI / 5) * k - Math.PI / 2;
    return `${x + S / 2 + r * Math.cos(t)},${y + S / 2 - 4 + r * Math.sin(t)}`;
  }).join(" ");
  return (
    <g>
      <polygon points={pts} className="fill-good" />
      <text x={x + S / 2} y={y + S - 5} textAnchor="middle" fontSize={11} fontWeight={700} className="fill-ink">
        +10
      </text>
    </g>
  );
}

function Pit({ x, y }: { x: number; y: number }) {
  const c = S / 2;
  return (
    <g>
      <path
        d={`M${x + c - 12},${y + c - 16} l24,24 M${x + c + 12},${y + c - 16} l-24,24`}
        className="stroke-bad"
        strokeWidth={6}
        strokeLinecap="round"
      />
      <text x={x + c} y={y + S - 5} textAnchor="middle" fontSize={11} fontWeight={700} className="fill-ink">
        −10
      </text>
    </g>
  );
}

function RewardChart({ returns }: { returns: readonly number[] }) {
  const shown = returns.slice(-500);
  const offset = returns.length - shown.length;
  const W = 360;
  const H = 110;
  const lo = Math.min(-12, ...shown);
  const hi = Math.max(12, ...shown);
  const px = (i: number) => (shown.length < 2 ? 0 : (i / (shown.length - 1)) * W);
  const py = (v: number) => H - ((v - lo) / (hi - lo)) * H;
  const avg = shown.map((_, i) => {
    const win = shown.slice(Math.max(0, i - 19), i + 1);
    return win.reduce((a, b) => a + b, 0) / win.length;
  });
  const label = shown.length
    ? `Reward per episode for episodes ${offset + 1} to ${returns.length}: from ${shown[0]?.toFixed(1)} at first to ${shown.at(-1)?.toFixed(1)} in the latest; 20-episode average now ${avg.at(-1)?.toFixed(1)}.`
    : "Reward per episode: no episodes yet.";
  return (
    <figure className="mt-4">
      <figcaption className="font-medium text-sm">Reward per episode (thin) and 20-episode average (thick)</figcaption>
      <svg viewBox={`-30 -6 ${W + 36} ${H + 24}`} className="mt-1 w-full max-w-lg" role="img" aria-label={label}>
        <line x1={0} x2={W} y1={py(0)} y2={py(0)} className="stroke-line" />
        <text x={-4} y={py(0) + 4} textAnchor="end" fontSize={10} className="fill-muted">
          0
        </text>
        <text x={-4} y={py(hi) + 8} textAnchor="end" fontSize={10} className="fill-muted">
          {Math.round(hi)}
        </text>
        <text x={-4} y={py(lo)} textAnchor="end" fontSize={10} className="fill-muted">
          {Math.round(lo)}
        </text>
        {shown.length > 1 ? (
          <>
            <polyline
              points={shown.map((v, i) => `${px(i)},${py(v)}`).join(" ")}
              className="fill-none stroke-muted"
              strokeWidth={0.8}
            />
            <polyline
              points={avg.map((v, i) => `${px(i)},${py(v)}`).join(" ")}
              className="fill-none stroke-accent"
              strokeWidth={2.5}
            />
          </>
        ) : null}
        <text x={W} y={H + 16} textAnchor="end" fontSize={10} className="fill-muted">
          {shown.length ? `episodes ${offset + 1}–${returns.length}` : "no episodes yet"}
        </text>
      </svg>
    </figure>
  );
}
