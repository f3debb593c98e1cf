// Naive Bayes spam filtering with word counts, add-one (Laplace) smoothing and Bayes' rule in
// odds form: posterior odds = prior odds × the likelihood ratio of every word. Everything is
// added up as logarithms, so even a very long message never underflows to zero.

export type Label = "spam" | "ham";

export interface Message {
  text: string;
  label: Label;
}

/** Thirty short messages written for this demo (all fictional). */
export const TRAINING: readonly Message[] = [
  { label: "spam", text: "Win a free prize now, just click the link" },
  { label: "spam", text: "Congratulations, you have won a cash prize! Claim it now" },
  { label: "spam", text: "Free gift card waiting for you, click here to claim" },
  { label: "spam", text: "Urgent: your account is locked, verify your password now" },
  { label: "spam", text: "Earn money fast from home, no experience needed" },
  { label: "spam", text: "Cheap pills at the best price, order now" },
  { label: "spam", text: "You are our lucky winner, reply to claim your reward" },
  { label: "spam", text: "Limited offer: a free phone, click now before it ends" },
  { label: "spam", text: "Get rich quick with this one simple trick" },
  { label: "spam", text: "Final notice: claim your free holiday today" },
  { label: "spam", text: "Exclusive deal just for you, buy now and save big" },
  { label: "spam", text: "Your parcel is waiting, pay the small fee at this link" },
  { label: "spam", text: "Lowest loan rates guaranteed, apply now" },
  { label: "spam", text: "Act now: double your money in one week, guaranteed" },
  { label: "ham", text: "Are we still on for lunch tomorrow?" },
  { label: "ham", text: "Can you send me the notes from the meeting?" },
  { label: "ham", text: "Happy birthday! Hope you have a lovely day" },
  { label: "ham", text: "The bus is late, I will be there in ten minutes" },
  { label: "ham", text: "Dinner at my place on Friday, bring your guitar" },
  { label: "ham", text: "Mum says thanks for the flowers" },
  { label: "ham", text: "Here is the report for this week, let me know what you think" },
  { label: "ham", text: "Did you feed the cat this morning?" },
  { label: "ham", text: "Meeting moved to three o'clock in room four" },
  { label: "ham", text: "I finished the book you lent me, it was great" },
  { label: "ham", text: "Can you pick up milk and bread on the way home?" },
  { label: "ham", text: "Thanks for your help with the garden yesterday" },
  { label: "ham", text: "The match starts at seven, see you at the park" },
  { label: "ham", text: "Please check the draft and send it back by Monday" },
  { label: "ham", text: "Good luck with the exam tomorrow, you will do great" },
  { label: "ham", text: "Shall we book the train tickets for the trip now?" },
];

/** Lower-case words and numbers; punctuation is dropped. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
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
