import { useId, useMemo, useState } from "react";
import { Button, DemoFrame, Slider, Toggle } from "#app/demos/kit.tsx";
import { mulberry32, newSeed } from "#app/platform/random.ts";
import { formatNumber } from "#app/site/locale.ts";
import { plural } from "#app/site/plural.ts";
import {
  BUILT_IN_TEXT,
  detokenize,
  generate,
  MAX_CHARS,
  predict,
  SENTENCE_END,
  tokenize,
  train,
  withTemperature,
} from "./logic.ts";

const START = { prompt: "The cat", temperature: 1, seed: 2017 };
const WORDS = 20;
const pct = (p: number) => `${Math.round(p * 100)}%`;

export default function Demo() {
  const [corpus, setCorpus] = useState(BUILT_IN_TEXT);
  const [draft, setDraft] = useState(BUILT_IN_TEXT);
  const [prompt, setPrompt] = useState(START.prompt);
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

  const contextText =
    p.used === "trigram" || p.used === "bigram"
      ? `after “${p.context === "." ? "the start of a sentence" : p.context}” (${p.used}, ${plural(p.total, { one: "seen # time", other: "seen # times" })})`
      : p.used === "unigram"
        ? `“${typed.at(-1)}” never appears in the training text, so these are just the most common words overall`
        : "no training text";

  const appendWord = (word: string) => {
    const isPunct = /^[.,!?]$/.test(word);
    const base = prompt.trimEnd();
    setPrompt(`${base}${isPunct || base === "" ? "" : " "}${word}`);
    setGenerated(null);
    setNote(`Added “${word}”.`);
  };

  const runGenerate = () => {
    const out = generate(model, typed, WORDS, order, temperature, mulberry32(seed + runs));
    setRuns((r) => r + 1);
    setGenerated(out);
    setNote(`Generated ${WORDS} words at temperature ${temperature.toFixed(1)}: “${detokenize(out, false)}”`);
  };

  const startOfSentence = typed.length === 0 || SENTENCE_END.has(typed.at(-1) ?? "");
  const guesses = `${p.used === "unigram" ? contextText : `Next word ${contextText}`}: ${
    top.map((c) => `${c.word} ${pct(c.p)}`).join(", ") || "none"
  }.`;
  const status = generated && note ? note : `${note ? `${note} ` : ""}${guesses}`;

  return (
    <DemoFrame
      title="Next-word predictor"
      intro="This tiny language model has only counted which word follows which in a short story. Type a few words to see its guesses for the next one, then let it write by picking next words again and again."
      status={status}
      onReset={() => {
        setCorpus(BUILT_IN_TEXT);
        setDraft(BUILT_IN_TEXT);
        setPrompt(START.prompt);
        setTrigram(false);
        setTemperature(START.temperature);
        setSeed(START.seed);
        setRuns(0);
        setGenerated(null);
        setNote("Reset to the built-in story.");
      }}
    >
      <label htmlFor={promptId} className="font-medium text-sm">
        Your text so far
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

      <h4 className="mt-4 font-medium text-sm">Top 5 next words</h4>
      <p className="text-muted text-xs">
        {contextText.charAt(0).toUpperCase() + contextText.slice(1)}. Bars show probabilities from the counts (how many
        times in brackets); “pick” is the chance of being chosen at the current temperature. Choose a word to add it.
      </p>
      <ol className="mt-2 flex flex-col gap-1.5">
        {top.map((c) => (
          <li key={c.word} className="grid grid-cols-[5.5rem_minmax(0,1fr)_5.5rem] items-center gap-2 text-sm">
            <Button
              variant="secondary"
              className="truncate px-2 py-0.5 text-left font-mono"
              aria-label={`Add “${c.word}”, probability ${pct(c.p)}`}
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
              <span className="text-muted">pick {pct(chance.get(c.word) ?? 0)}</span>
            </span>
          </li>
        ))}
      </ol>
      {p.candidates.length > 5 ? (
        <p className="mt-1 text-muted text-xs">…and {p.candidates.length - 5} other possible words.</p>
      ) : null}

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Slider
          label="Temperature"
          value={temperature}
          min={0.1}
          max={2}
          step={0.1}
          onChange={(t) => {
            setTemperature(t);
            setNote("");
          }}
          format={(t) => `${t.toFixed(1)} ${t < 0.5 ? "(repetitive)" : t > 1.4 ? "(random)" : ""}`}
        />
        <div className="flex flex-col gap-2">
          <Toggle
            label="Use two words of context (trigram)"
            checked={trigram}
            onChange={(on) => {
              setTrigram(on);
              setNote("");
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={runGenerate} disabled={p.used === "none"}>
              Generate {WORDS} words
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setSeed(newSeed());
                setRuns(0);
                setGenerated(null);
                setNote("New random seed for generating.");
              }}
            >
              New random data
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
          Training text ({model.tokens} tokens, {model.unigrams.size} different ones)
        </summary>
        <label htmlFor={corpusId} className="mt-2 block text-muted text-xs">
          Edit or paste your own text (up to {formatNumber(MAX_CHARS)} characters), then retrain.
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
              setNote(`Retrained on your text: ${tokenize(draft).length} tokens.`);
            }}
          >
            Train on this text
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(BUILT_IN_TEXT);
              setCorpus(BUILT_IN_TEXT);
              setGenerated(null);
              setNote("Back to the built-in story.");
            }}
          >
            Use the built-in story
          </Button>
        </div>
      </details>
    </DemoFrame>
  );
}
