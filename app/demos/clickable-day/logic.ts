// A day with AI: eight everyday features. For each, the learner says whether it follows fixed
// rules or learned from data, and picks its input and output. The point: very different
// products share one pattern, input → output.

export type Kind = "rules" | "learned";

export interface Item {
  id: string;
  time: string;
  /** Position on the day's timeline, hours since midnight. */
  hour: number;
  name: string;
  scene: string;
  kind: Kind;
  input: string;
  output: string;
  explain: string;
}

export const ITEMS: readonly Item[] = [
  {
    id: "alarm",
    time: "6:30 a.m.",
    hour: 6.5,
    name: "Alarm clock",
    scene: "Your phone alarm rings at the time you set.",
    kind: "rules",
    input: "The time on the clock",
    output: "A ringing sound",
    explain: "A fixed rule: when the clock shows 6:30, ring. Nothing is learned, and it would ring on a holiday too.",
  },
  {
    id: "news",
    time: "7:15 a.m.",
    hour: 7.25,
    name: "News feed",
    scene: "Your news app shows stories in an order picked for you.",
    kind: "learned",
    input: "What you and similar readers clicked before",
    output: "A ranked list of stories",
    explain: "The ranking is learned from past clicks and reading time: yours and millions of other people's.",
  },
  {
    id: "maps",
    time: "8:00 a.m.",
    hour: 8,
    name: "Maps app",
    scene: "The maps app says the drive to work will take 24 minutes.",
    kind: "learned",
    input: "Live and past traffic speeds",
    output: "An estimated arrival time",
    explain:
      "The time estimate is learned from past trips and today's traffic. Finding the route itself is a search, as in the route-finding lesson.",
  },
  {
    id: "email",
    time: "9:10 a.m.",
    hour: 9.17,
    name: "Email",
    scene: "A message about a “free prize” lands in your junk folder.",
    kind: "learned",
    input: "An email's words and sender",
    output: "Spam or not spam",
    explain: "Spam filters learn which words and senders go with spam from many labeled emails.",
  },
  {
    id: "bank",
    time: "12:30 p.m.",
    hour: 12.5,
    name: "Bank app",
    scene: "The bank app warns that your balance is below the $50 limit you chose.",
    kind: "rules",
    input: "Your balance and the limit you set",
    output: "A low-balance warning",
    explain:
      "A hand-written rule: if the balance is below the limit, send a warning. (The same bank's fraud checks, by contrast, are usually learned.)",
  },
  {
    id: "streaming",
    time: "7:00 p.m.",
    hour: 19,
    name: "Streaming service",
    scene: "The streaming app shows a row “Because you watched…”.",
    kind: "learned",
    input: "Your viewing history and other people's",
    output: "A row of suggested shows",
    explain: "Recommendations are learned from what people with tastes like yours watched and finished.",
  },
  {
    id: "speaker",
    time: "9:00 p.m.",
    hour: 21,
    name: "Smart speaker",
    scene: "You ask the smart speaker about tomorrow's weather.",
    kind: "learned",
    input: "A recording of your voice",
    output: "The text of what you said",
    explain: "Speech recognition is learned from many hours of recorded speech paired with the right text.",
  },
  {
    id: "photos",
    time: "10:00 p.m.",
    hour: 22,
    name: "Photo gallery",
    scene: "You search your photos for “dog” and your dog's pictures appear.",
    kind: "learned",
    input: "A photo's pixels",
    output: "Labels such as “dog” or “beach”",
    explain: "Image labeling is learned from millions of example photos that people had labeled.",
  },
];

/** The drop-down choices: every item's input (and output), in alphabetical order. */
export const INPUTS: readonly string[] = ITEMS.map((i) => i.input).sort((a, b) => a.localeCompare(b));
export const OUTPUTS: readonly string[] = ITEMS.map((i) => i.output).sort((a, b) => a.localeCompare(b));

export interface Answer {
  kind: Kind | null;
  input: string;
  output: string;
}

export const EMPTY_ANSWER: Answer = { kind: null, input: "", output: "" };

export interface Feedback {
  kind: boolean;
  input: boolean;
  output: boolean;
  /** All three right. */
  correct: boolean;
  /** All three chosen. */
  complete: boolean;
}

export function check(item: Item, answer: Answer): Feedback {
  const kind = answer.kind === item.kind;
  const input = answer.input === item.input;
  const output = answer.output === item.output;
  return {
    kind,
    input,
    output,
    correct: kind && input && output,
    complete: answer.kind !== null && answer.input !== "" && answer.output !== "",
  };
}

export interface DaySummary {
  checked: number;
  correct: number;
  parts: number;
  rules: number;
  learned: number;
}

/** Totals over the items the learner has checked. */
export function summarize(checked: Record<string, Answer>): DaySummary {
  const s: DaySummary = { checked: 0, correct: 0, parts: 0, rules: 0, learned: 0 };
  for (const item of ITEMS) {
    const a = checked[item.id];
    if (!a) continue;
    const f = check(item, a);
    s.checked++;
    if (f.correct) s.correct++;
    s.parts += Number(f.kind) + Number(f.input) + Number(f.output);
    if (item.kind === "rules") s.rules++;
    else s.learned++;
  }
  return s;
}
