import { useId, useMemo, useState } from "react";
import { Button, DemoFrame } from "#app/demos/kit.tsx";
import { classify, type Label, type Message, TRAINING, train, type WordEvidence } from "./logic.ts";

const START_TEXT = "Win a free prize now";
const EXAMPLES = [
  "Win a free prize now",
  "Are we still on for lunch tomorrow?",
  "Claim your free tickets for the match",
  "Y0u w0n! Cl41m y0ur c4sh",
];
const MAX_TRAINING = 200;

const pct = (p: number) => {
  const v = p * 100;
  if (v > 99.9) return ">99.9%";
  if (v < 0.1) return "<0.1%";
  return `${v.toFixed(1)}%`;
};
const times = (r: number) => (r >= 1 ? r : 1 / r).toFixed(1);

function WordRow({ w, scale }: { w: WordEvidence; scale: number }) {
  const log = Math.log(w.ratio);
  const width = `${Math.min(1, Math.abs(log) / scale) * 50}%`;
  const toSpam = log > 0;
  return (
    <li className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-2 text-sm sm:grid-cols-[7rem_minmax(0,1fr)_11rem]">
      <span className="truncate font-mono">{w.word}</span>
      <span className="relative h-4 rounded-sm bg-raised" aria-hidden="true">
        <span className="absolute inset-y-0 left-1/2 w-px bg-line" />
        {w.known ? (
          <span
            className={`absolute inset-y-0.5 rounded-sm ${toSpam ? "left-1/2 bg-bad" : "right-1/2 bg-good"}`}
            style={{ width }}
          />
        ) : null}
      </span>
      <span
        className={`col-span-2 text-xs sm:col-span-1 ${w.known ? (toSpam ? "text-bad" : "text-good") : "text-muted"}`}
      >
        {w.known
          ? `${toSpam ? "▶" : "◀"} ×${times(w.ratio)} toward ${toSpam ? "spam" : "ham"} (seen ${w.spamCount}× in spam, ${w.hamCount}× in ham)`
          : "never seen in training: ignored"}
      </span>
    </li>
  );
}

export default function Demo() {
  const [text, setText] = useState(START_TEXT);
  const [messages, setMessages] = useState<Message[]>([...TRAINING]);
  const [note, setNote] = useState("");
  const textId = useId();

  const model = useMemo(() => train(messages), [messages]);
  const v = classify(model, text);
  const known = v.words.filter((w) => w.known);
  const strongest = [...known].sort((a, b) => Math.abs(Math.log(b.ratio)) - Math.abs(Math.log(a.ratio)))[0];
  const scale = Math.max(Math.log(10), ...known.map((w) => Math.abs(Math.log(w.ratio))));
  const isSpam = v.label === "spam";

  const add = (label: Label) => {
    if (!text.trim() || messages.length >= MAX_TRAINING) return;
    setMessages((m) => [...m, { text: text.trim(), label }]);
    setNote(`Added “${text.trim()}” to the training set as ${label}; the filter retrained.`);
  };

  const status = `${note ? `${note} ` : ""}${
    v.words.length === 0
      ? `No words yet: only the prior counts, P(spam) = ${pct(v.pSpam)}.`
      : `P(spam) = ${pct(v.pSpam)}: ${isSpam ? "spam" : "not spam"}. Prior odds ${model.docs.spam} spam to ${model.docs.ham} ham; ${known.length} of ${v.words.length} words known${
          strongest
            ? `; strongest clue “${strongest.word}”, ×${times(strongest.ratio)} toward ${strongest.ratio > 1 ? "spam" : "ham"}`
            : ""
        }.`
  }`;

  return (
    <DemoFrame
      title="Naive Bayes spam filter"
      intro="Type a message. The filter starts from the share of spam in its 30 training messages, then multiplies in one clue per word: how much more often that word appears in spam than in ham (normal mail)."
      status={status}
      onReset={() => {
        setText(START_TEXT);
        setMessages([...TRAINING]);
        setNote("Reset to the built-in training set.");
      }}
    >
      <label htmlFor={textId} className="font-medium text-sm">
        Message
      </label>
      <textarea
        id={textId}
        value={text}
        rows={2}
        maxLength={500}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setNote("");
        }}
        className="mt-1 w-full rounded-md border border-line bg-canvas p-2 text-sm"
      />
      <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
        <span className="text-muted">Try:</span>
        {EXAMPLES.map((e) => (
          <button
            key={e}
            type="button"
            onClick={() => {
              setText(e);
              setNote("");
            }}
            className="rounded-full border border-line bg-canvas px-2 py-0.5 hover:bg-raised"
          >
            {e}
          </button>
        ))}
      </div>

      <div className={`mt-4 rounded-md border-2 p-3 ${isSpam ? "border-bad" : "border-good"}`}>
        <p className={`font-semibold text-lg ${isSpam ? "text-bad" : "text-good"}`}>
          {isSpam ? "⚠ Spam" : "✓ Not spam (ham)"} — P(spam) = {pct(v.pSpam)}
        </p>
        <p className="mt-1 text-sm">
          Prior: {model.docs.spam} spam and {model.docs.ham} ham messages, so the odds start at{" "}
          <span className="font-mono">{v.priorOdds.toFixed(2)}</span> (spam : ham). Each word multiplies them; adding
          logs, log odds = <span className="font-mono">{v.logOdds.toFixed(2)}</span>.
        </p>
      </div>

      <h4 className="mt-4 font-medium text-sm">Clues, word by word</h4>
      <p className="text-muted text-xs">
        Bars use a log scale: left (◀, green) points to ham, right (▶, red) to spam. Each ratio is P(word | spam) ÷
        P(word | ham), with add-one smoothing so no word counts as impossible.
      </p>
      {v.words.length ? (
        <ul className="mt-2 flex flex-col gap-1.5">
          {v.words.map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a word can repeat; position identifies it.
            <WordRow key={i} w={w} scale={scale} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm">Type something above.</p>
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => add("spam")} disabled={!text.trim()}>
          Add this message as spam
        </Button>
        <Button onClick={() => add("ham")} disabled={!text.trim()}>
          Add this message as ham
        </Button>
      </div>

      <details className="mt-4 rounded-md border border-line p-3 text-sm">
        <summary className="cursor-pointer font-medium">
          Training messages ({model.docs.spam} spam, {model.docs.ham} ham)
        </summary>
        <ul className="mt-2 flex flex-col gap-1">
          {messages.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited by position.
            <li key={i} className="flex flex-wrap items-center gap-2 border-line border-b pb-1">
              <span className={`w-12 font-semibold text-xs ${m.label === "spam" ? "text-bad" : "text-good"}`}>
                {m.label === "spam" ? "⚠ spam" : "✓ ham"}
              </span>
              <span className="min-w-0 flex-1">{m.text}</span>
              <Button
                variant="secondary"
                className="px-2 py-0.5 text-xs"
                aria-label={`Relabel “${m.text}” as ${m.label === "spam" ? "ham" : "spam"}`}
                onClick={() => {
                  setMessages((all) =>
                    all.map((x, j) => (j === i ? { ...x, label: x.label === "spam" ? "ham" : "spam" } : x)),
                  );
                  setNote(`Relabeled “${m.text}” as ${m.label === "spam" ? "ham" : "spam"}.`);
                }}
              >
                Relabel
              </Button>
              <Button
                variant="secondary"
                className="px-2 py-0.5 text-xs"
                aria-label={`Remove “${m.text}”`}
                onClick={() => {
                  setMessages((all) => all.filter((_, j) => j !== i));
                  setNote(`Removed “${m.text}” from the training set.`);
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      </details>
    </DemoFrame>
  );
}
