import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { ColumnHeader, Table } from "#app/components/ui/table.tsx";
import { Button, DemoFrame, Select, Slider, TabList } from "#app/demos/kit.tsx";
import { type Language, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  type Check,
  checkAnswer,
  LEVEL_LIST,
  LEVELS,
  type Level,
  PITCH_METRES,
  SCENARIOS,
  takeoverDistance,
  WATCHERS,
  type Watcher,
} from "./logic.ts";

type Tab = "cards" | "takeover";
type Answer = { level: string; watcher: string; check: Check | null };
type State = {
  tab: Tab;
  index: number;
  answers: Record<string, Answer>;
  speed: number;
  seconds: number;
  message: string;
};

const BLANK: Answer = { level: "", watcher: "", check: null };
const initial = (message: string): State => ({
  tab: "cards",
  index: 0,
  answers: {},
  speed: 100,
  seconds: 7,
  message,
});
const fixed = (v: number, digits: number, language: Language) =>
  numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);

export default function Demo() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const m = (v: number) => `${fixed(Math.round(v), 0, language)} m`;
  const fresh = () => initial(t`Card 1 of 10. Choose a level and who must watch the road, then check.`);
  const levelOptions = [
    { value: "", label: t`Choose a level…` },
    ...LEVEL_LIST.map((l) => {
      const name = i18n._(LEVELS[l].name);
      return { value: String(l), label: t`Level ${l}: ${name}` };
    }),
  ];
  const watcherOptions = [
    { value: "", label: t({ message: "Choose…", comment: "Empty choice of a select" }) },
    ...(Object.keys(WATCHERS) as Watcher[]).map((w) => ({ value: w, label: i18n._(WATCHERS[w]) })),
  ];
  const [s, setS] = useState<State>(fresh);
  const id = useId();
  const card = SCENARIOS[s.index] ?? SCENARIOS[0];
  if (!card) return null;
  const answer = s.answers[card.id] ?? BLANK;
  const cardNumber = s.index + 1;
  const cardLevel = card.level;
  const cardSummary = i18n._(LEVELS[card.level].summary);
  const checked = SCENARIOS.filter((c) => s.answers[c.id]?.check);
  const fullyRight = checked.filter((c) => {
    const k = s.answers[c.id]?.check;
    return k?.levelCorrect && k.watcherCorrect;
  }).length;
  const checkedCount = checked.length;
  const score = t`${fullyRight} of ${checkedCount} checked cards fully right.`;

  const setAnswer = (patch: Partial<Answer>, message: string) =>
    setS((p) => ({
      ...p,
      answers: { ...p.answers, [card.id]: { ...(p.answers[card.id] ?? BLANK), ...patch, check: null } },
      message,
    }));
  const go = (index: number) =>
    setS((p) => {
      const number = index + 1;
      const scenario = SCENARIOS[index];
      const text = scenario ? i18n._(scenario.text) : "";
      return { ...p, index, message: t`Card ${number} of 10: ${text}` };
    });
  const check = () => {
    if (!answer.level || !answer.watcher) return;
    const result = checkAnswer(card, Number(answer.level) as Level, answer.watcher as Watcher, (d) => i18n._(d));
    setS((p) => ({
      ...p,
      answers: { ...p.answers, [card.id]: { ...answer, check: result } },
      message: result.feedback,
    }));
  };
  const selectTab = (tab: Tab) =>
    setS((p) => ({
      ...p,
      tab,
      message: tab === "cards" ? t`Sorting cards. ${score}` : t`Takeover timeline: choose a speed and a reaction time.`,
    }));

  const meters = takeoverDistance(s.speed, s.seconds);
  const speed = fixed(s.speed, 0, language);
  const perSecond = fixed(s.speed / 3.6, 1, language);
  const seconds = numberFormat(language, { maximumFractionDigits: 1 }).format(s.seconds);
  const distance = m(meters);
  const pitches = fixed(meters / PITCH_METRES, 1, language);
  const status =
    s.tab === "cards"
      ? `${s.message} ${score}`
      : t`At ${speed} km/h a car covers ${perSecond} m each second, so in ${seconds} s it travels ${distance} before you are back in control.`;

  return (
    <DemoFrame
      title={t`Who is driving? Sort the SAE levels`}
      intro={t`Each card describes a car feature in plain words. Predict first: how many of them really let you stop watching the road?`}
      status={status}
      onReset={() => setS(fresh())}
    >
      <TabList
        idBase={id}
        label={t`Demo parts`}
        tabs={[
          { value: "cards", label: t`Sort the cards` },
          { value: "takeover", label: t`Takeover timeline` },
        ]}
        selected={s.tab}
        onSelect={selectTab}
      />

      {s.tab === "cards" ? (
        <div role="tabpanel" id={`${id}-panel-cards`} aria-labelledby={`${id}-tab-cards`} className="pt-4">
          <nav aria-label={t`Cards`} className="flex flex-wrap gap-1">
            {SCENARIOS.map((c, i) => {
              const k = s.answers[c.id]?.check;
              const mark = !k ? "" : k.levelCorrect && k.watcherCorrect ? " ✓" : " ✗";
              const number = i + 1;
              const label = !k
                ? t`Card ${number}: no answer yet`
                : k.levelCorrect && k.watcherCorrect
                  ? t`Card ${number}: right`
                  : t`Card ${number}: not quite right`;
              return (
                <button
                  key={c.id}
                  type="button"
                  aria-current={i === s.index ? "true" : undefined}
                  aria-label={label}
                  onClick={() => go(i)}
                  className={`min-w-9 rounded-md border px-2 py-1 font-mono text-xs ${
                    i === s.index ? "border-accent bg-accent-soft" : "border-line bg-canvas"
                  } ${k ? (k.levelCorrect && k.watcherCorrect ? "text-good" : "text-bad") : ""}`}
                >
                  {i + 1}
                  {mark}
                </button>
              );
            })}
          </nav>
          <article className="mt-3 rounded-lg border border-line bg-raised p-4">
            <p className="text-muted text-xs">
              <Trans>Card {cardNumber} of 10</Trans>
            </p>
            <p className="mt-1 font-medium">{i18n._(card.text)}</p>
          </article>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 [&>*]:min-w-0 [&_select]:w-full">
            <Select
              label={t`SAE level`}
              value={answer.level}
              options={levelOptions}
              onChange={(level) => setAnswer({ level }, level ? t`Chose Level ${level}.` : t`Level cleared.`)}
            />
            <Select
              label={t`Who must watch the road?`}
              value={answer.watcher}
              options={watcherOptions}
              onChange={(watcher) => {
                const chosen = watcher ? i18n._(WATCHERS[watcher as Watcher]) : "";
                setAnswer({ watcher }, watcher ? t`Chose: ${chosen}.` : t`Answer cleared.`);
              }}
            />
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={check} disabled={!answer.level || !answer.watcher}>
              <Trans>Check answer</Trans>
            </Button>
            <Button variant="secondary" disabled={s.index === 0} onClick={() => go(s.index - 1)}>
              <Trans>Previous card</Trans>
            </Button>
            <Button variant="secondary" disabled={s.index === SCENARIOS.length - 1} onClick={() => go(s.index + 1)}>
              <Trans>Next card</Trans>
            </Button>
          </div>
          {answer.check ? (
            <div className="mt-3 rounded-md border border-line p-3 text-sm">
              <p className={answer.check.levelCorrect ? "text-good" : "text-bad"}>
                {answer.check.levelCorrect ? t`✓ Level right` : t`✗ Level not right`}
                {" · "}
                <span className={answer.check.watcherCorrect ? "text-good" : "text-bad"}>
                  {answer.check.watcherCorrect ? t`✓ Watcher right` : t`✗ Watcher not right`}
                </span>
              </p>
              <p className="mt-1">{answer.check.feedback}</p>
              <p className="mt-1 text-muted">
                <Trans>
                  Level {cardLevel} in brief: {cardSummary}
                </Trans>
              </p>
            </div>
          ) : null}
        </div>
      ) : (
        <div role="tabpanel" id={`${id}-panel-takeover`} aria-labelledby={`${id}-tab-takeover`} className="pt-4">
          <p className="text-sm">
            <Trans>
              A Level 3 system asks you to take over. If you were reading, you need time to look up, understand the
              situation and take control. How far does the car go meanwhile?
            </Trans>
          </p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Slider
              label={t`Speed`}
              value={s.speed}
              min={30}
              max={130}
              step={10}
              format={(v) => `${fixed(v, 0, language)} km/h`}
              onChange={(speed) => setS((p) => ({ ...p, speed }))}
            />
            <Slider
              label={t`Time to take over`}
              value={s.seconds}
              min={1}
              max={15}
              step={0.5}
              format={(v) => `${numberFormat(language, { maximumFractionDigits: 1 }).format(v)} s`}
              onChange={(seconds) => setS((p) => ({ ...p, seconds }))}
            />
          </div>
          <Road speed={s.speed} seconds={s.seconds} />
          <p className="mt-2 text-sm">
            <Trans>
              <strong>{distance}</strong> in {seconds} s at {speed} km/h: about {pitches} football pitches.
            </Trans>
          </p>
          <Table
            caption={t`Distance covered in ${seconds} s`}
            captionClassName="text-left text-muted text-xs"
            className="mt-3 w-full text-left text-sm"
            head={
              <>
                <ColumnHeader className="py-1 pr-3 font-medium">
                  <Trans>Speed</Trans>
                </ColumnHeader>
                <ColumnHeader className="py-1 pr-3 font-medium">
                  <Trans>Meters per second</Trans>
                </ColumnHeader>
                <ColumnHeader className="py-1 pr-3 font-medium">
                  <Trans>Distance</Trans>
                </ColumnHeader>
              </>
            }
          >
            {[30, 50, 80, 100, 130].map((v) => (
              <tr key={v} className={`border-line border-b ${v === s.speed ? "font-semibold" : ""}`}>
                <td className="py-1 pr-3">{fixed(v, 0, language)} km/h</td>
                <td className="py-1 pr-3">{fixed(v / 3.6, 1, language)}</td>
                <td className="py-1 pr-3">{m(takeoverDistance(v, s.seconds))}</td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </DemoFrame>
  );
}

/** A road drawn to scale: one tick per second traveled, the car at the start, a flag where you take over. */
function Road({ speed, seconds }: { speed: number; seconds: number }) {
  const language = useLanguage();
  const max = takeoverDistance(130, 15);
  const W = 400;
  const x = (meters: number) => 10 + (meters / max) * (W - 20);
  const end = takeoverDistance(speed, seconds);
  const ticks = Array.from({ length: Math.floor(seconds) + 1 }, (_, t) => t);
  return (
    <svg viewBox={`0 0 ${W} 70`} className="mt-3 w-full" aria-hidden="true">
      <rect x={0} y={22} width={W} height={26} className="fill-raised" />
      <line x1={0} x2={W} y1={35} y2={35} className="stroke-line" strokeDasharray="8 6" />
      <rect x={x(0)} y={22} width={x(end) - x(0)} height={26} className="fill-accent" fillOpacity={0.25} />
      {ticks.map((t) => (
        <line
          key={t}
          x1={x(takeoverDistance(speed, t))}
          x2={x(takeoverDistance(speed, t))}
          y1={48}
          y2={56}
          className="stroke-ink"
        />
      ))}
      <rect x={x(0) - 6} y={28} width={16} height={10} rx={2} className="fill-class-a" />
      <line x1={x(end)} x2={x(end)} y1={8} y2={48} className="stroke-ink" strokeWidth={2} />
      <polygon points={`${x(end)},8 ${x(end) + 12},12 ${x(end)},16`} className="fill-ink" />
      <text x={x(0)} y={68} fontSize={10} className="fill-muted">
        0 m
      </text>
      <text x={W - 10} y={68} fontSize={10} textAnchor="end" className="fill-muted">
        {fixed(Math.round(max), 0, language)} m
      </text>
    </svg>
  );
}
