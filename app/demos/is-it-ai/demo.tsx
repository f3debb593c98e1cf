import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Button, DemoFrame } from "#app/demos/kit.tsx";
import {
  type Answer,
  CARDS,
  type Card,
  compare,
  emptyAnswers,
  type Match,
  SLIDER_REST,
  score,
  suggestionSentence,
  VERDICTS,
  type Verdict,
  verdictLabel,
} from "./logic.ts";

const PILES: readonly { value: Verdict | null; label: MessageDescriptor }[] = [
  { value: null, label: msg({ message: "Not sorted yet", comment: "Name of the pile of cards not yet sorted" }) },
  ...VERDICTS,
];

const MATCH_TEXT: Record<Match, MessageDescriptor> = {
  same: msg({ message: "✓ same as ours", comment: "The learner put the card in the same pile as we did" }),
  close: msg({ message: "≈ close call", comment: "One of the two piles is Depends: a defensible call either way" }),
  different: msg({ message: "✗ different from ours", comment: "AI against Not AI" }),
  unsorted: msg({ message: "– not sorted", comment: "The learner has not put the card in a pile" }),
};
const MATCH_CLASS: Record<Match, string> = {
  same: "text-good",
  close: "text-ink",
  different: "text-bad",
  unsorted: "text-muted",
};

const C = 28; // chart units per slider step
const cx = (v: number) => 30 + v * C;
const cy = (v: number) => 10 + (10 - v) * C;

/**
 * A 0–10 rating slider that can be unset: its thumb rests mid-scale, but it reads "not set"
 * (to the eye and to screen readers) until the learner moves it, so an untouched card carries
 * no rating and no verdict.
 */
function RatingSlider({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (value: number) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const text =
    value === null
      ? t({ message: "not set", comment: "A rating slider the learner has not moved yet" })
      : String(value);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="flex flex-wrap justify-between gap-x-2 font-medium">
        <span>{label}</span>
        {/* The range input announces its own value (aria-valuetext); this is for the eye. */}
        <output htmlFor={id} aria-hidden="true" className="shrink-0 font-mono text-muted">
          {text}
        </output>
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={10}
        step={1}
        value={value ?? SLIDER_REST}
        aria-valuetext={text}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        // A click on the resting thumb changes nothing, yet it sets the rating to that value.
        onPointerUp={(e) => {
          if (value === null) onChange(Number(e.currentTarget.value));
        }}
        className="w-full accent-accent"
      />
    </div>
  );
}

/** Spreads cards that share a spot so their numbers stay readable. */
function spread(points: { id: string; a: number; d: number }[]): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  const seen = new Map<string, number>();
  for (const p of points) {
    const key = `${p.a},${p.d}`;
    const k = seen.get(key) ?? 0;
    seen.set(key, k + 1);
    out.set(p.id, [cx(p.a) + k * 15, cy(p.d) - k * 4]);
  }
  return out;
}

function Chart({ answers }: { answers: Record<string, Answer> }) {
  const { t } = useLingui();
  const ours = spread(CARDS.map((c) => ({ id: c.id, a: c.autonomy, d: c.adaptivity })));
  const mine = spread(
    CARDS.flatMap((c) => {
      const a = answers[c.id]?.autonomy ?? null;
      const d = answers[c.id]?.adaptivity ?? null;
      return a === null || d === null ? [] : [{ id: c.id, a, d }];
    }),
  );
  return (
    <svg
      viewBox={`0 0 ${cx(10) + 40} ${cy(0) + 40}`}
      className="w-full max-w-md"
      role="img"
      aria-label={t`Chart of autonomy (across) against adaptivity (up). Filled circles are our positions for the numbered cards, hollow squares are yours for the cards you rated; the list below gives every card's numbers.`}
    >
      <rect x={cx(4)} y={cy(10)} width={cx(10) - cx(4)} height={cy(5) - cy(10)} className="fill-accent-soft" />
      <text x={cx(9.8)} y={cy(9.6)} textAnchor="end" className="fill-ink text-[11px]">
        <Trans comment="Label of the chart's top-right corner">acts alone and learns: AI</Trans>
      </text>
      <rect x={cx(0)} y={cy(2)} width={cx(4) - cx(0)} height={cy(0) - cy(2)} className="fill-raised" />
      <text x={cx(0.2)} y={cy(2.3)} className="fill-ink text-[11px]">
        <Trans comment="Label of the chart's bottom-left corner">fixed rules: not AI</Trans>
      </text>
      <line x1={cx(0)} x2={cx(10)} y1={cy(0)} y2={cy(0)} className="stroke-ink" />
      <line x1={cx(0)} x2={cx(0)} y1={cy(0)} y2={cy(10)} className="stroke-ink" />
      {[0, 5, 10].map((v) => (
        <g key={v}>
          <text x={cx(v)} y={cy(0) + 14} textAnchor="middle" className="fill-muted text-[10px]">
            {v}
          </text>
          <text x={cx(0) - 6} y={cy(v) + 4} textAnchor="end" className="fill-muted text-[10px]">
            {v}
          </text>
        </g>
      ))}
      <text x={cx(5)} y={cy(0) + 30} textAnchor="middle" className="fill-muted text-[11px]">
        <Trans comment="Label of the chart's horizontal axis">Autonomy →</Trans>
      </text>
      <text
        x={12}
        y={cy(5)}
        textAnchor="middle"
        transform={`rotate(-90 12 ${cy(5)})`}
        className="fill-muted text-[11px]"
      >
        <Trans comment="Label of the chart's vertical axis">Adaptivity →</Trans>
      </text>
      {CARDS.map((c, i) => {
        const o = ours.get(c.id);
        const m = mine.get(c.id);
        if (!o) return null;
        return (
          <g key={c.id}>
            {m ? <line x1={o[0]} y1={o[1]} x2={m[0]} y2={m[1]} className="stroke-muted" strokeDasharray="2 2" /> : null}
            {m ? (
              <rect
                x={m[0] - 7}
                y={m[1] - 7}
                width={14}
                height={14}
                className="fill-surface stroke-class-b"
                strokeWidth={2}
              />
            ) : null}
            <circle cx={o[0]} cy={o[1]} r={8} className="fill-class-a" />
            <text x={o[0]} y={o[1] + 3.5} textAnchor="middle" className="fill-surface font-bold text-[10px]">
              {i + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export default function Demo() {
  const { t, i18n } = useLingui();
  const [answers, setAnswers] = useState(emptyAnswers);
  const [current, setCurrent] = useState<string>(CARDS[0]?.id ?? "");
  const [revealed, setRevealed] = useState(false);
  const [note, setNote] = useState("");
  const [dragged, setDragged] = useState<string | null>(null);

  const card = CARDS.find((c) => c.id === current) as Card;
  const answer = answers[card.id] as Answer;
  const s = score(answers);
  const cardName = i18n._(card.name);
  const total = CARDS.length;
  const notSet = t({ message: "not set", comment: "A rating slider the learner has not moved yet" });

  const update = (id: string, change: Partial<Answer>, message: string) => {
    setAnswers((a) => ({ ...a, [id]: { ...(a[id] as Answer), ...change } }));
    setNote(message);
  };
  const sortInto = (id: string, verdict: Verdict) => {
    const c = CARDS.find((x) => x.id === id) as Card;
    const already = answers[id]?.verdict ? 0 : 1;
    const name = i18n._(c.name);
    const pile = verdictLabel(verdict, i18n);
    const sorted = s.sorted + already;
    update(
      id,
      { verdict },
      [
        t({
          message: `${name} → ${pile}. ${sorted} of ${total} cards sorted.`,
          comment: "{name} is a card, {pile} the pile it was put in: AI, Not AI or Depends",
        }),
        suggestionSentence({ ...(answers[id] as Answer), verdict }, i18n),
      ]
        .filter(Boolean)
        .join(" "),
    );
  };
  const nextUnsorted = () => {
    const start = CARDS.findIndex((c) => c.id === current);
    for (let k = 1; k <= CARDS.length; k++) {
      const c = CARDS[(start + k) % CARDS.length] as Card;
      if (!answers[c.id]?.verdict) return c.id;
    }
    return CARDS[(start + 1) % CARDS.length]?.id ?? current;
  };

  const rate = (change: { autonomy: number } | { adaptivity: number }) => {
    const next = { ...answer, ...change };
    const autonomy = next.autonomy ?? notSet;
    const adaptivity = next.adaptivity ?? notSet;
    const rating = t`${cardName}: autonomy ${autonomy}, adaptivity ${adaptivity}.`;
    update(card.id, change, [rating, suggestionSentence(next, i18n)].filter(Boolean).join(" "));
  };
  const suggestion = suggestionSentence(answer, i18n);

  const { same, close, different, points, maxPoints } = s;
  const unsorted = total - s.sorted;
  const summary =
    unsorted > 0
      ? t`${plural(same, { one: "Your sort matches ours on # card", other: "Your sort matches ours on # cards" })}, is a close call on ${close} and differs on ${different} (${points} of ${maxPoints} points; ${unsorted} not sorted).`
      : t`${plural(same, { one: "Your sort matches ours on # card", other: "Your sort matches ours on # cards" })}, is a close call on ${close} and differs on ${different} (${points} of ${maxPoints} points).`;
  const status = revealed
    ? `${note ? `${note} ` : ""}${summary}`
    : note || t`Sort the 12 cards. Now showing: ${cardName}.`;

  const cardNumber = CARDS.indexOf(card) + 1;
  const ours = verdictLabel(card.verdict, i18n);
  const ourAutonomy = card.autonomy;
  const ourAdaptivity = card.adaptivity;
  const match = compare(answer.verdict, card.verdict);
  /** One card's line in the list of answers: our pile and sliders, then the learner's. */
  const comparison = (c: Card, a: Answer) => {
    const ours = verdictLabel(c.verdict, i18n);
    const yours = verdictLabel(a.verdict, i18n);
    const ourAutonomy = c.autonomy;
    const ourAdaptivity = c.adaptivity;
    const yourAutonomy = a.autonomy;
    const yourAdaptivity = a.adaptivity;
    return yourAutonomy !== null && yourAdaptivity !== null
      ? t({
          message: `ours: ${ours} (${ourAutonomy}, ${ourAdaptivity}); yours: ${yours} (${yourAutonomy}, ${yourAdaptivity}).`,
          comment: "Piles (AI, Not AI, Depends or not sorted), each with its (autonomy, adaptivity) ratings",
        })
      : t({
          message: `ours: ${ours} (${ourAutonomy}, ${ourAdaptivity}); yours: ${yours}.`,
          comment: "Piles (AI, Not AI, Depends or not sorted); ours with its (autonomy, adaptivity) ratings",
        });
  };

  return (
    <DemoFrame
      title={t`Is it AI? Card sort`}
      intro={t`Put each card in a pile (AI, Not AI or Depends) and rate how much it acts on its own (autonomy) and how much it improves from experience (adaptivity). Then reveal our reasoning.`}
      status={status}
      onReset={() => {
        setAnswers(emptyAnswers());
        setCurrent(CARDS[0]?.id ?? "");
        setRevealed(false);
        setNote(t`Reset: all cards are back in the unsorted pile.`);
      }}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        {PILES.map((pile) => {
          const cards = CARDS.filter((c) => (answers[c.id]?.verdict ?? null) === pile.value);
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: dropping is optional; the radio buttons are the keyboard path.
            <div
              key={pile.value ?? "unsorted"}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragged && pile.value) sortInto(dragged, pile.value);
                setDragged(null);
              }}
              className="rounded-md border border-line border-dashed p-2"
            >
              <h4 className="font-medium text-sm">
                {i18n._(pile.label)} <span className="text-muted">({cards.length})</span>
              </h4>
              <div className="mt-1 flex flex-wrap gap-1">
                {cards.map((c) => (
                  <button
                    key={c.id}
                    type="button"
                    draggable
                    onDragStart={() => setDragged(c.id)}
                    onClick={() => setCurrent(c.id)}
                    aria-pressed={c.id === current}
                    className={`min-h-6 rounded-full border px-2 py-0.5 text-xs ${
                      c.id === current
                        ? "border-accent bg-accent-soft font-semibold"
                        : "border-line bg-canvas hover:bg-raised"
                    }`}
                  >
                    {CARDS.indexOf(c) + 1}. {i18n._(c.name)}
                  </button>
                ))}
              </div>
            </div>
          );
        })}
      </div>

      <div className="mt-4 rounded-lg border-2 border-accent bg-canvas p-4">
        <p className="text-muted text-xs">
          <Trans>
            Card {cardNumber} of {total}
          </Trans>
        </p>
        <h4 className="font-semibold text-lg">{cardName}</h4>
        <p className="text-sm">{i18n._(card.does)}</p>
        <fieldset className="mt-3">
          <legend className="font-medium text-sm">
            <Trans>Which pile?</Trans>
          </legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {VERDICTS.map((v) => (
              <label key={v.value} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`pile-${card.id}`}
                  checked={answer.verdict === v.value}
                  onChange={() => sortInto(card.id, v.value)}
                  className="size-4 accent-accent"
                />
                {i18n._(v.label)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <RatingSlider
            label={t`Autonomy: acts without a person guiding it`}
            value={answer.autonomy}
            onChange={(v) => rate({ autonomy: v })}
          />
          <RatingSlider
            label={t`Adaptivity: improves from experience`}
            value={answer.adaptivity}
            onChange={(v) => rate({ adaptivity: v })}
          />
        </div>
        <p className="mt-2 text-muted text-xs">
          {suggestion ?? t`Move both sliders to rate this card, then see what the working definition makes of it.`}
        </p>
        {revealed ? (
          <div className="mt-3 rounded-md bg-raised p-3 text-sm">
            <p>
              <Trans comment="{ours} is our pile for the card: AI, Not AI or Depends">
                <strong>Ours: {ours}</strong> (autonomy {ourAutonomy}, adaptivity {ourAdaptivity}).
              </Trans>{" "}
              <span className={MATCH_CLASS[match]}>{i18n._(MATCH_TEXT[match])}</span>
            </p>
            <p className="mt-1">{i18n._(card.reason)}</p>
          </div>
        ) : null}
        <Button className="mt-3" variant="secondary" onClick={() => setCurrent(nextUnsorted())}>
          <Trans>Next card</Trans>
        </Button>
      </div>

      <div className="mt-4">
        <Button
          onClick={() => {
            setRevealed(!revealed);
            setNote(revealed ? t`Our reasoning is hidden again.` : "");
          }}
        >
          {revealed ? t`Hide our reasoning` : t`Reveal our reasoning`}
        </Button>
      </div>

      {revealed ? (
        <div className="mt-4">
          <p className="font-medium text-sm">{summary}</p>
          <div className="mt-2 grid gap-4 md:grid-cols-2">
            <div>
              <Chart answers={answers} />
              <p className="text-muted text-xs">
                <Trans>
                  Filled circle: our position. Hollow square: yours (for the cards you rated). The two shaded corners
                  are where the working definition gives a clear answer; everything between is a matter of degree.
                </Trans>
              </p>
            </div>
            <ol className="flex flex-col gap-2 text-sm">
              {CARDS.map((c, i) => {
                const a = answers[c.id] as Answer;
                const m = compare(a.verdict, c.verdict);
                return (
                  <li key={c.id} className="border-line border-b pb-2">
                    <p>
                      <strong>
                        {i + 1}. {i18n._(c.name)}
                      </strong>{" "}
                      — {comparison(c, a)} <span className={MATCH_CLASS[m]}>{i18n._(MATCH_TEXT[m])}</span>
                    </p>
                    <p className="text-muted">{i18n._(c.reason)}</p>
                  </li>
                );
              })}
            </ol>
          </div>
        </div>
      ) : null}
    </DemoFrame>
  );
}
