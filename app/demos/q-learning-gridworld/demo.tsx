import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type PointerEvent, useState } from "react";
import { Button, DemoFrame, Select, Slider } from "#app/demos/kit.tsx";
import { newSeed } from "#app/platform/random.ts";
import { type Language, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
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
const TOOLS = [
  { value: "coin", label: msg`Coin (+1, pays every visit)` },
  { value: "wall", label: msg`Wall` },
  { value: "pit", label: msg`Pit (−10, ends episode)` },
  { value: "empty", label: msg`Empty (erase)` },
  { value: "goal", label: msg`Move goal (+10, ends episode)` },
  { value: "start", label: msg`Move start` },
] as const satisfies readonly { value: Tool; label: unknown }[];
const ACTION_WORDS = [
  msg({ message: "up", comment: "An action of the agent: move up" }),
  msg({ message: "right", comment: "An action of the agent: move right" }),
  msg({ message: "down", comment: "An action of the agent: move down" }),
  msg({ message: "left", comment: "An action of the agent: move left" }),
] as const;
const START_SEED = 1;
const S = 60;
const CELL_WORDS = {
  empty: msg({ message: "empty", comment: "A gridworld cell with nothing on it" }),
  wall: msg({ message: "wall", comment: "A gridworld cell" }),
  goal: msg({ message: "goal", comment: "A gridworld cell" }),
  pit: msg({ message: "pit", comment: "A gridworld cell" }),
  coin: msg({ message: "coin", comment: "A gridworld cell" }),
} satisfies Record<Cell, unknown>;
const fixed = (v: number, digits: number, language: Language) =>
  numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);
const f1In = (language: Language) => (v: number) => (Math.abs(v) < 0.05 ? "0" : fixed(v, 1, language));

type State = { world: World; agent: Agent; params: Params; seed: number; tool: Tool; cursor: number; message: string };

const initial = (message: string, seed = START_SEED): State => {
  const world = defaultWorld();
  return {
    world,
    agent: newAgent(world),
    params: DEFAULT_PARAMS,
    seed,
    tool: "coin",
    cursor: world.start,
    message,
  };
};

export default function Demo() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const f1 = f1In(language);
  const two = (v: number) => fixed(v, 2, language);
  const fresh = () => initial(t`The agent knows nothing yet: every Q value is 0.`);
  const [s, setS] = useState<State>(fresh);
  const [hover, setHover] = useState<number | null>(null);
  const { world, agent, params } = s;
  const route = greedyRoute(world, agent.q);
  const last = agent.outcomes.slice(-10);
  const lastReturns = agent.returns.slice(-10);
  const avg = lastReturns.length ? lastReturns.reduce((a, b) => a + b, 0) / lastReturns.length : 0;
  const where = (i: number) => {
    const column = (i % world.width) + 1;
    const row = Math.floor(i / world.width) + 1;
    return t`column ${column}, row ${row}`;
  };

  const run = (n: number) =>
    setS((p) => ({
      ...p,
      agent: train(p.world, p.agent, n, p.params, p.seed),
      message: t`${plural(n, { one: "Ran # episode.", other: "Ran # episodes." })}`,
    }));

  const setParam = (key: keyof Params, label: string) => (v: number) => {
    const value = two(v);
    setS((p) => ({ ...p, params: { ...p.params, [key]: v }, message: t`${label} set to ${value}.` }));
  };

  const apply = (i: number) =>
    setS((p) => {
      if (p.tool === "start") {
        if (isTerminal(p.world.cells[i]) || p.world.cells[i] === "wall")
          return { ...p, message: t`The start must be an empty cell.` };
        const place = where(i);
        return { ...p, world: { ...p.world, start: i }, message: t`Start moved to ${place}.` };
      }
      const world = withCell(p.world, i, p.tool);
      if (world === p.world)
        return {
          ...p,
          message: t`The start can hold only empty ground or a coin, and the goal can be moved but not painted over.`,
        };
      const cellName = i18n._(CELL_WORDS[p.tool]);
      const place = where(i);
      return {
        ...p,
        world,
        message: t`Put ${cellName} at ${place}. The agent keeps what it learned: run more episodes to adapt.`,
      };
    });

  const describe = (i: number) => {
    const cell = world.cells[i] ?? "empty";
    const place = where(i);
    const cellName = i18n._(CELL_WORDS[cell]);
    if (cell === "wall" || isTerminal(cell)) return t`${place}: ${cellName}.`;
    const qs = ACTIONS.map((a) => `${i18n._(ACTION_WORDS[a])} ${f1(qOf(agent.q, i, a))}`).join(", ");
    return i === world.start ? t`${place}: ${cellName} (start). Q: ${qs}.` : t`${place}: ${cellName}. Q: ${qs}.`;
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
      const cell = describe(next);
      setS((p) => ({ ...p, cursor: next, message: t`Cursor at ${cell}` }));
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

  const toolOptions = TOOLS.map((o) => ({ value: o.value as Tool, label: i18n._(o.label) }));
  const alphaLabel = t`Learning rate α`;
  const gammaLabel = t`Discount γ`;
  const epsilonLabel = t`Exploration ε`;
  const stepCostLabel = t`Step cost`;
  const routePoints = route.cells
    .map((c) => `${(c % world.width) * S + S / 2},${Math.floor(c / world.width) * S + S / 2}`)
    .join(" ");
  const episodes = agent.episodes;
  const routeText = {
    goal: t`${plural(episodes, { one: "After # episode the greedy route reaches the goal.", other: "After # episodes the greedy route reaches the goal." })}`,
    pit: t`${plural(episodes, { one: "After # episode the greedy route falls into a pit.", other: "After # episodes the greedy route falls into a pit." })}`,
    loop: t`${plural(episodes, { one: "After # episode the greedy route goes round in a loop and never finishes.", other: "After # episodes the greedy route goes round in a loop and never finishes." })}`,
    stuck: t`${plural(episodes, { one: "After # episode the greedy route has not learned anything yet.", other: "After # episodes the greedy route has not learned anything yet." })}`,
    timeout: t`${plural(episodes, { one: "After # episode the greedy route wanders without finishing.", other: "After # episodes the greedy route wanders without finishing." })}`,
  }[route.outcome];
  const recent = last.length;
  const goals = last.filter((o) => o === "goal").length;
  const pits = last.filter((o) => o === "pit").length;
  const average = fixed(avg, 1, language);
  const summary =
    episodes === 0
      ? t`No episodes yet.`
      : `${routeText} ${t`Last ${recent}: ${goals} reached the goal, ${pits} fell in a pit; average reward ${average}.`}`;

  return (
    <DemoFrame
      title={t`Q-learning in a gridworld`}
      intro={t`The agent starts at S and learns by trial and error: +10 at the goal, −10 in a pit, a small cost per step. Predict first: how many episodes until it finds the goal? Then paint a +1 coin near the start and train again.`}
      status={`${s.message} ${summary}`}
      onReset={() => setS(fresh())}
    >
      <div className="grid gap-4 sm:grid-cols-[3fr_2fr]">
        <div>
          <svg
            viewBox={`0 0 ${world.width * S} ${world.height * S}`}
            className="w-full select-none rounded border border-line"
            role="application"
            aria-label={t`Gridworld. Arrow keys move the cursor; Space or Enter paints with the chosen tool. Each cell shows its best action as an arrow and its value.`}
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
                      <Trans comment="The mark of the start cell on the grid; the demo's introduction says the agent starts at S">
                        S
                      </Trans>
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
            <Trans>
              Arrow = best action; number = its value (blue tint positive, orange negative); star = goal, cross = pit,
              dashed ring = coin; dashed line = greedy route.
            </Trans>
          </p>
          <p className="mt-2 font-mono text-xs">{describe(hover ?? s.cursor)}</p>
        </div>
        <div className="flex flex-col gap-3">
          <Select
            label={t`Paint tool`}
            value={s.tool}
            options={toolOptions}
            onChange={(tool) => {
              const name = toolOptions.find((o) => o.value === tool)?.label ?? "";
              setS((p) => ({ ...p, tool, message: t`Tool: ${name}.` }));
            }}
          />
          <Slider
            label={alphaLabel}
            value={params.alpha}
            min={0}
            max={1}
            step={0.05}
            format={two}
            onChange={setParam("alpha", alphaLabel)}
          />
          <Slider
            label={gammaLabel}
            value={params.gamma}
            min={0}
            max={0.99}
            step={0.01}
            format={two}
            onChange={setParam("gamma", gammaLabel)}
          />
          <Slider
            label={epsilonLabel}
            value={params.epsilon}
            min={0}
            max={1}
            step={0.05}
            format={two}
            onChange={setParam("epsilon", epsilonLabel)}
          />
          <Slider
            label={stepCostLabel}
            value={params.stepCost}
            min={-1}
            max={0}
            step={0.05}
            format={two}
            onChange={setParam("stepCost", stepCostLabel)}
          />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => run(1)}>
          <Trans>Run 1 episode</Trans>
        </Button>
        <Button onClick={() => run(10)}>
          <Trans>Run 10</Trans>
        </Button>
        <Button onClick={() => run(500)}>
          <Trans>Run 500</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            setS((p) => ({
              ...p,
              agent: newAgent(p.world),
              message: t`The agent forgot everything; the map is unchanged.`,
            }))
          }
        >
          <Trans>Forget learning</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            setS((p) => ({
              ...p,
              agent: newAgent(p.world),
              seed: newSeed(),
              message: t`New random exploration; the agent starts from scratch.`,
            }))
          }
        >
          <Trans>New random data</Trans>
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
  const { t } = useLingui();
  const language = useLanguage();
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
  const from = offset + 1;
  const to = returns.length;
  const first = fixed(shown[0] ?? 0, 1, language);
  const latest = fixed(shown.at(-1) ?? 0, 1, language);
  const average = fixed(avg.at(-1) ?? 0, 1, language);
  const label = shown.length
    ? t`Reward per episode for episodes ${from} to ${to}: from ${first} at first to ${latest} in the latest; 20-episode average now ${average}.`
    : t`Reward per episode: no episodes yet.`;
  return (
    <figure className="mt-4">
      <figcaption className="font-medium text-sm">
        <Trans>Reward per episode (thin) and 20-episode average (thick)</Trans>
      </figcaption>
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
          {shown.length ? t`episodes ${from}–${to}` : t`no episodes yet`}
        </text>
      </svg>
    </figure>
  );
}
