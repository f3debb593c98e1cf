import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Button, DemoFrame, Select } from "#app/demos/kit.tsx";
import {
  CLUE_IDS,
  CLUE_NAMES,
  type ClueId,
  clueScore,
  type Grade,
  grade,
  leaning,
  POSTS,
  type Scene,
  type Signal,
  VERDICT_IN_TEXT,
  VERDICT_NAMES,
  type Verdict,
} from "./logic.ts";

type Answer = { opened: ClueId[]; verdict: Verdict | ""; clue: ClueId | ""; grade: Grade | null };
type State = { index: number; answers: Record<string, Answer>; message: string };
const BLANK: Answer = { opened: [], verdict: "", clue: "", grade: null };
const initial = (message: string): State => ({ index: 0, answers: {}, message });
const SIGNAL_WORDS = {
  supports: msg`This clue supports it (+1)`,
  neutral: msg`This clue says little (0)`,
  undermines: msg`This clue counts against it (−2)`,
} satisfies Record<Signal, unknown>;
const BADGE = {
  present: msg`✓ Content credentials`,
  broken: msg`⚠ Credentials broken`,
  absent: msg`No credentials`,
};

export default function Demo() {
  const { t, i18n } = useLingui();
  const fresh = () => initial(t`Post 1 of 8. Open clues, then rate the post.`);
  const clueName = (c: ClueId) => i18n._(CLUE_NAMES[c]);
  const verdictName = (v: Verdict) => i18n._(VERDICT_NAMES[v]);
  const [s, setS] = useState<State>(fresh);
  const id = useId();
  const post = POSTS[s.index] ?? POSTS[0];
  if (!post) return null;
  const a = s.answers[post.id] ?? BLANK;
  const score = clueScore(post, a.opened);
  const graded = POSTS.filter((p) => s.answers[p.id]?.grade);
  const points = graded.reduce((sum, p) => sum + (s.answers[p.id]?.grade?.points ?? 0), 0);

  const update = (patch: Partial<Answer>, message: string) =>
    setS((p) => ({
      ...p,
      answers: { ...p.answers, [post.id]: { ...(p.answers[post.id] ?? BLANK), ...patch } },
      message,
    }));
  const toggleClue = (c: ClueId) => {
    const open = a.opened.includes(c);
    const opened = open ? a.opened.filter((x) => x !== c) : [...a.opened, c];
    const name = clueName(c);
    const found = i18n._(post.clues[c].text);
    const signal = i18n._(SIGNAL_WORDS[post.clues[c].signal]);
    update({ opened }, open ? t`Closed ${name}.` : `${name}: ${found} ${signal}.`);
  };
  const go = (index: number) =>
    setS((p) => {
      const number = index + 1;
      return { ...p, index, message: t`Post ${number} of 8.` };
    });
  const check = () => {
    if (!a.verdict || !a.clue) return;
    const g = grade(post, a.verdict, a.clue, (d) => i18n._(d));
    update({ grade: g }, g.feedback);
  };
  const author = post.name;
  const postLabel = (number: number, earned: number | undefined) =>
    earned === undefined ? t`Post ${number}` : t`Post ${number}: ${earned} of 2 points`;
  const earnedPoints = a.grade?.points ?? 0;
  const signedScore = score > 0 ? `+${score}` : String(score);
  const leans = i18n._(VERDICT_IN_TEXT[leaning(score)]);
  const maximum = graded.length * 2;
  const opened = a.opened.length;

  return (
    <DemoFrame
      title={t`Provenance detective`}
      intro={t`Eight invented posts. Open the clues a fact-checker would look up, rate each post and say which clue decided it. Predict first: can you spot fakes by staring at the picture?`}
      status={`${s.message} ${t`Evidence so far ${signedScore} (leans ${leans}).`} ${graded.length ? t`Score ${points} of ${maximum}.` : t`No posts rated yet.`}`}
      onReset={() => setS(fresh())}
    >
      <nav aria-label={t`Posts`} className="flex flex-wrap gap-1">
        {POSTS.map((p, i) => {
          const g = s.answers[p.id]?.grade;
          return (
            <button
              key={p.id}
              type="button"
              aria-current={i === s.index ? "true" : undefined}
              aria-label={postLabel(i + 1, g?.points)}
              onClick={() => go(i)}
              className={`min-w-9 rounded-md border px-2 py-1 font-mono text-xs ${i === s.index ? "border-accent bg-accent-soft" : "border-line bg-canvas"}`}
            >
              {i + 1}
              {g ? ` ${g.points === 2 ? "✓" : g.points === 1 ? "½" : "✗"}` : ""}
            </button>
          );
        })}
      </nav>

      <article className="mt-3 max-w-md rounded-xl border border-line bg-canvas p-3" aria-label={t`Post by ${author}`}>
        <header className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-raised font-semibold text-sm"
          >
            {post.name
              .split(" ")
              .map((w) => w[0])
              .slice(0, 2)
              .join("")}
          </span>
          <span className="text-sm leading-tight">
            <span className="block font-semibold">{post.name}</span>
            <span className="block text-muted">{post.handle}</span>
          </span>
        </header>
        <p className="mt-2 text-sm">{i18n._(post.text)}</p>
        <SceneArt scene={post.scene} alt={i18n._(post.alt)} />
        <p
          className={`mt-2 inline-block rounded px-2 py-0.5 text-xs ${post.credential === "broken" ? "bg-warn-soft" : "bg-raised"}`}
        >
          {i18n._(BADGE[post.credential])}
        </p>
      </article>

      <h4 className="mt-4 font-semibold text-sm">
        <Trans>Clues</Trans>
      </h4>
      <ul className="mt-2 flex flex-col gap-2">
        {CLUE_IDS.map((c) => {
          const open = a.opened.includes(c);
          const clue = post.clues[c];
          return (
            <li key={c} className="rounded-md border border-line">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={`${id}-${c}`}
                onClick={() => toggleClue(c)}
                className="flex w-full justify-between gap-2 px-3 py-2 text-left font-medium text-sm"
              >
                <span>{clueName(c)}</span>
                <span aria-hidden="true">{open ? "−" : "+"}</span>
              </button>
              {open ? (
                <div id={`${id}-${c}`} className="border-line border-t px-3 py-2 text-sm">
                  <p>{i18n._(clue.text)}</p>
                  <p
                    className={`mt-1 text-xs ${clue.signal === "supports" ? "text-good" : clue.signal === "undermines" ? "text-bad" : "text-muted"}`}
                  >
                    {clue.signal === "supports" ? "▲ " : clue.signal === "undermines" ? "▼ " : "● "}
                    {i18n._(SIGNAL_WORDS[clue.signal])}
                  </p>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm">
        {t`${plural(opened, { one: "Evidence from # opened clue:", other: "Evidence from # opened clues:" })}`}{" "}
        <Trans>
          <strong className="font-mono">{signedScore}</strong> → leans <strong>{leans}</strong> (−2 or less: fake; +2 or
          more: trustworthy).
        </Trans>
      </p>

      <fieldset className="mt-4">
        <legend className="font-medium text-sm">
          <Trans>Your rating</Trans>
        </legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {(Object.keys(VERDICT_NAMES) as Verdict[]).map((v) => (
            <label key={v} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-verdict`}
                value={v}
                checked={a.verdict === v}
                onChange={() => {
                  const rated = verdictName(v);
                  update({ verdict: v, grade: null }, t`Rated: ${rated}.`);
                }}
                className="size-4 accent-accent"
              />
              {verdictName(v)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 max-w-sm [&_select]:w-full">
        <Select
          label={t`Which clue decided it?`}
          value={a.clue}
          options={[
            { value: "" as const, label: t`Choose a clue…` },
            ...CLUE_IDS.map((c) => {
              const name = clueName(c);
              return { value: c, label: a.opened.includes(c) ? name : t`${name} (not opened)` };
            }),
          ]}
          onChange={(clue) => {
            const name = clue ? clueName(clue) : "";
            update({ clue, grade: null }, clue ? t`Deciding clue: ${name}.` : t`Clue cleared.`);
          }}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={check} disabled={!a.verdict || !a.clue}>
          <Trans>Check my rating</Trans>
        </Button>
        <Button variant="secondary" disabled={s.index === 0} onClick={() => go(s.index - 1)}>
          <Trans>Previous post</Trans>
        </Button>
        <Button variant="secondary" disabled={s.index === POSTS.length - 1} onClick={() => go(s.index + 1)}>
          <Trans>Next post</Trans>
        </Button>
      </div>
      {a.grade ? (
        <p className={`mt-3 rounded-md border p-2 text-sm ${a.grade.points === 2 ? "border-good" : "border-bad"}`}>
          <strong>
            {a.grade.points === 2 ? "✓ " : a.grade.points === 1 ? "½ " : "✗ "}
            <Trans>{earnedPoints} of 2 points.</Trans>
          </strong>{" "}
          {a.grade.feedback}
        </p>
      ) : null}
    </DemoFrame>
  );
}

/** Simple drawings made for this demo; the alt text says what they show. */
function SceneArt({ scene, alt }: { scene: Scene; alt: string }) {
  return (
    <svg
      viewBox="0 0 200 110"
      className="mt-2 w-full rounded-md border border-line bg-raised"
      role="img"
      aria-label={alt}
    >
      {scene === "flood" ? (
        <>
          <rect x={0} y={60} width={200} height={50} className="fill-class-a" fillOpacity={0.45} />
          <rect x={150} y={20} width={4} height={45} className="fill-muted" />
          <rect x={138} y={14} width={28} height={14} className="fill-good" />
          <polygon points="70,62 86,34 96,62" className="fill-muted" />
          <path
            d="M0 70 q 20 -6 40 0 t 40 0 t 40 0 t 40 0 t 40 0"
            className="fill-none stroke-surface"
            strokeWidth={2}
          />
        </>
      ) : null}
      {scene === "bus" ? (
        <>
          <rect x={14} y={38} width={110} height={46} rx={8} className="fill-accent" />
          {[24, 48, 72, 96].map((x) => (
            <rect key={x} x={x} y={46} width={18} height={14} rx={2} className="fill-surface" />
          ))}
          <circle cx={36} cy={86} r={8} className="fill-ink" />
          <circle cx={102} cy={86} r={8} className="fill-ink" />
          <rect x={138} y={20} width={50} height={70} className="fill-surface stroke-line" />
          {[32, 44, 56, 68, 80].map((y) => (
            <line key={y} x1={144} x2={182} y1={y} y2={y} className="stroke-muted" />
          ))}
        </>
      ) : null}
      {scene === "speech" ? (
        <>
          <circle cx={100} cy={36} r={14} className="fill-muted" />
          <path d="M76 90 q 24 -44 48 0 z" className="fill-muted" />
          <rect x={80} y={70} width={40} height={40} className="fill-class-a" />
          <polygon points="160,40 160,70 184,55" className="fill-ink" fillOpacity={0.7} />
        </>
      ) : null}
      {scene === "wildfire" ? (
        <>
          {[
            [120, 30, 16],
            [132, 18, 12],
            [110, 14, 10],
          ].map(([cx, cy, r]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} className="fill-muted" fillOpacity={0.6} />
          ))}
          <polygon points="0,110 50,55 90,85 130,45 200,110" className="fill-good" fillOpacity={0.7} />
          <polygon points="122,56 130,40 138,56" className="fill-class-b" />
        </>
      ) : null}
      {scene === "chocolate" ? (
        <g transform="rotate(-8 100 55)">
          <rect x={45} y={25} width={110} height={60} rx={4} className="fill-class-b" fillOpacity={0.8} />
          {[72, 100, 128].map((x) => (
            <line key={x} x1={x} x2={x} y1={25} y2={85} className="stroke-surface" strokeWidth={2} />
          ))}
          <line x1={45} x2={155} y1={55} y2={55} className="stroke-surface" strokeWidth={2} />
        </g>
      ) : null}
      {scene === "plant" ? (
        <>
          <rect x={20} y={60} width={60} height={50} className="fill-muted" />
          <rect x={90} y={45} width={40} height={65} className="fill-muted" />
          <rect x={140} y={20} width={12} height={90} className="fill-muted" />
          {[
            [108, 28, 14],
            [124, 16, 11],
            [96, 18, 9],
          ].map(([cx, cy, r]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} className="fill-ink" fillOpacity={0.35} />
          ))}
        </>
      ) : null}
      {scene === "city" ? (
        <>
          <circle cx={150} cy={35} r={22} className="fill-class-b" fillOpacity={0.6} />
          {[
            [15, 40, 22],
            [42, 15, 18],
            [66, 55, 20],
            [92, 25, 16],
            [114, 45, 24],
            [144, 65, 20],
            [170, 30, 18],
          ].map(([x, y, w]) => (
            <rect
              key={x}
              x={x}
              y={y}
              width={w}
              height={110 - (y ?? 0)}
              rx={3}
              className="fill-accent"
              fillOpacity={0.75}
            />
          ))}
        </>
      ) : null}
      {scene === "audio"
        ? Array.from({ length: 36 }, (_, i) => {
            const h = 8 + Math.abs(Math.sin(i * 0.9) * 34) + (i % 5) * 3;
            const x = 10 + i * 5;
            return <rect key={x} x={x} y={55 - h / 2} width={3} height={h} rx={1} className="fill-accent" />;
          })
        : null}
    </svg>
  );
}
