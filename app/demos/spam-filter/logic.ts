// Naive Bayes spam filtering with word counts, add-one (Laplace) smoothing and Bayes' rule in
// odds form: posterior odds = prior odds × the likelihood ratio of every word. Everything is
// added up as logarithms, so even a very long message never underflows to zero.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type Label = "spam" | "ham";

export interface Message {
  text: string;
  label: Label;
}

/** Thirty short messages written for this demo (all fictional), translated for each language's learners. */
export const TRAINING_TEXTS: readonly { label: Label; text: MessageDescriptor }[] = [
  { label: "spam", text: msg`Win a free prize now, just click the link` },
  { label: "spam", text: msg`Congratulations, you have won a cash prize! Claim it now` },
  { label: "spam", text: msg`Free gift card waiting for you, click here to claim` },
  { label: "spam", text: msg`Urgent: your account is locked, verify your password now` },
  { label: "spam", text: msg`Earn money fast from home, no experience needed` },
  { label: "spam", text: msg`Cheap pills at the best price, order now` },
  { label: "spam", text: msg`You are our lucky winner, reply to claim your reward` },
  { label: "spam", text: msg`Limited offer: a free phone, click now before it ends` },
  { label: "spam", text: msg`Get rich quick with this one simple trick` },
  { label: "spam", text: msg`Final notice: claim your free holiday today` },
  { label: "spam", text: msg`Exclusive deal just for you, buy now and save big` },
  { label: "spam", text: msg`Your parcel is waiting, pay the small fee at this link` },
  { label: "spam", text: msg`Lowest loan rates guaranteed, apply now` },
  { label: "spam", text: msg`Act now: double your money in one week, guaranteed` },
  { label: "ham", text: msg`Are we still on for lunch tomorrow?` },
  { label: "ham", text: msg`Can you send me the notes from the meeting?` },
  { label: "ham", text: msg`Happy birthday! Hope you have a lovely day` },
  { label: "ham", text: msg`The bus is late, I will be there in ten minutes` },
  { label: "ham", text: msg`Dinner at my place on Friday, bring your guitar` },
  { label: "ham", text: msg`Mum says thanks for the flowers` },
  { label: "ham", text: msg`Here is the report for this week, let me know what you think` },
  { label: "ham", text: msg`Did you feed the cat this morning?` },
  { label: "ham", text: msg`Meeting moved to three o'clock in room four` },
  { label: "ham", text: msg`I finished the book you lent me, it was great` },
  { label: "ham", text: msg`Can you pick up milk and bread on the way home?` },
  { label: "ham", text: msg`Thanks for your help with the garden yesterday` },
  { label: "ham", text: msg`The match starts at seven, see you at the park` },
  { label: "ham", text: msg`Please check the draft and send it back by Monday` },
  { label: "ham", text: msg`Good luck with the exam tomorrow, you will do great` },
  { label: "ham", text: msg`Shall we book the train tickets for the trip now?` },
];

/** The training messages in English (what the tests train on). */
export const TRAINING: readonly Message[] = TRAINING_TEXTS.map((m) => ({ label: m.label, text: m.text.message ?? "" }));

/** Lower-case words and numbers, in any alphabet ("reunión", "Besprechung"); punctuation is dropped. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:'\p{L}+)?/gu) ?? [];
}

export interface Model {
  docs: Record<Label, number>;
  /** Word counts per class. */
  counts: Record<Label, Map<string, number>>;
  /** Total words per class. */
  totals: Record<Label, number>;
  vocabulary: Set<string>;
}

export function train(messages: readonly Message[]): Model {
  const model: Model = {
    docs: { spam: 0, ham: 0 },
    counts: { spam: new Map(), ham: new Map() },
    totals: { spam: 0, ham: 0 },
    vocabulary: new Set(),
  };
  for (const m of messages) {
    model.docs[m.label]++;
    for (const word of tokenize(m.text)) {
      const counts = model.counts[m.label];
      counts.set(word, (counts.get(word) ?? 0) + 1);
      model.totals[m.label]++;
      model.vocabulary.add(word);
    }
  }
  return model;
}

/** P(word | class) with add-one smoothing: (count + 1) / (words in class + vocabulary size). */
export function likelihood(model: Model, word: string, label: Label): number {
  return ((model.counts[label].get(word) ?? 0) + 1) / (model.totals[label] + model.vocabulary.size);
}

export interface WordEvidence {
  word: string;
  /** false: the word never appeared in training, so it is ignored. */
  known: boolean;
  spamCount: number;
  hamCount: number;
  pSpam: number;
  pHam: number;
  /** P(word | spam) / P(word | ham): above 1 points to spam, below 1 to ham. */
  ratio: number;
}

export interface Verdict {
  priorOdds: number;
  words: WordEvidence[];
  /** Natural log of the posterior odds of spam. */
  logOdds: number;
  /** P(spam | words), from the log odds. */
  pSpam: number;
  label: Label;
}

export function classify(model: Model, text: string): Verdict {
  // Prior odds: spam messages to ham messages in the training set (even odds with no data).
  const { spam, ham } = model.docs;
  const priorOdds = spam + ham === 0 ? 1 : spam / ham;
  let logOdds = Math.log(priorOdds);
  const words: WordEvidence[] = tokenize(text).map((word) => {
    const known = model.vocabulary.has(word);
    const pSpam = likelihood(model, word, "spam");
    const pHam = likelihood(model, word, "ham");
    const ratio = known ? pSpam / pHam : 1;
    if (known) logOdds += Math.log(pSpam) - Math.log(pHam);
    return {
      word,
      known,
      spamCount: model.counts.spam.get(word) ?? 0,
      hamCount: model.counts.ham.get(word) ?? 0,
      pSpam,
      pHam,
      ratio,
    };
  });
  // A numerically safe logistic function: turns log odds into a probability.
  const pSpam = logOdds >= 0 ? 1 / (1 + Math.exp(-logOdds)) : Math.exp(logOdds) / (1 + Math.exp(logOdds));
  return { priorOdds, words, logOdds, pSpam, label: pSpam > 0.5 ? "spam" : "ham" };
}
