// "Is it AI?" card sort. Each everyday system is sorted into AI / Not AI / Depends and given two
// scores from 0 to 10: autonomy (acts without constant human guidance) and adaptivity
// (improves from experience). Our own answers come with reasons; scoring is gentle, because
// "AI" is a spectrum and partly a matter of definition. The words are messages, shown in the
// learner's language; ids, verdicts and scores are the same in every language.

import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18nFor } from "#app/site/i18n.ts";
import { DEFAULT_LANGUAGE } from "#app/site/locale.ts";

const english = i18nFor(DEFAULT_LANGUAGE, {});

export type Verdict = "ai" | "not-ai" | "depends";

export const VERDICTS: readonly { value: Verdict; label: MessageDescriptor }[] = [
  { value: "ai", label: msg({ message: "AI", comment: "Name of a pile of cards: the system is AI" }) },
  { value: "not-ai", label: msg({ message: "Not AI", comment: "Name of a pile of cards: the system is not AI" }) },
  {
    value: "depends",
    label: msg({
      message: "Depends",
      comment: "Name of a pile of cards: whether the system is AI depends on how it is built",
    }),
  },
];

export interface Card {
  id: string;
  name: MessageDescriptor;
  /** What the system does, in one line. */
  does: MessageDescriptor;
  verdict: Verdict;
  autonomy: number;
  adaptivity: number;
  reason: MessageDescriptor;
}

export const CARDS: readonly Card[] = [
  {
    id: "calculator",
    name: msg`Calculator`,
    does: msg`Adds, subtracts, multiplies and divides the numbers you type.`,
    verdict: "not-ai",
    autonomy: 1,
    adaptivity: 0,
    reason: msg`It follows fixed rules exactly, does nothing on its own and never improves.`,
  },
  {
    id: "thermostat",
    name: msg`Thermostat on a timer`,
    does: msg`Turns the heating on at 7 a.m. and off at 10 p.m.`,
    verdict: "not-ai",
    autonomy: 4,
    adaptivity: 0,
    reason: msg`It acts on its own, but only by a schedule someone set. It never learns your habits.`,
  },
  {
    id: "spam",
    name: msg`Spam filter`,
    does: msg`Moves unwanted email to a junk folder.`,
    verdict: "ai",
    autonomy: 7,
    adaptivity: 8,
    reason: msg`It learned from many labeled emails what spam looks like and keeps learning when you mark mail.`,
  },
  {
    id: "chess",
    name: msg`Chess engine`,
    does: msg`Chooses strong moves in a game of chess.`,
    verdict: "ai",
    autonomy: 8,
    adaptivity: 3,
    reason: msg`Classic AI even without learning: it searches ahead through possible moves. Older engines used hand-written scoring; newer ones learned it.`,
  },
  {
    id: "faces",
    name: msg`Photo app that groups faces`,
    does: msg`Puts photos of the same person into one album.`,
    verdict: "ai",
    autonomy: 6,
    adaptivity: 7,
    reason: msg`Recognizing faces was learned from huge numbers of example images; no one wrote rules for it.`,
  },
  {
    id: "spreadsheet",
    name: msg`Spreadsheet formula`,
    does: msg`Adds up a column of expenses.`,
    verdict: "not-ai",
    autonomy: 1,
    adaptivity: 0,
    reason: msg`A formula written by a person, applied exactly. Useful, but not AI.`,
  },
  {
    id: "voice",
    name: msg`Voice assistant`,
    does: msg`Turns your spoken question into text and answers it.`,
    verdict: "ai",
    autonomy: 6,
    adaptivity: 7,
    reason: msg`Turning speech into text and working out what you meant are learned from data.`,
  },
  {
    id: "satnav",
    name: msg`Sat-nav route planner`,
    does: msg`Finds a route from here to there.`,
    verdict: "depends",
    autonomy: 7,
    adaptivity: 4,
    reason: msg`Route search is a classic AI technique, but it does not learn. Apps that predict traffic from past trips add learning.`,
  },
  {
    id: "autocorrect",
    name: msg`Autocorrect`,
    does: msg`Fixes typing mistakes as you type.`,
    verdict: "depends",
    autonomy: 5,
    adaptivity: 6,
    reason: msg`A simple dictionary check is not AI. Phone keyboards that predict words from a learned language model, and pick up your own words, are.`,
  },
  {
    id: "movies",
    name: msg`Movie recommendations`,
    does: msg`Suggests what to watch next.`,
    verdict: "ai",
    autonomy: 6,
    adaptivity: 9,
    reason: msg`It learns from what you and millions of others watched and rated, and changes as you watch more.`,
  },
  {
    id: "vacuum",
    name: msg`Robot vacuum`,
    does: msg`Cleans the floor while you are out.`,
    verdict: "depends",
    autonomy: 8,
    adaptivity: 4,
    reason: msg`Very autonomous. A bump-and-turn model follows fixed rules; one that maps your home and plans its path uses AI techniques.`,
  },
  {
    id: "faqbot",
    name: msg`Lookup-table FAQ bot`,
    does: msg`Replies to questions that contain certain keywords with stored answers.`,
    verdict: "not-ai",
    autonomy: 3,
    adaptivity: 0,
    reason: msg`Not AI: it matches fixed keywords to answers someone typed in, and never learns, however many people use it. A help bot that writes its replies with a language model, learned from huge amounts of text, would be AI.`,
  },
];

export interface Answer {
  verdict: Verdict | null;
  /** null until the learner moves the slider: we never rate a card on their behalf. */
  autonomy: number | null;
  adaptivity: number | null;
}

/** Where an unset slider's thumb rests: the middle of the scale (it carries no rating). */
export const SLIDER_REST = 5;

export function emptyAnswers(): Record<string, Answer> {
  return Object.fromEntries(CARDS.map((c) => [c.id, { verdict: null, autonomy: null, adaptivity: null }]));
}

export type Match = "same" | "close" | "different" | "unsorted";

/**
 * How a learner's pile compares with ours: the same pile, "close" when one of the two is
 * Depends (a defensible call either way), "different" for AI against Not AI.
 */
export function compare(mine: Verdict | null, ours: Verdict): Match {
  if (mine === null) return "unsorted";
  if (mine === ours) return "same";
  if (mine === "depends" || ours === "depends") return "close";
  return "different";
}

export interface Score {
  sorted: number;
  same: number;
  close: number;
  different: number;
  /** 2 points for the same pile, 1 for a close call, out of 2 per card. */
  points: number;
  maxPoints: number;
}

export function score(answers: Record<string, Answer>): Score {
  const s: Score = { sorted: 0, same: 0, close: 0, different: 0, points: 0, maxPoints: CARDS.length * 2 };
  for (const card of CARDS) {
    const m = compare(answers[card.id]?.verdict ?? null, card.verdict);
    if (m === "unsorted") continue;
    s.sorted++;
    s[m]++;
    s.points += m === "same" ? 2 : m === "close" ? 1 : 0;
  }
  return s;
}

/**
 * What the two sliders suggest on the working definition: clearly AI when the system both
 * acts on its own and learns; clearly not when it hardly learns and hardly acts alone.
 */
export function suggestedVerdict(autonomy: number, adaptivity: number): Verdict {
  if (adaptivity >= 5 && autonomy >= 4) return "ai";
  if (adaptivity <= 2 && autonomy <= 4) return "not-ai";
  return "depends";
}

/** What the learner's own sliders suggest for a card: nothing until both are set. */
export function sliderSuggestion(answer: Answer): Verdict | null {
  if (answer.autonomy === null || answer.adaptivity === null) return null;
  return suggestedVerdict(answer.autonomy, answer.adaptivity);
}

/**
 * The sentence under the sliders, set against the learner's own pile so the demo never
 * contradicts them silently; null while a slider is unset (no verdict before they rate).
 */
export function suggestionSentence(answer: Answer, i18n: I18n = english): string | null {
  const suggested = sliderSuggestion(answer);
  if (suggested === null) return null;
  const label = verdictLabel(suggested, i18n);
  if (answer.verdict === null)
    return i18n._(
      msg({ message: `Your sliders suggest ${label}.`, comment: "{label} is a pile name: AI, Not AI or Depends" }),
    );
  if (answer.verdict === suggested)
    return i18n._(
      msg({
        message: `Your sliders suggest ${label}, the same as your pile.`,
        comment: "{label} is a pile name: AI, Not AI or Depends",
      }),
    );
  const pile = verdictLabel(answer.verdict, i18n);
  return i18n._(
    msg({
      message: `Your sliders suggest ${label}, but you put it in ${pile}. Which fits this card better?`,
      comment: "{label} and {pile} are pile names: AI, Not AI or Depends",
    }),
  );
}

/** Distance between the learner's slider position and ours on the 0–10 × 0–10 chart; null until rated. */
export function sliderDistance(answer: Answer, card: Card): number | null {
  if (answer.autonomy === null || answer.adaptivity === null) return null;
  return Math.hypot(answer.autonomy - card.autonomy, answer.adaptivity - card.adaptivity);
}

/** A pile's name in the learner's language, or "not sorted". */
export function verdictLabel(v: Verdict | null, i18n: I18n = english): string {
  const label = VERDICTS.find((x) => x.value === v)?.label;
  return i18n._(label ?? msg({ message: "not sorted", comment: "A card not yet put in any pile" }));
}
