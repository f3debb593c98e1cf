// "Is it AI?" card sort. Each everyday system is sorted into AI / Not AI / Depends and given two
// scores from 0 to 10: autonomy (acts without constant human guidance) and adaptivity
// (improves from experience). Our own answers come with reasons; scoring is gentle, because
// "AI" is a spectrum and partly a matter of definition.

export type Verdict = "ai" | "not-ai" | "depends";

export const VERDICTS: readonly { value: Verdict; label: string }[] = [
  { value: "ai", label: "AI" },
  { value: "not-ai", label: "Not AI" },
  { value: "depends", label: "Depends" },
];

export interface Card {
  id: string;
  name: string;
  /** What the system does, in one line. */
  does: string;
  verdict: Verdict;
  autonomy: number;
  adaptivity: number;
  reason: string;
}

export const CARDS: readonly Card[] = [
  {
    id: "calculator",
    name: "Calculator",
    does: "Adds, subtracts, multiplies and divides the numbers you type.",
    verdict: "not-ai",
    autonomy: 1,
    adaptivity: 0,
    reason: "It follows fixed rules exactly, does nothing on its own and never improves.",
  },
  {
    id: "thermostat",
    name: "Thermostat on a timer",
    does: "Turns the heating on at 7 a.m. and off at 10 p.m.",
    verdict: "not-ai",
    autonomy: 4,
    adaptivity: 0,
    reason: "It acts on its own, but only by a schedule someone set. It never learns your habits.",
  },
  {
    id: "spam",
    name: "Spam filter",
    does: "Moves unwanted email to a junk folder.",
    verdict: "ai",
    autonomy: 7,
    adaptivity: 8,
    reason: "It learned from many labeled emails what spam looks like and keeps learning when you mark mail.",
  },
  {
    id: "chess",
    name: "Chess engine",
    does: "Chooses strong moves in a game of chess.",
    verdict: "ai",
    autonomy: 8,
    adaptivity: 3,
    reason:
      "Classic AI even without learning: it searches ahead through possible moves. Older engines used hand-written scoring; newer ones learned it.",
  },
  {
    id: "faces",
    name: "Photo app that groups faces",
    does: "Puts photos of the same person into one album.",
    verdict: "ai",
    autonomy: 6,
    adaptivity: 7,
    reason: "Recognizing faces was learned from huge numbers of example images; no one wrote rules for it.",
  },
  {
    id: "spreadsheet",
    name: "Spreadsheet formula",
    does: "Adds up a column of expenses.",
    verdict: "not-ai",
    autonomy: 1,
    adaptivity: 0,
    reason: "A formula written by a person, applied exactly. Useful, but not AI.",
  },
  {
    id: "voice",
    name: "Voice assistant",
    does: "Turns your spoken question into text and answers it.",
    verdict: "ai",
    autonomy: 6,
    adaptivity: 7,
    reason: "Turning speech into text and working out what you meant are learned from data.",
  },
  {
    id: "satnav",
    name: "Sat-nav route planner",
    does: "Finds a route from here to there.",
    verdict: "depends",
    autonomy: 7,
    adaptivity: 4,
    reason:
      "Route search is a classic AI technique, but it does not learn. Apps that predict traffic from past trips add learning.",
  },
  {
    id: "autocorrect",
    name: "Autocorrect",
    does: "Fixes typing mistakes as you type.",
    verdict: "depends",
    autonomy: 5,
    adaptivity: 6,
    reason:
      "A simple dictionary check is not AI. Phone keyboards that predict words from a learned language model, and pick up your own words, are.",
  },
  {
    id: "movies",
    name: "Movie recommendations",
    does: "Suggests what to watch next.",
    verdict: "ai",
    autonomy: 6,
    adaptivity: 9,
    reason: "It learns from what you and millions of others watched and rated, and changes as you watch more.",
  },
  {
    id: "vacuum",
    name: "Robot vacuum",
    does: "Cleans the floor while you are out.",
    verdict: "depends",
    autonomy: 8,
    adaptivity: 4,
    reason:
      "Very autonomous. A bump-and-turn model follows fixed rules; one that maps your home and plans its path uses AI techniques.",
  },
  {
    id: "faqbot",
    name: "Lookup-table FAQ bot",
    does: "Replies to questions that contain certain keywords with stored answers.",
    verdict: "not-ai",
    autonomy: 3,
    adaptivity: 0,
    reason:
      "Not AI: it matches fixed keywords to answers someone typed in, and never learns, however many people use it. A help bot that writes its replies with a language model, learned from huge amounts of text, would be AI.",
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
export function suggestionSentence(answer: Answer): string | null {
  const suggested = sliderSuggestion(answer);
  if (suggested === null) return null;
  const label = verdictLabel(suggested);
  if (answer.verdict === null) return `Your sliders suggest ${label}.`;
  if (answer.verdict === suggested) return `Your sliders suggest ${label}, the same as your pile.`;
  return `Your sliders suggest ${label}, but you put it in ${verdictLabel(answer.verdict)}. Which fits this card better?`;
}

/** Distance between the learner's slider position and ours on the 0–10 × 0–10 chart; null until rated. */
export function sliderDistance(answer: Answer, card: Card): number | null {
  if (answer.autonomy === null || answer.adaptivity === null) return null;
  return Math.hypot(answer.autonomy - card.autonomy, answer.adaptivity - card.adaptivity);
}

export function verdictLabel(v: Verdict | null): string {
  return VERDICTS.find((x) => x.value === v)?.label ?? "not sorted";
}
