import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Button, DemoFrame, useReducedMotion } from "#app/demos/kit.tsx";
import { newSeed } from "#app/platform/random.ts";
import { formatList } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  correctOrder,
  HYPE_CURVE,
  hint,
  isSorted,
  MILESTONES,
  milestone,
  misplaced,
  move,
  PERIODS,
  shuffledIds,
  whenText,
} from "./logic.ts";

const START_SEED = 1956;
const FROM = 1940;
const TO = 2025;
const W = 420;
const H = 200;
const AXIS = 155;
const x = (year: number) => 20 + ((year - FROM) / (TO - FROM)) * (W - 40);
const y = (v: number) => AXIS - 10 - v * 110;
const curve = HYPE_CURVE.map(([yr, v], i) => `${i === 0 ? "M" : "L"}${x(yr).toFixed(1)},${y(v).toFixed(1)}`).join(" ");

export default function Demo() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const titleOf = (id: string) => i18n._(milestone(id).title);
  const [order, setOrder] = useState(() => shuffledIds(START_SEED));
  const [checked, setChecked] = useState(false);
  const [period, setPeriod] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  const reduced = useReducedMotion();
  const rows = useRef(new Map<string, HTMLLIElement>());
  const [shown, setShown] = useState(false);

  const wrong = checked ? misplaced(order) : [];
  const solved = checked && isSorted(order);
  const selected = PERIODS.find((p) => p.id === period);

  // The curve fades in once the timeline is solved.
  useEffect(() => {
    if (!solved) {
      setShown(false);
      return;
    }
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [solved]);

  // Wrong cards wobble when checked (skipped when the learner asked for less motion).
  useEffect(() => {
    if (!checked || reduced) return;
    for (const id of misplaced(order)) {
      rows.current
        .get(id)
        ?.animate(
          [
            { transform: "translateX(0)" },
            { transform: "translateX(-6px)" },
            { transform: "translateX(6px)" },
            { transform: "translateX(-4px)" },
            { transform: "translateX(0)" },
          ],
          { duration: 400 },
        );
    }
  }, [checked, order, reduced]);

  const moveCard = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const title = titleOf(order[from] as string);
    const position = to + 1;
    const total = order.length;
    setOrder(move(order, from, to));
    setChecked(false);
    setPeriod(null);
    setNote(t`Moved “${title}” to position ${position} of ${total}.`);
  };

  const check = () => {
    setChecked(true);
    const bad = misplaced(order);
    const total = order.length;
    const names = formatList(bad.map(titleOf), language);
    const wrongCount = bad.length;
    setNote(
      wrongCount === 0
        ? t`All ${total} milestones are in order! The enthusiasm curve now appears above the timeline.`
        : t`${plural(wrongCount, {
            one: `# of ${total} cards is out of place: ${names}. A hint is shown on that card.`,
            other: `# of ${total} cards are out of place: ${names}. Hints are shown on those cards.`,
          })}`,
    );
  };

  const start = (s: number, message: string) => {
    setOrder(shuffledIds(s));
    setChecked(false);
    setPeriod(null);
    setNote(message);
  };

  const count = order.length;
  const periodStatus = () => {
    if (!selected) return "";
    const label = i18n._(selected.label);
    const causes = i18n._(selected.causes);
    const { from, to } = selected;
    return to === TO
      ? t({
          message: `${label} (${from}–today): ${causes}`,
          comment: "A period that lasts until today, and its causes",
        })
      : t`${label} (${from}–${to}): ${causes}`;
  };
  const status = selected
    ? periodStatus()
    : note || t`${count} milestone cards in a shuffled order. Put them in time order, then press Check order.`;

  return (
    <DemoFrame
      title={t`Timeline sorter`}
      intro={t`Put these milestones of AI in order, earliest first. Move cards with the Up and Down buttons, the Position menu, or by dragging. Then press Check order: cards out of place wobble and give a hint.`}
      status={status}
      onReset={() => start(START_SEED, t`Reset to the starting order.`)}
    >
      <div className="flex flex-wrap gap-2">
        <Button onClick={check}>
          <Trans>Check order</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setOrder(correctOrder());
            setChecked(true);
            setNote(t`Here is the correct order, with the enthusiasm curve above the timeline.`);
          }}
        >
          <Trans>Show the answer</Trans>
        </Button>
        <Button variant="secondary" onClick={() => start(newSeed(), t`New shuffle.`)}>
          <Trans>New random data</Trans>
        </Button>
      </div>

      {solved ? (
        <figure className="mt-4">
          <svg
            viewBox={`0 0 ${W} ${H}`}
            className={`w-full ${reduced ? "" : "transition-opacity duration-1000"} ${shown || reduced ? "opacity-100" : "opacity-0"}`}
            role="img"
            aria-label={t`Timeline from 1940 to today with a sketch of enthusiasm and funding: it rises after Dartmouth, drops in the first AI winter (about 1974 to 1980), rises with expert systems, drops in the second winter (about 1987 to 1993), recovers slowly, and climbs steeply from 2012.`}
          >
            {PERIODS.filter((p) => p.winter || p.id === period).map((p) => (
              // biome-ignore lint/a11y/noStaticElementInteractions: hovering is a shortcut; the period buttons below are the keyboard path.
              <rect
                key={p.id}
                x={x(p.from)}
                width={x(p.to) - x(p.from)}
                y={15}
                height={AXIS - 15}
                className={p.id === period ? "fill-accent-soft stroke-accent" : "fill-raised"}
                onMouseEnter={() => setPeriod(p.id)}
              />
            ))}
            {PERIODS.filter((p) => p.winter).map((p, i) => (
              // The two labels are staggered: side by side, a longer word ("invierno") would overlap.
              <text
                key={p.id}
                x={(x(p.from) + x(p.to)) / 2}
                y={27 + i * 13}
                textAnchor="middle"
                className="fill-muted text-[11px]"
              >
                {t({ message: "❄ winter", comment: "Short label on a shaded band of the chart: an AI winter" })}
              </text>
            ))}
            <path d={curve} fill="none" className="stroke-accent" strokeWidth={3} strokeLinejoin="round" />
            <line x1={x(FROM)} x2={x(TO)} y1={AXIS} y2={AXIS} className="stroke-ink" />
            {[1940, 1960, 1980, 2000, 2020].map((yr) => (
              <text key={yr} x={x(yr)} y={AXIS + 38} textAnchor="middle" className="fill-muted text-[13px]">
                {yr}
              </text>
            ))}
            {correctOrder().map((id, i) => {
              const m = milestone(id);
              return (
                <g key={id}>
                  <circle cx={x(m.year)} cy={AXIS} r={4} className="fill-ink" />
                  <text
                    x={x(m.year)}
                    y={AXIS + (i % 2 === 0 ? 17 : -9)}
                    textAnchor="middle"
                    className="fill-ink text-[11px]"
                  >
                    {i + 1}
                  </text>
                </g>
              );
            })}
            <text x={x(FROM)} y={12} className="fill-muted text-[12px]">
              <Trans>Enthusiasm and funding (a sketch, not measured data)</Trans>
            </text>
          </svg>
          <figcaption className="text-muted text-xs">
            <Trans>
              Numbers on the axis match the cards below. Shaded bands marked ❄: the two AI winters (dates are
              approximate).
            </Trans>
          </figcaption>
          <fieldset className="mt-3">
            <legend className="font-medium text-sm">
              <Trans>Booms and winters: choose one to see its causes</Trans>
            </legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {PERIODS.map((p) => (
                <Button
                  key={p.id}
                  variant="secondary"
                  aria-pressed={period === p.id}
                  onClick={() => setPeriod(period === p.id ? null : p.id)}
                  className={period === p.id ? "border-accent! bg-accent-soft!" : ""}
                >
                  {p.winter ? "❄ " : ""}
                  {i18n._(p.label)}
                </Button>
              ))}
            </div>
          </fieldset>

          {selected ? (
            <p className="mt-2 rounded-md bg-raised p-3 text-sm">
              <strong>{i18n._(selected.label)}.</strong> {i18n._(selected.causes)}
            </p>
          ) : null}
        </figure>
      ) : null}

      <ol className="mt-4 flex flex-col gap-2">
        {order.map((id, i) => {
          const m = milestone(id);
          const title = i18n._(m.title);
          const bad = wrong.includes(id);
          const good = checked && !bad;
          return (
            <li
              key={id}
              ref={(el) => {
                if (el) rows.current.set(id, el);
                else rows.current.delete(id);
              }}
              draggable
              onDragStart={() => setDragged(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragged !== null) moveCard(dragged, i);
                setDragged(null);
              }}
              className={`rounded-md border-2 bg-canvas p-3 ${bad ? "border-bad" : good ? "border-good" : "border-line"}`}
            >
              <div className="flex gap-3">
                <span className="font-mono font-semibold text-muted">{i + 1}.</span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {good ? <span className="text-good">✓ {whenText(m, language, (d) => i18n._(d))} · </span> : null}
                    {bad ? <span className="text-bad">✗ </span> : null}
                    {title}
                  </p>
                  <p className="text-muted text-sm">{i18n._(m.what)}</p>
                  {bad ? <p className="mt-1 text-bad text-sm">{i18n._(hint(id))}</p> : null}
                  {good && solved ? <p className="mt-1 text-sm">{i18n._(m.why)}</p> : null}
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <Button
                      variant="secondary"
                      aria-label={t`Move “${title}” up`}
                      disabled={i === 0}
                      onClick={() => moveCard(i, i - 1)}
                    >
                      <Trans comment="Button that moves a card one place up the list">↑ Up</Trans>
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t`Move “${title}” down`}
                      disabled={i === order.length - 1}
                      onClick={() => moveCard(i, i + 1)}
                    >
                      <Trans comment="Button that moves a card one place down the list">↓ Down</Trans>
                    </Button>
                    <label className="flex items-center gap-1 text-sm">
                      <Trans comment="Label of the menu that picks a card's place in the list">Position</Trans>
                      <select
                        value={i}
                        onChange={(e) => moveCard(i, Number(e.currentTarget.value))}
                        className="rounded-md border border-line bg-canvas px-1 py-1"
                        aria-label={t`Position of “${title}”`}
                      >
                        {MILESTONES.map((_, p) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: positions 1 to 12.
                          <option key={p} value={p}>
                            {p + 1}
                          </option>
                        ))}
                      </select>
                    </label>
                  </div>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </DemoFrame>
  );
}
