import { Trans, useLingui } from "@lingui/react/macro";
import { type PointerEvent, useMemo, useRef, useState } from "react";
import { ColumnHeader, RowHeader, Table } from "#app/components/ui/table.tsx";
import { Button, ClassMarker, DemoFrame, Select, Slider, Toggle } from "#app/demos/kit.tsx";
import { newSeed } from "#app/platform/random.ts";
import { type Language, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  bestSplit,
  CITY_NAMES,
  type Counts,
  DEFAULT_SEED,
  evaluateStump,
  FEATURE_KEYS,
  FEATURES,
  type Feature,
  featureRange,
  formatFeature,
  growTree,
  makeDays,
  makeHomes,
  partialCorrelation,
  pearson,
  type TreeNode,
  treeAccuracy,
} from "./logic.ts";

const W = 400;
const H = 300;
const PAD = { left: 44, right: 12, top: 24, bottom: 40 };
const percentIn = (language: Language) => (x: number) =>
  numberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(Math.round(x * 1000) / 1000);
const twoIn = (language: Language) => (x: number) =>
  numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);

function Marker({ cls }: { cls: 0 | 1 }) {
  return (
    <svg viewBox="-7 -7 14 14" className="inline size-3.5 align-[-2px]" aria-hidden="true">
      <ClassMarker cls={cls} x={0} y={cls ? 1 : 0} size={cls ? 5 : 5.5} />
    </svg>
  );
}

function CityName({ cls, short = false }: { cls: 0 | 1; short?: boolean }) {
  const { t } = useLingui();
  const city = CITY_NAMES[cls];
  return (
    <span className="whitespace-nowrap">
      <Marker cls={cls} /> {short ? city : cls ? t`${city} (orange triangle)` : t`${city} (blue circle)`}
    </span>
  );
}

function CountsText({ c }: { c: Counts }) {
  const [seabright, hollowfell] = c;
  return (
    <Trans>
      {seabright} Seabright, {hollowfell} Hollowfell
    </Trans>
  );
}

function TreeView({ node }: { node: TreeNode }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  if (node.kind === "leaf") {
    return (
      <div className="rounded-md border border-line bg-raised p-2 text-xs">
        <p className="font-mono">
          <CountsText c={node.counts} />
        </p>
        <p className="mt-0.5">
          <Trans>
            predicts <CityName cls={node.predicts} short />
          </Trans>
        </p>
      </div>
    );
  }
  const question = i18n._(FEATURES[node.feature].short);
  const at = formatFeature(node.feature, node.threshold, language);
  return (
    <div className="rounded-md border border-line p-2 text-xs">
      <p className="font-semibold">
        <Trans>
          Is {question} ≤ {at}?
        </Trans>
      </p>
      <p className="font-mono text-muted">
        <CountsText c={node.counts} />
      </p>
      <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        <li>
          <p className="mb-1 font-medium">
            <Trans>Yes →</Trans>
          </p>
          <TreeView node={node.left} />
        </li>
        <li>
          <p className="mb-1 font-medium">
            <Trans>No →</Trans>
          </p>
          <TreeView node={node.right} />
        </li>
      </ul>
    </div>
  );
}

function scale([lo, hi]: [number, number], from: number, to: number) {
  const span = hi - lo || 1;
  return (v: number) => from + ((v - lo) / span) * (to - from);
}

export default function Demo() {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const pctText = percentIn(language);
  const two = twoIn(language);
  const featureOptions = FEATURE_KEYS.map((f) => ({ value: f, label: i18n._(FEATURES[f].label) }));
  const short = (f: Feature) => i18n._(FEATURES[f].short);
  const feature = (f: Feature, v: number) => formatFeature(f, v, language);
  const [tab, setTab] = useState<"stump" | "correlation">("stump");
  const [seed, setSeed] = useState(DEFAULT_SEED);
  const [xFeature, setXFeature] = useState<Feature>("yearBuilt");
  const [yFeature, setYFeature] = useState<Feature>("size");
  const [threshold, setThreshold] = useState(1970);
  const [tree, setTree] = useState<TreeNode | null>(null);
  const [strength, setStrength] = useState(0.7);
  const [revealed, setRevealed] = useState(false);
  const dragging = useRef(false);

  const homes = useMemo(() => makeHomes(seed), [seed]);
  const days = useMemo(() => makeDays(seed, strength), [seed, strength]);
  const xRange = featureRange(homes, xFeature);
  const yRange = featureRange(homes, yFeature);
  const sx = scale(xRange, PAD.left, W - PAD.right);
  const sy = scale(yRange, H - PAD.bottom, PAD.top);
  const stump = evaluateStump(homes, xFeature, threshold);
  const step = xFeature === "pricePerM2" ? 5 : 0.5;

  const ice = days.map((d) => d.iceCreams);
  const burns = days.map((d) => d.sunburns);
  const r = pearson(ice, burns);
  const rPartial = partialCorrelation(
    ice,
    burns,
    days.map((d) => d.sunshine),
  );
  const ix = scale([Math.min(...ice), Math.max(...ice)], PAD.left, W - PAD.right);
  const iy = scale([Math.min(...burns), Math.max(...burns)], H - PAD.bottom, PAD.top);

  function chooseX(f: Feature) {
    setXFeature(f);
    const [lo, hi] = featureRange(homes, f);
    setThreshold(Math.round((lo + hi) / 2 / step) * step);
  }

  function autoSplit() {
    const best = bestSplit(homes);
    setXFeature(best.feature);
    if (best.feature === yFeature) setYFeature(xFeature);
    setThreshold(best.threshold);
  }

  function reset() {
    setTab("stump");
    setSeed(DEFAULT_SEED);
    setXFeature("yearBuilt");
    setYFeature("size");
    setThreshold(1970);
    setTree(null);
    setStrength(0.7);
    setRevealed(false);
  }

  function dragTo(e: PointerEvent<SVGSVGElement>) {
    const box = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width) * W;
    const [lo, hi] = xRange;
    const v = lo + ((x - PAD.left) / (W - PAD.left - PAD.right)) * (hi - lo);
    setThreshold(Math.min(hi, Math.max(lo, Math.round(v / step) * step)));
  }

  const question = short(xFeature);
  const at = feature(xFeature, threshold);
  const [yesSeabright, yesHollowfell] = stump.left;
  const [noSeabright, noHollowfell] = stump.right;
  const yesCity = CITY_NAMES[stump.leftPredicts];
  const noCity = CITY_NAMES[stump.rightPredicts];
  const accuracy = pctText(stump.accuracy);
  const correct = stump.correct;
  const total = homes.length;
  const treeScore = tree ? pctText(treeAccuracy(tree, homes)) : "";
  const strengthText = two(strength);
  const rText = two(r);
  const rPartialText = two(rPartial);
  const status =
    tab === "stump"
      ? [
          t`Question: is ${question} ≤ ${at}? Yes side: ${yesSeabright} Seabright and ${yesHollowfell} Hollowfell, so it predicts ${yesCity}; no side: ${noSeabright} Seabright and ${noHollowfell} Hollowfell, so it predicts ${noCity}. Accuracy ${accuracy} (${correct} of ${total}).`,
          tree ? t`Depth-2 tree accuracy ${treeScore}.` : "",
        ]
          .filter(Boolean)
          .join(" ")
      : `${t`Hidden factor strength ${strengthText}: ice creams sold and sunburn cases have r = ${rText}.`} ${
          revealed ? t`Taking sunshine into account leaves r = ${rPartialText}.` : t`The hidden factor is not shown.`
        }`;
  const xShort = short(xFeature);
  const yShort = short(yFeature);

  return (
    <DemoFrame
      title={t`Feature picker and decision stump`}
      intro={t`200 fictional homes from two fictional cities: low-lying Seabright and hilly Hollowfell. Choose features, move the threshold, and find the one question that sorts the homes best.`}
      status={status}
      onReset={reset}
    >
      <div className="flex flex-wrap gap-2">
        <Button
          variant={tab === "stump" ? "primary" : "secondary"}
          aria-pressed={tab === "stump"}
          onClick={() => setTab("stump")}
        >
          <Trans>Decision stump</Trans>
        </Button>
        <Button
          variant={tab === "correlation" ? "primary" : "secondary"}
          aria-pressed={tab === "correlation"}
          onClick={() => setTab("correlation")}
        >
          <Trans>Correlation and a hidden factor</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setSeed(newSeed());
            setTree(null);
          }}
        >
          <Trans>New random data</Trans>
        </Button>
      </div>

      {tab === "stump" ? (
        <>
          <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Select label={t`Split on (x axis)`} value={xFeature} options={featureOptions} onChange={chooseX} />
            <Select label={t`Y axis`} value={yFeature} options={featureOptions} onChange={setYFeature} />
            <Slider
              label={t`Threshold`}
              value={threshold}
              min={xRange[0]}
              max={xRange[1]}
              step={step}
              onChange={setThreshold}
              format={(v) => feature(xFeature, v)}
            />
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={autoSplit}>
              <Trans>Auto-split</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setTree(growTree(homes, 2))}>
              <Trans>Grow a depth-2 tree</Trans>
            </Button>
          </div>
          <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-[3fr_2fr]">
            <svg
              viewBox={`0 0 ${W} ${H}`}
              className="w-full touch-none"
              role="img"
              aria-label={t`Scatter plot of ${xShort} against ${yShort} for 200 homes, with the threshold line at ${at}`}
              onPointerDown={(e) => {
                e.currentTarget.setPointerCapture(e.pointerId);
                dragging.current = true;
                dragTo(e);
              }}
              onPointerMove={(e) => dragging.current && dragTo(e)}
              onPointerUp={() => {
                dragging.current = false;
              }}
            >
              <rect
                x={PAD.left}
                y={PAD.top}
                width={sx(threshold) - PAD.left}
                height={H - PAD.top - PAD.bottom}
                className="fill-raised"
              />
              <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} className="stroke-line" />
              <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={H - PAD.bottom} className="stroke-line" />
              {homes.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: homes never reorder
                <ClassMarker key={i} cls={h.city} x={sx(h[xFeature])} y={sy(h[yFeature])} size={3.6} />
              ))}
              <line
                x1={sx(threshold)}
                x2={sx(threshold)}
                y1={PAD.top - 8}
                y2={H - PAD.bottom}
                className="stroke-ink"
                strokeWidth={2}
              />
              <text x={sx(threshold) - 4} y={PAD.top - 10} textAnchor="end" className="fill-ink text-[13px]">
                ≤ {CITY_NAMES[stump.leftPredicts]}
              </text>
              <text x={sx(threshold) + 4} y={PAD.top - 10} className="fill-ink text-[13px]">
                &gt; {CITY_NAMES[stump.rightPredicts]}
              </text>
              <text x={PAD.left} y={H - PAD.bottom + 14} className="fill-muted text-[12px]">
                {feature(xFeature, xRange[0])}
              </text>
              <text x={W - PAD.right} y={H - PAD.bottom + 14} textAnchor="end" className="fill-muted text-[12px]">
                {feature(xFeature, xRange[1])}
              </text>
              <text x={(PAD.left + W - PAD.right) / 2} y={H - 8} textAnchor="middle" className="fill-ink text-[13px]">
                {i18n._(FEATURES[xFeature].label)} →
              </text>
              <text
                transform={`translate(14 ${(PAD.top + H - PAD.bottom) / 2}) rotate(-90)`}
                textAnchor="middle"
                className="fill-ink text-[13px]"
              >
                {i18n._(FEATURES[yFeature].label)} →
              </text>
            </svg>
            <div className="text-sm">
              <p>
                <CityName cls={0} />
              </p>
              <p>
                <CityName cls={1} />
              </p>
              <Table
                caption={t`Homes on each side of the threshold`}
                className="mt-2 w-full text-left text-xs"
                headRowClassName=""
                head={
                  <>
                    <ColumnHeader className="py-1">
                      <Trans comment="Side of the threshold">Side</Trans>
                    </ColumnHeader>
                    <ColumnHeader className="px-1">Seabright</ColumnHeader>
                    <ColumnHeader className="px-1">Hollowfell</ColumnHeader>
                    <ColumnHeader className="px-1">
                      <Trans>Predicts</Trans>
                    </ColumnHeader>
                  </>
                }
                bodyClassName="font-mono"
              >
                {(
                  [
                    [t`≤ threshold`, stump.left, stump.leftPredicts],
                    [t`> threshold`, stump.right, stump.rightPredicts],
                  ] as const
                ).map(([name, c, p]) => (
                  <tr key={name} className="border-line border-t">
                    <RowHeader className="py-1 font-sans font-normal">{name}</RowHeader>
                    <td className="px-1">{c[0]}</td>
                    <td className="px-1">{c[1]}</td>
                    <td className="px-1">
                      <Marker cls={p} />
                    </td>
                  </tr>
                ))}
              </Table>
              <p className="mt-2">
                <Trans>
                  Accuracy: <span className="font-mono font-semibold">{accuracy}</span> ({correct} of {total} homes on
                  their majority's side)
                </Trans>
              </p>
              <p className="mt-1 text-muted text-xs">
                <Trans>Drag the line, or use the Threshold slider with the arrow keys.</Trans>
              </p>
            </div>
          </div>
          {tree ? (
            <div className="mt-4">
              <p className="font-medium text-sm">
                <Trans>
                  Depth-2 tree: accuracy <span className="font-mono">{treeScore}</span>
                </Trans>
              </p>
              <div className="mt-2">
                <TreeView node={tree} />
              </div>
            </div>
          ) : null}
        </>
      ) : (
        <>
          <div className="mt-4 grid grid-cols-1 items-end gap-3 sm:grid-cols-2">
            <Slider
              label={t`Strength of the hidden factor`}
              value={strength}
              min={0}
              max={0.95}
              step={0.05}
              onChange={setStrength}
              format={two}
            />
            <Toggle label={t`Reveal the hidden factor (sunshine)`} checked={revealed} onChange={setRevealed} />
          </div>
          <div className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-[3fr_2fr]">
            <svg
              viewBox={`0 0 ${W} ${H}`}
              className="w-full"
              role="img"
              aria-label={t`Scatter plot of ice creams sold against sunburn cases on 60 fictional days; r = ${rText}`}
            >
              <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} className="stroke-line" />
              <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={H - PAD.bottom} className="stroke-line" />
              {days.map((d, i) =>
                revealed ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: days never reorder
                  <ClassMarker key={i} cls={d.sunny ? 1 : 0} x={ix(d.iceCreams)} y={iy(d.sunburns)} size={4.5} />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: days never reorder
                  <circle key={i} cx={ix(d.iceCreams)} cy={iy(d.sunburns)} r={4} className="fill-muted" />
                ),
              )}
              <text x={(PAD.left + W - PAD.right) / 2} y={H - 8} textAnchor="middle" className="fill-ink text-[13px]">
                <Trans>Ice creams sold that day →</Trans>
              </text>
              <text
                transform={`translate(14 ${(PAD.top + H - PAD.bottom) / 2}) rotate(-90)`}
                textAnchor="middle"
                className="fill-ink text-[13px]"
              >
                <Trans>Sunburn cases at the clinic →</Trans>
              </text>
            </svg>
            <div className="text-sm">
              <p>
                <Trans>
                  Correlation r = <span className="font-mono font-semibold">{rText}</span>
                </Trans>
              </p>
              <p className="mt-1 text-muted text-xs">
                <Trans>r runs from −1 to +1 and measures only how close the points are to a straight line.</Trans>
              </p>
              {revealed ? (
                <>
                  <p className="mt-3">
                    <Trans>
                      <Marker cls={1} /> sunnier than average · <Marker cls={0} /> cloudier than average
                    </Trans>
                  </p>
                  <p className="mt-2">
                    <Trans>
                      After taking sunshine into account: r ={" "}
                      <span className="font-mono font-semibold">{rPartialText}</span>
                    </Trans>
                  </p>
                  <p className="mt-1 text-muted text-xs">
                    <Trans>Sunshine drives both. Banning ice cream would not prevent a single sunburn.</Trans>
                  </p>
                </>
              ) : (
                <p className="mt-3 text-muted text-xs">
                  <Trans>Does eating ice cream cause sunburn? Predict, then reveal the hidden factor.</Trans>
                </p>
              )}
            </div>
          </div>
        </>
      )}
    </DemoFrame>
  );
}
