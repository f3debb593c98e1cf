import { useEffect, useMemo, useRef, useState } from "react";
import { Button, ClassMarker, DemoFrame, Select, Slider, Toggle, useReducedMotion } from "#app/demos/kit.tsx";
import { mulberry32, newSeed } from "#app/platform/random.ts";
import { plural } from "#app/site/plural.ts";
import {
  DEFAULT_SEED,
  DISTRICTS,
  type District,
  drawSample,
  histogram,
  METHODS,
  type Method,
  makePopulation,
  type Person,
  pct,
  reachable,
  summarize,
  yesShare,
} from "./logic.ts";

const BIN = 0.02;
const MAX_POLLS = 1000;
const pollRandom = (seed: number) => mulberry32(seed ^ 0x5bd1e995);
const points = (share: number) => `${Math.round(share * 1000) / 10}`;

function TownMap({ people, asked, revealed }: { people: Person[]; asked: Set<number>; revealed: boolean }) {
  const someone = asked.size > 0;
  return (
    <svg viewBox="0 0 400 240" className="w-full" aria-hidden="true">
      {(Object.keys(DISTRICTS) as District[]).map((d) => {
        const { x, label } = DISTRICTS[d];
        return (
          <g key={d}>
            <rect x={x[0] - 4} y={28} width={x[1] - x[0] + 8} height={208} rx={6} className="fill-raised" />
            <text x={(x[0] + x[1]) / 2} y={18} textAnchor="middle" className="fill-ink text-[13px]">
              {label}
            </text>
          </g>
        );
      })}
      {people.map((p) => {
        const wasAsked = asked.has(p.id);
        if (!revealed && !wasAsked) {
          return <circle key={p.id} cx={p.x} cy={p.y} r={1.6} className="fill-muted" opacity={someone ? 0.35 : 0.6} />;
        }
        return (
          <g key={p.id} opacity={someone && !wasAsked ? 0.3 : 1}>
            <ClassMarker cls={p.yes ? 0 : 1} x={p.x} y={p.y} size={wasAsked ? 3.6 : 2.6} />
          </g>
        );
      })}
    </svg>
  );
}

export default function Demo() {
  const reduced = useReducedMotion();
  const [seed, setSeed] = useState(DEFAULT_SEED);
  const [method, setMethod] = useState<Method>("random");
  const [n, setN] = useState(100);
  const [estimates, setEstimates] = useState<number[]>([]);
  const [asked, setAsked] = useState<Set<number>>(() => new Set());
  const [revealed, setRevealed] = useState(false);
  const [running, setRunning] = useState(false);
  const random = useRef(pollRandom(DEFAULT_SEED));
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const people = useMemo(() => makePopulation(seed), [seed]);
  const truth = yesShare(people);
  const canReach = method === "volunteers" ? null : reachable(people, method).length;
  const summary = summarize(estimates, truth);
  const bins = histogram(estimates, BIN);
  const tallest = Math.max(10, ...bins);

  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    setRunning(false);
  };
  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  function clearPolls() {
    stop();
    setEstimates([]);
    setAsked(new Set());
  }

  function restart(nextSeed: number) {
    clearPolls();
    setSeed(nextSeed);
    random.current = pollRandom(nextSeed);
  }

  function reset() {
    restart(DEFAULT_SEED);
    setMethod("random");
    setN(100);
    setRevealed(false);
  }

  function run(count: number) {
    stop();
    const samples = Array.from({ length: count }, () => drawSample(people, method, n, random.current));
    const add = (batch: Person[][], showLast = true) => {
      setEstimates((e) => [...e, ...batch.map(yesShare)].slice(-MAX_POLLS));
      const last = batch.at(-1);
      if (last && showLast) setAsked(new Set(last.map((p) => p.id)));
    };
    if (reduced || count === 1) {
      add(samples);
      return;
    }
    let i = 0;
    setAsked(new Set());
    setRunning(true);
    timer.current = setInterval(() => {
      add(samples.slice(i, i + 4), i + 4 >= samples.length);
      i += 4;
      if (i >= samples.length) stop();
    }, 40);
  }

  const lastSize = asked.size;
  const status = running
    ? "Running 100 polls…"
    : estimates.length === 0
      ? `${METHODS[method].label}, sample size ${n}. No polls yet. True split ${revealed ? `revealed: ${pct(truth)} yes` : "hidden"}.`
      : `${METHODS[method].label}, ${lastSize} people per poll: ${plural(summary.polls, { one: "# poll", other: "# polls" })}, average ${points(summary.mean)}% yes, spread ±${points(summary.spread)} points. ` +
        (revealed
          ? `True split ${points(truth)}% yes: the average is off by ${points(Math.abs(summary.bias))} points; ${Math.round(summary.within3 * 100)}% of polls land within 3 points.`
          : "True split hidden.");

  return (
    <DemoFrame
      title="Poll simulator"
      intro="1,000 fictional residents of Larkhaven answer: should the town build a tram line? Pick how the pollsters find people and how many they ask, run 100 polls, and predict where the results will pile up before you reveal the truth."
      status={status}
      onReset={reset}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Select
          label="How people are chosen"
          value={method}
          options={(Object.keys(METHODS) as Method[]).map((m) => ({ value: m, label: METHODS[m].label }))}
          onChange={(m) => {
            clearPolls();
            setMethod(m);
          }}
        />
        <Slider
          label="Sample size (people per poll)"
          value={n}
          min={10}
          max={300}
          step={10}
          onChange={(v) => {
            clearPolls();
            setN(v);
          }}
        />
      </div>
      <p className="mt-2 text-muted text-sm">
        {METHODS[method].explain}
        {canReach !== null && canReach < n
          ? ` Only ${canReach} people can be reached, so each poll asks all of them.`
          : ""}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button onClick={() => run(100)} disabled={running}>
          Run 100 polls
        </Button>
        <Button variant="secondary" onClick={() => run(1)} disabled={running}>
          Run 1 poll
        </Button>
        <Button variant="secondary" onClick={clearPolls}>
          Clear polls
        </Button>
        <Button variant="secondary" onClick={() => restart(newSeed())}>
          New random data
        </Button>
        <Toggle label="Reveal the true split" checked={revealed} onChange={setRevealed} />
      </div>

      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
        <figure>
          <TownMap people={people} asked={asked} revealed={revealed} />
          <figcaption className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted text-xs">
            <span className="inline-flex items-center gap-1">
              <svg viewBox="-6 -6 12 12" className="size-3.5" aria-hidden="true">
                <ClassMarker cls={0} x={0} y={0} size={4.5} />
              </svg>
              yes (for the tram)
            </span>
            <span className="inline-flex items-center gap-1">
              <svg viewBox="-6 -6 12 12" className="size-3.5" aria-hidden="true">
                <ClassMarker cls={1} x={0} y={1} size={4.2} />
              </svg>
              no
            </span>
            <span>
              {revealed ? "Everyone's answer is shown." : "Grey dots: not asked, answer unknown."}{" "}
              {lastSize > 0 ? `Larger markers: the ${lastSize} people in the latest poll.` : ""}
            </span>
          </figcaption>
        </figure>
        <figure>
          <svg
            viewBox="0 0 400 190"
            className="w-full"
            role="img"
            aria-label={`Histogram of ${summary.polls} poll results from 0% to 100% yes${summary.polls ? `, centered near ${points(summary.mean)}%` : ""}${revealed ? `; true split ${points(truth)}%` : ""}`}
          >
            <line x1={10} x2={390} y1={160} y2={160} className="stroke-line" />
            {bins.map((count, i) =>
              count ? (
                <rect
                  // biome-ignore lint/suspicious/noArrayIndexKey: bins are fixed positions
                  key={i}
                  x={10 + i * BIN * 380 + 0.5}
                  y={160 - (count / tallest) * 140}
                  width={BIN * 380 - 1}
                  height={(count / tallest) * 140}
                  className="fill-accent"
                />
              ) : null,
            )}
            {[0, 0.25, 0.5, 0.75, 1].map((t) => (
              <text
                key={t}
                x={10 + t * 380}
                y={176}
                textAnchor={t === 0 ? "start" : t === 1 ? "end" : "middle"}
                className="fill-muted text-[12px]"
              >
                {pct(t)}
              </text>
            ))}
            {summary.polls > 0 ? (
              <g>
                <line
                  x1={10 + summary.mean * 380}
                  x2={10 + summary.mean * 380}
                  y1={14}
                  y2={160}
                  className="stroke-ink"
                  strokeWidth={1.5}
                />
                <text x={10 + summary.mean * 380} y={10} textAnchor="middle" className="fill-ink text-[12px]">
                  average {points(summary.mean)}%
                </text>
              </g>
            ) : null}
            {revealed ? (
              <g>
                <line
                  x1={10 + truth * 380}
                  x2={10 + truth * 380}
                  y1={24}
                  y2={160}
                  className="stroke-good"
                  strokeWidth={2}
                  strokeDasharray="5 3"
                />
                <text x={10 + truth * 380} y={188} textAnchor="middle" className="fill-good font-semibold text-[12px]">
                  truth {points(truth)}%
                </text>
              </g>
            ) : null}
          </svg>
          <figcaption className="mt-1 text-muted text-xs">
            Each poll adds one block at the share of its sample that said yes. Solid line: average of the polls
            {revealed ? "; dashed line: the true split." : "."}
          </figcaption>
        </figure>
      </div>

      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">Polls run</dt>
          <dd className="font-mono">{summary.polls}</dd>
        </div>
        <div>
          <dt className="text-muted">Average result</dt>
          <dd className="font-mono">{summary.polls ? `${points(summary.mean)}% yes` : "–"}</dd>
        </div>
        <div>
          <dt className="text-muted">Spread (standard deviation)</dt>
          <dd className="font-mono">{summary.polls > 1 ? `±${points(summary.spread)} points` : "–"}</dd>
        </div>
        <div>
          <dt className="text-muted">True split</dt>
          <dd className="font-mono">{revealed ? `${points(truth)}% yes` : "hidden"}</dd>
        </div>
        <div>
          <dt className="text-muted">Average miss (bias)</dt>
          <dd className="font-mono">
            {revealed && summary.polls
              ? `${summary.bias >= 0 ? "+" : "−"}${points(Math.abs(summary.bias))} points`
              : "–"}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Polls within 3 points</dt>
          <dd className="font-mono">{revealed && summary.polls ? pct(summary.within3) : "–"}</dd>
        </div>
      </dl>
    </DemoFrame>
  );
}
