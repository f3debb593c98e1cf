import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useMemo, useState } from "react";
import { Button, DemoFrame } from "#app/demos/kit.tsx";
import { type Language, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import { classify, type Label, type Message, TRAINING_TEXTS, train, type WordEvidence } from "./logic.ts";

const EXAMPLES = [
  msg({ message: "Win a free prize now", comment: "A spam-like example; use words of the translated training spam" }),
  msg`Are we still on for lunch tomorrow?`,
  msg`Claim your free tickets for the match`,
  msg({ message: "Y0u w0n! Cl41m y0ur c4sh", comment: "Spam with odd spellings to fool the filter" }),
] as const;
const MAX_TRAINING = 200;

const fixed = (v: number, digits: number, language: Language) =>
  numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);
const pctIn = (language: Language) => (p: number) => {
  const percent = (v: number) => numberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(v);
  if (p > 0.999) return `>${percent(0.999)}`;
  if (p < 0.001) return `<${percent(0.001)}`;
  return numberFormat(language, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(p);
};
const timesIn = (language: Language) => (r: number) => fixed(r >= 1 ? r : 1 / r, 1, language);

function WordRow({ w, scale }: { w: WordEvidence; scale: number }) {
  const { t } = useLingui();
  const language = useLanguage();
  const factor = timesIn(language)(w.ratio);
  const { spamCount, hamCount } = w;
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
          ? toSpam
            ? t`▶ ×${factor} toward spam (seen ${spamCount}× in spam, ${hamCount}× in ham)`
            : t`◀ ×${factor} toward ham (seen ${spamCount}× in spam, ${hamCount}× in ham)`
          : t`never seen in training: ignored`}
      </span>
    </li>
  );
}

export default function Demo() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const pct = pctIn(language);
  const times = timesIn(language);
  const training = (): Message[] => TRAINING_TEXTS.map((m) => ({ label: m.label, text: i18n._(m.text) }));
  const examples = EXAMPLES.map((e) => i18n._(e));
  const startText = examples[0] ?? "";
  const [text, setText] = useState(startText);
  const [messages, setMessages] = useState<Message[]>(training);
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
    const added = text.trim();
    setMessages((m) => [...m, { text: added, label }]);
    setNote(
      label === "spam"
        ? t`Added “${added}” to the training set as spam; the filter retrained.`
        : t`Added “${added}” to the training set as ham; the filter retrained.`,
    );
  };

  const relabelLabel = ({ text: message, label }: Message) =>
    label === "spam" ? t`Relabel “${message}” as ham` : t`Relabel “${message}” as spam`;
  const relabeledNote = ({ text: message, label }: Message) =>
    label === "spam" ? t`Relabeled “${message}” as ham.` : t`Relabeled “${message}” as spam.`;
  const removeLabel = ({ text: message }: Message) => t`Remove “${message}”`;
  const removedNote = ({ text: message }: Message) => t`Removed “${message}” from the training set.`;
  const pSpam = pct(v.pSpam);
  const spamDocs = model.docs.spam;
  const hamDocs = model.docs.ham;
  const knownCount = known.length;
  const wordCount = v.words.length;
  const clue = strongest?.word ?? "";
  const factor = strongest ? times(strongest.ratio) : "";
  const priorOdds = fixed(v.priorOdds, 2, language);
  const logOdds = fixed(v.logOdds, 2, language);
  const summary = [
    isSpam ? t`P(spam) = ${pSpam}: spam.` : t`P(spam) = ${pSpam}: not spam.`,
    t`Prior odds ${spamDocs} spam to ${hamDocs} ham; ${knownCount} of ${wordCount} words known.`,
    strongest
      ? strongest.ratio > 1
        ? t`Strongest clue “${clue}”, ×${factor} toward spam.`
        : t`Strongest clue “${clue}”, ×${factor} toward ham.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
  const status = `${note ? `${note} ` : ""}${
    v.words.length === 0 ? t`No words yet: only the prior counts, P(spam) = ${pSpam}.` : summary
  }`;

  return (
    <DemoFrame
      title={t`Naive Bayes spam filter`}
      intro={t`Type a message. The filter starts from the share of spam in its 30 training messages, then multiplies in one clue per word: how much more often that word appears in spam than in ham (normal mail).`}
      status={status}
      onReset={() => {
        setText(startText);
        setMessages(training());
        setNote(t`Reset to the built-in training set.`);
      }}
    >
      <label htmlFor={textId} className="font-medium text-sm">
        <Trans comment="Label of the text box for the message to classify">Message</Trans>
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
        <span className="text-muted">
          <Trans>Try:</Trans>
        </span>
        {examples.map((e) => (
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
          {isSpam ? t`⚠ Spam` : t`✓ Not spam (ham)`} — P(spam) = {pSpam}
        </p>
        <p className="mt-1 text-sm">
          <Trans>
            Prior: {spamDocs} spam and {hamDocs} ham messages, so the odds start at{" "}
            <span className="font-mono">{priorOdds}</span> (spam : ham). Each word multiplies them; adding logs, log
            odds = <span className="font-mono">{logOdds}</span>.
          </Trans>
        </p>
      </div>

      <h4 className="mt-4 font-medium text-sm">
        <Trans>Clues, word by word</Trans>
      </h4>
      <p className="text-muted text-xs">
        <Trans>
          Bars use a log scale: left (◀, green) points to ham, right (▶, red) to spam. Each ratio is P(word | spam) ÷
          P(word | ham), with add-one smoothing so no word counts as impossible.
        </Trans>
      </p>
      {v.words.length ? (
        <ul className="mt-2 flex flex-col gap-1.5">
          {v.words.map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a word can repeat; position identifies it.
            <WordRow key={i} w={w} scale={scale} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm">
          <Trans>Type something above.</Trans>
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => add("spam")} disabled={!text.trim()}>
          <Trans>Add this message as spam</Trans>
        </Button>
        <Button onClick={() => add("ham")} disabled={!text.trim()}>
          <Trans>Add this message as ham</Trans>
        </Button>
      </div>

      <details className="mt-4 rounded-md border border-line p-3 text-sm">
        <summary className="cursor-pointer font-medium">
          <Trans>
            Training messages ({spamDocs} spam, {hamDocs} ham)
          </Trans>
        </summary>
        <ul className="mt-2 flex flex-col gap-1">
          {messages.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited by position.
            <li key={i} className="flex flex-wrap items-center gap-2 border-line border-b pb-1">
              <span className={`w-12 font-semibold text-xs ${m.label === "spam" ? "text-bad" : "text-good"}`}>
                {m.label === "spam" ? t`⚠ spam` : t`✓ ham`}
              </span>
              <span className="min-w-0 flex-1">{m.text}</span>
              <Button
                variant="secondary"
                className="px-2 py-0.5 text-xs"
                aria-label={relabelLabel(m)}
                onClick={() => {
                  setMessages((all) =>
                    all.map((x, j) => (j === i ? { ...x, label: x.label === "spam" ? "ham" : "spam" } : x)),
                  );
                  setNote(relabeledNote(m));
                }}
              >
                <Trans>Relabel</Trans>
              </Button>
              <Button
                variant="secondary"
                className="px-2 py-0.5 text-xs"
                aria-label={removeLabel(m)}
                onClick={() => {
                  setMessages((all) => all.filter((_, j) => j !== i));
                  setNote(removedNote(m));
                }}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      </details>
    </DemoFrame>
  );
}
