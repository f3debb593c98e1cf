import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useId, useMemo, useState } from "react";
import { Button, DemoFrame, Slider, Toggle } from "#app/demos/kit.tsx";
import { mulberry32, newSeed } from "#app/platform/random.ts";
import { formatList, formatNumber, numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  BUILT_IN_STORY,
  detokenize,
  generate,
  MAX_CHARS,
  predict,
  SENTENCE_END,
  tokenize,
  train,
  withTemperature,
} from "./logic.ts";

const START = { temperature: 1, seed: 2017 };
const WORDS = 20;

export default function Demo() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const BUILT_IN_TEXT = i18n._(BUILT_IN_STORY);
  const startPrompt = t({ message: "The cat", comment: "The first words of the built-in story, the starting prompt" });
  const pct = (p: number) => numberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(p);
  const [corpus, setCorpus] = useState(BUILT_IN_TEXT);
  const [draft, setDraft] = useState(BUILT_IN_TEXT);
  const [prompt, setPrompt] = useState(startPrompt);
  const [trigram, setTrigram] = useState(false);
  const [temperature, setTemperature] = useState(START.temperature);
  const [seed, setSeed] = useState(START.seed);
  const [runs, setRuns] = useState(0);
  const [generated, setGenerated] = useState<string[] | null>(null);
  const [note, setNote] = useState("");
  const promptId = useId();
  const corpusId = useId();

  const model = useMemo(() => train(corpus), [corpus]);
  const order = trigram ? 3 : 2;
  const typed = tokenize(prompt);
  const p = predict(model, typed, order);
  const top = p.candidates.slice(0, 5);
  const heated = withTemperature(p.candidates, temperature);
  const chance = new Map(heated.map((c) => [c.word, c.p]));

  const total = p.total;
  const context = p.context;
  const lastWord = typed.at(-1) ?? "";
  const contextText =
    p.used === "trigram" || p.used === "bigram"
      ? p.context === "."
        ? p.used === "trigram"
          ? t`${plural(total, { one: "After the start of a sentence (trigram, seen # time)", other: "After the start of a sentence (trigram, seen # times)" })}`
          : t`${plural(total, { one: "After the start of a sentence (bigram, seen # time)", other: "After the start of a sentence (bigram, seen # times)" })}`
        : p.used === "trigram"
          ? t`${plural(total, { one: `After “${context}” (trigram, seen # time)`, other: `After “${context}” (trigram, seen # times)` })}`
          : t`${plural(total, { one: `After “${context}” (bigram, seen # time)`, other: `After “${context}” (bigram, seen # times)` })}`
      : p.used === "unigram"
        ? t`“${lastWord}” never appears in the training text, so these are just the most common words overall`
        : t`No training text`;

  const appendWord = (word: string) => {
    const isPunct = /^[.,!?]$/.test(word);
    const base = prompt.trimEnd();
    setPrompt(`${base}${isPunct || base === "" ? "" : " "}${word}`);
    setGenerated(null);
    setNote(t`Added “${word}”.`);
  };

  const runGenerate = () => {
    const out = generate(model, typed, WORDS, order, temperature, mulberry32(seed + runs));
    setRuns((r) => r + 1);
    setGenerated(out);
    const heat = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(temperature);
    const text = detokenize(out, false);
    setNote(t`Generated ${WORDS} words at temperature ${heat}: “${text}”`);
  };

  const others = p.candidates.length - 5;
  const addLabel = (word: string, probability: string) => t`Add “${word}”, probability ${probability}`;
  const startOfSentence = typed.length === 0 || SENTENCE_END.has(typed.at(-1) ?? "");
  const words = formatList(
    top.map((c) => `${c.word} ${pct(c.p)}`),
    language,
  );
  const guesses =
    top.length === 0
      ? t`${contextText}: no next word.`
      : p.used === "unigram"
        ? t`${contextText}: ${words}.`
        : t`Next word. ${contextText}: ${words}.`;
  const status = generated && note ? note : `${note ? `${note} ` : ""}${guesses}`;

  return (
    <DemoFrame
      title={t`Next-word predictor`}
      intro={t`This tiny language model has only counted which word follows which in a short story. Type a few words to see its guesses for the next one, then let it write by picking next words again and again.`}
      status={status}
      onReset={() => {
        setCorpus(BUILT_IN_TEXT);
        setDraft(BUILT_IN_TEXT);
        setPrompt(startPrompt);
        setTrigram(false);
        setTemperature(START.temperature);
        setSeed(START.seed);
        setRuns(0);
        setGenerated(null);
        setNote(t`Reset to the built-in story.`);
      }}
    >
      <label htmlFor={promptId} className="font-medium text-sm">
        <Trans>Your text so far</Trans>
      </label>
      <input
        id={promptId}
        type="text"
        value={prompt}
        maxLength={300}
        onChange={(e) => {
          setPrompt(e.currentTarget.value);
          setGenerated(null);
          setNote("");
        }}
        className="mt-1 w-full rounded-md border border-line bg-canvas p-2 text-sm"
      />

      <h4 className="mt-4 font-medium text-sm">
        <Trans>Top 5 next words</Trans>
      </h4>
      <p className="text-muted text-xs">
        <Trans>
          {contextText}. Bars show probabilities from the counts (how many times in brackets); “pick” is the chance of
          being chosen at the current temperature. Choose a word to add it.
        </Trans>
      </p>
      <ol className="mt-2 flex flex-col gap-1.5">
        {top.map((c) => (
          <li key={c.word} className="grid grid-cols-[5.5rem_minmax(0,1fr)_5.5rem] items-center gap-2 text-sm">
            <Button
              variant="secondary"
              className="truncate px-2 py-0.5 text-left font-mono"
              aria-label={addLabel(c.word, pct(c.p))}
              onClick={() => appendWord(c.word)}
            >
              {c.word}
            </Button>
            <span className="h-3 rounded-sm bg-raised" aria-hidden="true">
              <span
                className="block h-3 rounded-sm bg-accent motion-safe:transition-all"
                style={{ width: `${c.p * 100}%` }}
              />
            </span>
            <span className="text-right font-mono text-xs leading-tight">
              {pct(c.p)} ({c.count}×)
              <br />
              <span className="text-muted">
                <Pick chance={pct(chance.get(c.word) ?? 0)} />
              </span>
            </span>
          </li>
        ))}
      </ol>
      {p.candidates.length > 5 ? (
        <p className="mt-1 text-muted text-xs">
          <Plural value={others} one="…and # other possible word." other="…and # other possible words." />
        </p>
      ) : null}

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Slider
          label={t`Temperature`}
          value={temperature}
          min={0.1}
          max={2}
          step={0.1}
          onChange={(v) => {
            setTemperature(v);
            setNote("");
          }}
          format={(v) => {
            const shown = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v);
            return v < 0.5 ? t`${shown} (repetitive)` : v > 1.4 ? t`${shown} (random)` : shown;
          }}
        />
        <div className="flex flex-col gap-2">
          <Toggle
            label={t`Use two words of context (trigram)`}
            checked={trigram}
            onChange={(on) => {
              setTrigram(on);
              setNote("");
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={runGenerate} disabled={p.used === "none"}>
              <Trans>Generate {WORDS} words</Trans>
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setSeed(newSeed());
                setRuns(0);
                setGenerated(null);
                setNote(t`New random seed for generating.`);
              }}
            >
              <Trans>New random data</Trans>
            </Button>
          </div>
        </div>
      </div>

      {generated ? (
        <p className="mt-4 rounded-md bg-raised p-3 text-sm">
          <span className="text-muted">{prompt.trim()} </span>
          <strong>{detokenize(generated, startOfSentence)}</strong>
        </p>
      ) : null}

      <details className="mt-4 rounded-md border border-line p-3 text-sm">
        <summary className="cursor-pointer font-medium">
          <TrainingSummary tokens={model.tokens} different={model.unigrams.size} />
        </summary>
        <label htmlFor={corpusId} className="mt-2 block text-muted text-xs">
          <MaxChars max={formatNumber(MAX_CHARS, language)} />
        </label>
        <textarea
          id={corpusId}
          value={draft}
          rows={6}
          maxLength={MAX_CHARS}
          onChange={(e) => setDraft(e.currentTarget.value)}
          className="mt-1 w-full rounded-md border border-line bg-canvas p-2 text-sm"
        />
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            onClick={() => {
              setCorpus(draft);
              setGenerated(null);
              const count = tokenize(draft).length;
              setNote(
                t`${plural(count, { one: "Retrained on your text: # token.", other: "Retrained on your text: # tokens." })}`,
              );
            }}
          >
            <Trans>Train on this text</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(BUILT_IN_TEXT);
              setCorpus(BUILT_IN_TEXT);
              setGenerated(null);
              setNote(t`Back to the built-in story.`);
            }}
          >
            <Trans>Use the built-in story</Trans>
          </Button>
        </div>
      </details>
    </DemoFrame>
  );
}

function Pick({ chance }: { chance: string }) {
  return <Trans comment="The chance that a word is picked at the current temperature">pick {chance}</Trans>;
}

function TrainingSummary({ tokens, different }: { tokens: number; different: number }) {
  return (
    <Trans>
      Training text (<Plural value={tokens} one="# token" other="# tokens" />, {different} different ones)
    </Trans>
  );
}

function MaxChars({ max }: { max: string }) {
  return <Trans>Edit or paste your own text (up to {max} characters), then retrain.</Trans>;
}
