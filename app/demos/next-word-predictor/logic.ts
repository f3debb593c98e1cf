// A tiny language model that only counts: which word follows which (bigrams), or which word
// follows a pair of words (trigrams). Predicting the next word is just turning those counts
// into probabilities; generating text is picking next words again and again. Sentence
// punctuation is kept as its own token, so "." also stands for "the start of a sentence".

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** A short text written for this demo, translated for each language's learners. */
export const BUILT_IN_STORY: MessageDescriptor = msg`The cat sat by the window of the little house on the hill. Every morning the cat watched the boats in the harbor. The boats went out to sea and the boats came back with fish. The old fisherman waved to the cat and the cat closed its eyes. In the afternoon the sun was warm and the wind was soft. The children ran down the hill to the harbor to see the boats. The children laughed, the dog barked and the gulls called over the water. The old fisherman told the children a story about the sea. He said the sea was wide and the sea was deep and the sea was full of secrets. The children asked him about the secrets of the sea. He smiled and said the sea keeps its secrets. In the evening the wind turned cold and the boats came home. The lights of the little houses came on one by one. The cat walked down the hill to meet the old fisherman. The fisherman gave the cat a small fish and the cat ate it slowly. Then the cat walked back up the hill to the little house. The children went to bed and dreamed about the sea. The dog slept by the door. The moon rose over the harbor and the water was silver. Every night the town was quiet and every morning the town woke up again. The boats went out, the children ran to the harbor, and the cat sat by the window and watched.`;

/** The story in English (what the tests train on). */
export const BUILT_IN_TEXT = BUILT_IN_STORY.message ?? "";

/** Longest text the learner may paste, so every step stays fast on a phone. */
export const MAX_CHARS = 20_000;

export const SENTENCE_END = new Set([".", "!", "?"]);

/** Lower-case words (with apostrophes, in any alphabet: "niño", "größer") and . , ! ? as tokens. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:'\p{L}+)?|[.,!?]/gu) ?? [];
}

export interface Model {
  unigrams: Map<string, number>;
  bigrams: Map<string, Map<string, number>>;
  trigrams: Map<string, Map<string, number>>;
  tokens: number;
}

function bump(table: Map<string, Map<string, number>>, context: string, next: string) {
  let row = table.get(context);
  if (!row) {
    row = new Map();
    table.set(context, row);
  }
  row.set(next, (row.get(next) ?? 0) + 1);
}

export function train(text: string): Model {
  // The text starts as if a sentence had just ended.
  const tokens = [".", ...tokenize(text.slice(0, MAX_CHARS))];
  const model: Model = { unigrams: new Map(), bigrams: new Map(), trigrams: new Map(), tokens: tokens.length - 1 };
  tokens.forEach((t, i) => {
    if (i === 0) return;
    model.unigrams.set(t, (model.unigrams.get(t) ?? 0) + 1);
    bump(model.bigrams, tokens[i - 1] as string, t);
    if (i >= 2) bump(model.trigrams, `${tokens[i - 2]} ${tokens[i - 1]}`, t);
  });
  return model;
}

export interface Candidate {
  word: string;
  count: number;
  p: number;
}

export interface Prediction {
  /** Which table answered: trigram falls back to bigram, bigram to single-word counts. */
  used: "trigram" | "bigram" | "unigram" | "none";
  /** The words the prediction was based on ("" for unigram). */
  context: string;
  /** How many times the context was seen (its followers' total count). */
  total: number;
  /** Every possible next token, most likely first (ties in alphabetical order). */
  candidates: Candidate[];
}

function toCandidates(row: Map<string, number>): { total: number; candidates: Candidate[] } {
  let total = 0;
  for (const c of row.values()) total += c;
  const candidates = [...row.entries()]
    .map(([word, count]) => ({ word, count, p: count / total }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
  return { total, candidates };
}

/** What comes next after `typed`, using a trigram (order 3) or bigram (order 2) model. */
export function predict(model: Model, typed: readonly string[], order: 2 | 3): Prediction {
  const history = [".", ...typed];
  const last = history.at(-1) as string;
  if (order === 3 && history.length >= 2) {
    const context = `${history.at(-2)} ${last}`;
    const row = model.trigrams.get(context);
    if (row) return { used: "trigram", context, ...toCandidates(row) };
  }
  const row = model.bigrams.get(last);
  if (row) return { used: "bigram", context: last, ...toCandidates(row) };
  if (model.unigrams.size > 0) return { used: "unigram", context: "", ...toCandidates(model.unigrams) };
  return { used: "none", context: "", total: 0, candidates: [] };
}

/**
 * Reweights probabilities by temperature: p^(1/T), renormalised. Low T sharpens towards the
 * most likely word (repetitive text); high T flattens towards an even spread (random text).
 */
export function withTemperature(candidates: readonly Candidate[], temperature: number): Candidate[] {
  if (candidates.length === 0) return [];
  const t = Math.max(temperature, 0.01);
  // Work in logs so small temperatures do not underflow.
  const logs = candidates.map((c) => Math.log(c.p) / t);
  const top = Math.max(...logs);
  const weights = logs.map((l) => Math.exp(l - top));
  const sum = weights.reduce((a, b) => a + b, 0);
  return candidates.map((c, i) => ({ ...c, p: (weights[i] as number) / sum }));
}

export function sample(candidates: readonly Candidate[], temperature: number, random: () => number): string | null {
  const weighted = withTemperature(candidates, temperature);
  let r = random();
  for (const c of weighted) {
    r -= c.p;
    if (r < 0) return c.word;
  }
  return weighted.at(-1)?.word ?? null;
}

/** Continues `typed` with `words` more words (punctuation does not count as a word). */
export function generate(
  model: Model,
  typed: readonly string[],
  words: number,
  order: 2 | 3,
  temperature: number,
  random: () => number,
): string[] {
  const out: string[] = [];
  let count = 0;
  // A guard against endless punctuation, in case a pasted text is mostly commas.
  for (let steps = 0; count < words && steps < words * 4; steps++) {
    const next = sample(predict(model, [...typed, ...out], order).candidates, temperature, random);
    if (next === null) break;
    out.push(next);
    if (/[a-z0-9]/.test(next)) count++;
  }
  return out;
}

/** Joins tokens into readable text: no space before punctuation, capitals after a full stop. */
export function detokenize(tokens: readonly string[], startOfSentence = true): string {
  let text = "";
  let capital = startOfSentence;
  for (const t of tokens) {
    const isPunct = /^[.,!?]$/.test(t);
    const word = capital && !isPunct ? t.charAt(0).toUpperCase() + t.slice(1) : t;
    text += text === "" || isPunct ? word : ` ${word}`;
    if (!isPunct) capital = false;
    if (SENTENCE_END.has(t)) capital = true;
  }
  return text;
}

/** Shannon entropy in bits: how spread out the choices are. */
export function entropy(candidates: readonly Candidate[]): number {
  return -candidates.reduce((h, c) => (c.p > 0 ? h + c.p * Math.log2(c.p) : h), 0);
}
