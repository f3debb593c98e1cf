import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button, ClassMarker, DemoFrame, Select, Slider, Toggle, useReducedMotion } from "#app/demos/kit.tsx";
import { mulberry32, newSeed } from "#app/platform/random.ts";
import { formatNumber, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
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
  reachable,
  summarize,
  yesShare,
} from "./logic.ts";

const BIN = 0.02;
const MAX_POLLS = 1000;
const pollRandom = (seed: number) => mulberry32(seed ^ 0x5bd1e995);

function TownMap({ people, asked, revealed }: { people: Person[]; asked: Set<number>; revealed: boolean }) {
  const { i18n } = useLingui();
  const someone = asked.size > 0;
  return (
    <svg viewBox="0 0 400 240" className="w-full" aria-hidden="true">
      {(Object.keys(DISTRICTS) as District[]).map((d) => {
        const { x, label } = DISTRICTS[d];
        return (
          <g key={d}>
            <rect x={x[0] - 4} y={28} width={x[1] - x[0] + 8} height={208} rx={6} className="fill-raised" />
            <text x={(x[0] + x[1]) / 2} y={18} textAnchor="middle" className="fill-ink text-[13px]">
              {i18n._(label)}
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
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const pct = (share: number) => numberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(share);
  const points = (share: number) => numberFormat(language, { maximumFractionDigits: 1 }).format(share * 100);
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
  const methodName = i18n._(METHODS[method].label);
  const polls = summary.polls;
  const mean = points(summary.mean);
  const spread = points(summary.spread);
  const trueShare = points(truth);
  const truePct = pct(truth);
  const off = points(Math.abs(summary.bias));
  const within = pct(summary.within3);
  const signedBias = `${summary.bias >= 0 ? "+" : "−"}${off}`;
  const residents = formatNumber(1000, language);
  const status = running
    ? t`Running 100 polls…`
    : estimates.length === 0
      ? revealed
        ? t`${methodName}, sample size ${n}. No polls yet. True split revealed: ${truePct} yes.`
        : t`${methodName}, sample size ${n}. No polls yet. True split hidden.`
      : `${t`${plural(polls, { one: `${methodName}, ${lastSize} people per poll: # poll, average ${mean}% yes, spread ±${spread} points.`, other: `${methodName}, ${lastSize} people per poll: # polls, average ${mean}% yes, spread ±${spread} points.` })}`} ${
          revealed
            ? t`True split ${trueShare}% yes: the average is off by ${off} points; ${within} of polls land within 3 points.`
            : t`True split hidden.`
        }`;

  return (
    <DemoFrame
      title={t`Poll simulator`}
      intro={t`${residents} fictional residents of Larkhaven answer: should the town build a tram line? Pick how the pollsters find people and how many they ask, run 100 polls, and predict where the results will pile up before you reveal the truth.`}
      status={status}
      onReset={reset}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Select
          label={t`How people are chosen`}
          value={method}
          options={(Object.keys(METHODS) as Method[]).map((m) => ({ value: m, label: i18n._(METHODS[m].label) }))}
          onChange={(m) => {
            clearPolls();
            setMethod(m);
          }}
        />
        <Slider
          label={t`Sample size (people per poll)`}
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
        {i18n._(METHODS[method].explain)}
        {canReach !== null && canReach < n ? (
          <>
            {" "}
            <Trans>Only {canReach} people can be reached, so each poll asks all of them.</Trans>
          </>
        ) : null}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button onClick={() => run(100)} disabled={running}>
          <Trans>Run 100 polls</Trans>
        </Button>
        <Button variant="secondary" onClick={() => run(1)} disabled={running}>
          <Trans>Run 1 poll</Trans>
        </Button>
        <Button variant="secondary" onClick={clearPolls}>
          <Trans>Clear polls</Trans>
        </Button>
        <Button variant="secondary" onClick={() => restart(newSeed())}>
          <Trans>New random data</Trans>
        </Button>
        <Toggle label={t`Reveal the true split`} checked={revealed} onChange={setRevealed} />
      </div>

      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
        <figure>
          <TownMap people={people} asked={asked} revealed={revealed} />
          <figcaption className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted text-xs">
            <span className="inline-flex items-center gap-1">
              <svg viewBox="-6 -6 12 12" className="size-3.5" aria-hidden="true">
                <ClassMarker cls={0} x={0} y={0} size={4.5} />
              </svg>
              <Trans>yes (for the tram)</Trans>
            </span>
            <span className="inline-flex items-center gap-1">
              <svg viewBox="-6 -6 12 12" className="size-3.5" aria-hidden="true">
                <ClassMarker cls={1} x={0} y={1} size={4.2} />
              </svg>
              <Trans comment="Answer to the poll">no</Trans>
            </span>
            <span>
              {revealed ? (
                <Trans>Everyone's answer is shown.</Trans>
              ) : (
                <Trans>Gray dots: not asked, answer unknown.</Trans>
              )}{" "}
              {lastSize > 0 ? <Trans>Larger markers: the {lastSize} people in the latest poll.</Trans> : null}
            </span>
          </figcaption>
        </figure>
        <figure>
          <svg
            viewBox="0 0 400 190"
            className="w-full"
            role="img"
            aria-label={[
              polls
                ? t`Histogram of ${polls} poll results from 0% to 100% yes, centered near ${mean}%`
                : t`Histogram of ${polls} poll results from 0% to 100% yes`,
              revealed ? t`true split ${trueShare}%` : "",
            ]
              .filter(Boolean)
              .join("; ")}
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
                  <Trans>average {mean}%</Trans>
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
                  <Trans>truth {trueShare}%</Trans>
                </text>
              </g>
            ) : null}
          </svg>
          <figcaption className="mt-1 text-muted text-xs">
            {revealed ? (
              <Trans>
                Each poll adds one block at the share of its sample that said yes. Solid line: average of the polls;
                dashed line: the true split.
              </Trans>
            ) : (
              <Trans>
                Each poll adds one block at the share of its sample that said yes. Solid line: average of the polls.
              </Trans>
            )}
          </figcaption>
        </figure>
      </div>

      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">
            <Trans>Polls run</Trans>
          </dt>
          <dd className="font-mono">{summary.polls}</dd>
        </div>
        <div>
          <dt className="text-muted">
            <Trans>Average result</Trans>
          </dt>
          <dd className="font-mono">{summary.polls ? t`${mean}% yes` : "–"}</dd>
        </div>
        <div>
          <dt className="text-muted">
            <Trans>Spread (standard deviation)</Trans>
          </dt>
          <dd className="font-mono">{summary.polls > 1 ? t`±${spread} points` : "–"}</dd>
        </div>
        <div>
          <dt className="text-muted">
            <Trans>True split</Trans>
          </dt>
          <dd className="font-mono">{revealed ? t`${trueShare}% yes` : t`hidden`}</dd>
        </div>
        <div>
          <dt className="text-muted">
            <Trans>Average miss (bias)</Trans>
          </dt>
          <dd className="font-mono">{revealed && summary.polls ? t`${signedBias} points` : "–"}</dd>
        </div>
        <div>
          <dt className="text-muted">
            <Trans>Polls within 3 points</Trans>
          </dt>
          <dd className="font-mono">{revealed && summary.polls ? pct(summary.within3) : "–"}</dd>
        </div>
      </dl>
    </DemoFrame>
  );
}
