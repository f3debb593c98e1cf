import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState } from "react";
import { ColumnHeader, Table } from "#app/components/ui/table.tsx";
import { Button, DemoFrame, Select, Toggle, useReducedMotion } from "#app/demos/kit.tsx";
import { formatNumber } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  ALGORITHMS,
  type Algorithm,
  DEFAULT_GOAL,
  DEFAULT_START,
  type FrontierEntry,
  priority,
  ROADS,
  result,
  TOWNS,
  town,
  trace,
} from "./logic.ts";

const S = 4; // map units (km) to SVG units
const PAD = 14;
const name = (id: string) => town(id).name;
/** Where each town's name goes, relative to the town, so that labels do not collide. */
function labelPlace(id: string, x: number, y: number): { dx: number; dy: number; anchor: "start" | "middle" | "end" } {
  if (id === "K") return { dx: -14, dy: -25, anchor: "start" };
  if (id === "G") return { dx: 0, dy: 38, anchor: "middle" };
  if (x > 85) return { dx: 18, dy: y > 50 ? 36 : -25, anchor: "end" };
  if (x < 15) return { dx: -18, dy: -25, anchor: "start" };
  return { dx: 0, dy: y > 50 ? 36 : -25, anchor: "middle" };
}
const townOptions = TOWNS.map((t) => ({ value: t.id, label: `${t.id} · ${t.name}` }));

const ORDER_NOTE = {
  bfs: msg`A queue: first in, first out. Takes the town that has waited longest.`,
  dfs: msg`A stack: last in, first out. Always follows the newest discovery.`,
  dijkstra: msg`Takes the town with the smallest g: distance driven so far.`,
  greedy: msg`Takes the town with the smallest h: straight-line distance to the goal.`,
  astar: msg`Takes the town with the smallest f = g + h: driven so far plus the estimate still to go.`,
} satisfies Record<Algorithm, unknown>;

function priorityText(algo: Algorithm, e: FrontierEntry, position: number): string {
  const p = priority(algo, e);
  return p === null ? `#${position + 1}` : Math.round(p).toString();
}

export default function Demo() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const km = (v: number) => `${formatNumber(Math.round(v), language)} km`;
  const algorithmOptions = ALGORITHMS.map((a) => ({ value: a.value, label: i18n._(a.label) }));
  const [start, setStart] = useState(DEFAULT_START);
  const [goal, setGoal] = useState(DEFAULT_GOAL);
  const [algo, setAlgo] = useState<Algorithm>("astar");
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [compare, setCompare] = useState(false);
  const reduced = useReducedMotion();

  const steps = useMemo(() => trace(algo, start, goal), [algo, start, goal]);
  const snap = steps[Math.min(step, steps.length - 1)] ?? steps[0];
  const last = step >= steps.length - 1;

  useEffect(() => {
    if (!playing) return;
    if (last) {
      setPlaying(false);
      return;
    }
    if (reduced) {
      setStep(steps.length - 1);
      return;
    }
    const t = setTimeout(() => setStep((s) => s + 1), 700);
    return () => clearTimeout(t);
  }, [playing, last, reduced, steps.length]);

  if (!snap) return null;
  const algoLabel = algorithmOptions.find((a) => a.value === algo)?.label ?? algo;
  const pathEdges = new Set(snap.path.slice(1).map((id, i) => [id, snap.path[i]].sort().join("")));
  const frontierIds = snap.frontier.map((e) => e.id);

  const restart = (changes: () => void) => {
    changes();
    setStep(0);
    setPlaying(false);
  };

  const townList = TOWNS.map((town) => `${town.id} ${town.name}`).join(", ");
  const startLabel = (town: string) => t`${town} (start)`;
  const goalLabel = (town: string) => t`${town} (goal)`;
  const from = name(start);
  const to = name(goal);
  const route = snap.path.map(name).join(" → ");
  const distance = km(snap.cost);
  const roads = snap.path.length - 1;
  const expanded = snap.explored.length;
  const frontier = snap.frontier.map((e) => name(e.id)).join(", ");
  let status: string;
  if (snap.current === null) {
    status = t`${algoLabel} from ${from} to ${to}: the frontier holds only ${from}. Press Step.`;
  } else if (snap.found) {
    status = `${t`${plural(roads, { one: `${algoLabel} reached ${to}: route ${route}, ${distance} over # road;`, other: `${algoLabel} reached ${to}: route ${route}, ${distance} over # roads;` })}`} ${t`${plural(expanded, { one: "# town expanded.", other: "# towns expanded." })}`}`;
  } else {
    const current = name(snap.current);
    status = `${frontier ? t`${algoLabel}, step ${step}: expanded ${current} (${distance} so far). Frontier: ${frontier}.` : t`${algoLabel}, step ${step}: expanded ${current} (${distance} so far). Frontier: empty.`} ${t`${plural(expanded, { one: "# town expanded.", other: "# towns expanded." })}`}`;
  }

  return (
    <DemoFrame
      title={t`Route finder`}
      intro={t`Pick a start, a goal and a search algorithm, then press Step to watch which towns it explores. Predict first: which algorithm expands the fewest towns, and which finds the shortest route?`}
      status={status}
      onReset={() =>
        restart(() => {
          setStart(DEFAULT_START);
          setGoal(DEFAULT_GOAL);
          setAlgo("astar");
          setCompare(false);
        })
      }
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Select
          label={t({ message: "Start", comment: "The town where the trip starts" })}
          value={start}
          options={townOptions}
          onChange={(v) => restart(() => setStart(v))}
        />
        <Select
          label={t({ message: "Goal", comment: "The town where the trip ends" })}
          value={goal}
          options={townOptions}
          onChange={(v) => restart(() => setGoal(v))}
        />
        <Select
          label={t`Algorithm`}
          value={algo}
          options={algorithmOptions}
          onChange={(v) => restart(() => setAlgo(v))}
        />
      </div>

      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => setStep((s) => Math.min(s + 1, steps.length - 1))} disabled={last || playing}>
          <Trans comment="Button: one step of the search">Step</Trans>
        </Button>
        <Button onClick={() => setPlaying((p) => !p)} disabled={last}>
          {playing ? t`Pause` : t`Run to the end`}
        </Button>
        <Button variant="secondary" onClick={() => restart(() => undefined)} disabled={step === 0}>
          <Trans>Restart search</Trans>
        </Button>
      </div>

      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        <div className="rounded-md bg-raised p-2">
          <dt className="text-muted text-xs">
            <Trans>Towns expanded</Trans>
          </dt>
          <dd className="font-mono font-semibold">{snap.explored.length}</dd>
        </div>
        <div className="rounded-md bg-raised p-2">
          <dt className="text-muted text-xs">{snap.found ? t`Route length` : t`Route to current town`}</dt>
          <dd className="font-mono font-semibold">
            {snap.current === null
              ? "–"
              : t`${plural(roads, { one: `${distance}, # road`, other: `${distance}, # roads` })}`}
          </dd>
        </div>
        <div className="col-span-2 rounded-md bg-raised p-2 sm:col-span-1">
          <dt className="text-muted text-xs">
            <Trans>Result</Trans>
          </dt>
          <dd className="font-semibold">{snap.found ? t`Goal reached` : snap.done ? t`No route` : t`Searching…`}</dd>
        </div>
      </dl>

      <svg
        viewBox={`${-PAD} ${-PAD} ${100 * S + 2 * PAD + 40} ${70 * S + 2 * PAD}`}
        className="mx-auto mt-3 w-full max-w-xl"
        role="img"
        aria-label={`${t`Map of 12 towns joined by 19 roads.`} ${status}`}
      >
        {ROADS.map((r) => {
          const a = town(r.a);
          const b = town(r.b);
          const onPath = pathEdges.has([r.a, r.b].sort().join(""));
          return (
            <g key={r.a + r.b}>
              <line
                x1={a.x * S}
                y1={a.y * S}
                x2={b.x * S}
                y2={b.y * S}
                className={onPath ? "stroke-accent" : "stroke-line"}
                strokeWidth={onPath ? 6 : 3}
                strokeLinecap="round"
              />
              <text
                x={((a.x + b.x) / 2) * S}
                y={((a.y + b.y) / 2) * S + 4}
                textAnchor="middle"
                className="fill-muted stroke-surface font-mono text-[14px]"
                strokeWidth={3}
                paintOrder="stroke"
              >
                {r.km}
              </text>
            </g>
          );
        })}
        {TOWNS.map((t) => {
          const isCurrent = snap.current === t.id;
          const explored = snap.explored.includes(t.id);
          const inFrontier = frontierIds.includes(t.id);
          const circle = isCurrent
            ? "fill-accent stroke-ink"
            : explored
              ? "fill-raised stroke-ink"
              : inFrontier
                ? "fill-surface stroke-accent"
                : "fill-surface stroke-line";
          const label = labelPlace(t.id, t.x, t.y);
          return (
            <g key={t.id}>
              {t.id === goal ? (
                <circle cx={t.x * S} cy={t.y * S} r={20} fill="none" className="stroke-ink" strokeWidth={2} />
              ) : null}
              <circle
                cx={t.x * S}
                cy={t.y * S}
                r={15}
                className={circle}
                strokeWidth={inFrontier || isCurrent ? 3.5 : 2}
                strokeDasharray={inFrontier && !isCurrent ? "5 3" : undefined}
              />
              <text
                x={t.x * S}
                y={t.y * S + 5.5}
                textAnchor="middle"
                className={`font-bold text-[16px] ${isCurrent ? "fill-on-accent" : "fill-ink"}`}
              >
                {explored && !isCurrent ? `${t.id}✓` : t.id}
              </text>
              <text
                x={t.x * S + label.dx}
                y={t.y * S + label.dy}
                textAnchor={label.anchor}
                className="fill-ink stroke-surface text-[14px] max-sm:hidden"
                strokeWidth={3}
                paintOrder="stroke"
              >
                {t.id === start ? startLabel(t.name) : t.id === goal ? goalLabel(t.name) : t.name}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="text-muted text-xs">
        <Trans>
          Dashed ring: on the frontier. ✓ and shaded: expanded. Filled: being expanded now. Double ring: the goal. Thick
          road: best route to the current town. Road numbers are km.
        </Trans>
      </p>
      <p className="mt-1 text-muted text-xs sm:hidden">
        <Trans>
          Towns: {townList}. Start {start}, goal {goal}.
        </Trans>
      </p>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <h4 className="font-medium text-sm">
            <Trans>Frontier (next to expand first)</Trans>
          </h4>
          <p className="text-muted text-xs">{i18n._(ORDER_NOTE[algo])}</p>
          {snap.frontier.length === 0 ? (
            <p className="mt-2 text-sm">
              <Trans comment="The frontier is empty">Empty.</Trans>
            </p>
          ) : (
            <Table
              caption={t`The frontier, next town to expand first`}
              className="mt-2 w-full text-left text-sm"
              headClassName="text-muted text-xs"
              headRowClassName=""
              head={
                <>
                  <ColumnHeader className="py-1 font-medium">
                    <Trans>Town</Trans>
                  </ColumnHeader>
                  <ColumnHeader className="font-medium">g (km)</ColumnHeader>
                  <ColumnHeader className="font-medium">h (km)</ColumnHeader>
                  <ColumnHeader className="font-medium">
                    {algo === "bfs" || algo === "dfs" ? t`Order` : t`Priority`}
                  </ColumnHeader>
                </>
              }
              bodyClassName="font-mono"
            >
              {snap.frontier.map((e, i) => (
                <tr key={e.id} className={`border-line border-t ${i === 0 ? "font-bold" : ""}`}>
                  <td className="py-1 font-sans">
                    {i === 0 ? "→ " : ""}
                    {name(e.id)}
                  </td>
                  <td>{Math.round(e.g)}</td>
                  <td>{Math.round(e.h)}</td>
                  <td>{priorityText(algo, e, i)}</td>
                </tr>
              ))}
            </Table>
          )}
        </div>
        <div>
          <h4 className="font-medium text-sm">
            <Trans>Expanded, in order</Trans>
          </h4>
          <p className="mt-1 text-sm">{snap.explored.length ? snap.explored.map(name).join(" → ") : t`None yet.`}</p>
          <div className="mt-3">
            <Toggle label={t`Compare all five algorithms on this trip`} checked={compare} onChange={setCompare} />
          </div>
          {compare ? (
            <Table
              caption={t`All five algorithms on this trip: towns expanded and the route found`}
              className="mt-2 w-full text-left text-sm"
              headClassName="text-muted text-xs"
              headRowClassName=""
              head={
                <>
                  <ColumnHeader className="py-1 font-medium">
                    <Trans>Algorithm</Trans>
                  </ColumnHeader>
                  <ColumnHeader className="font-medium">
                    <Trans comment="Column: towns expanded">Expanded</Trans>
                  </ColumnHeader>
                  <ColumnHeader className="font-medium">
                    <Trans>Route</Trans>
                  </ColumnHeader>
                </>
              }
            >
              {algorithmOptions.map((a) => {
                const r = result(a.value, start, goal);
                return (
                  <tr key={a.value} className="border-line border-t">
                    <td className="py-1">{a.label}</td>
                    <td className="font-mono">{r.expanded}</td>
                    <td className="whitespace-nowrap font-mono">
                      {r.found ? km(r.km) : t({ message: "none", comment: "No route found" })}
                    </td>
                  </tr>
                );
              })}
            </Table>
          ) : null}
        </div>
      </div>
    </DemoFrame>
  );
}
