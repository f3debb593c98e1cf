// A day with AI: eight everyday features. For each, the learner says whether it follows fixed
// rules or learned from data, and picks its input and output. The point: very different
// products share one pattern, input → output.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type Kind = "rules" | "learned";

export interface Item {
  id: string;
  time: MessageDescriptor;
  /** Position on the day's timeline, hours since midnight. */
  hour: number;
  name: MessageDescriptor;
  scene: MessageDescriptor;
  kind: Kind;
  input: MessageDescriptor;
  output: MessageDescriptor;
  explain: MessageDescriptor;
}

export const ITEMS: readonly Item[] = [
  {
    id: "alarm",
    time: msg`6:30 a.m.`,
    hour: 6.5,
    name: msg`Alarm clock`,
    scene: msg`Your phone alarm rings at the time you set.`,
    kind: "rules",
    input: msg`The time on the clock`,
    output: msg`A ringing sound`,
    explain: msg`A fixed rule: when the clock shows 6:30, ring. Nothing is learned, and it would ring on a holiday too.`,
  },
  {
    id: "news",
    time: msg`7:15 a.m.`,
    hour: 7.25,
    name: msg`News feed`,
    scene: msg`Your news app shows stories in an order picked for you.`,
    kind: "learned",
    input: msg`What you and similar readers clicked before`,
    output: msg`A ranked list of stories`,
    explain: msg`The ranking is learned from past clicks and reading time: yours and millions of other people's.`,
  },
  {
    id: "maps",
    time: msg`8:00 a.m.`,
    hour: 8,
    name: msg`Maps app`,
    scene: msg`The maps app says the drive to work will take 24 minutes.`,
    kind: "learned",
    input: msg`Live and past traffic speeds`,
    output: msg`An estimated arrival time`,
    explain: msg`The time estimate is learned from past trips and today's traffic. Finding the route itself is a search, as in the route-finding lesson.`,
  },
  {
    id: "email",
    time: msg`9:10 a.m.`,
    hour: 9.17,
    name: msg`Email`,
    scene: msg`A message about a “free prize” lands in your junk folder.`,
    kind: "learned",
    input: msg`An email's words and sender`,
    output: msg`Spam or not spam`,
    explain: msg`Spam filters learn which words and senders go with spam from many labeled emails.`,
  },
  {
    id: "bank",
    time: msg`12:30 p.m.`,
    hour: 12.5,
    name: msg`Bank app`,
    scene: msg`The bank app warns that your balance is below the $50 limit you chose.`,
    kind: "rules",
    input: msg`Your balance and the limit you set`,
    output: msg`A low-balance warning`,
    explain: msg`A hand-written rule: if the balance is below the limit, send a warning. (The same bank's fraud checks, by contrast, are usually learned.)`,
  },
  {
    id: "streaming",
    time: msg`7:00 p.m.`,
    hour: 19,
    name: msg`Streaming service`,
    scene: msg`The streaming app shows a row “Because you watched…”.`,
    kind: "learned",
    input: msg`Your viewing history and other people's`,
    output: msg`A row of suggested shows`,
    explain: msg`Recommendations are learned from what people with tastes like yours watched and finished.`,
  },
  {
    id: "speaker",
    time: msg`9:00 p.m.`,
    hour: 21,
    name: msg`Smart speaker`,
    scene: msg`You ask the smart speaker about tomorrow's weather.`,
    kind: "learned",
    input: msg`A recording of your voice`,
    output: msg`The text of what you said`,
    explain: msg`Speech recognition is learned from many hours of recorded speech paired with the right text.`,
  },
  {
    id: "photos",
    time: msg`10:00 p.m.`,
    hour: 22,
    name: msg`Photo gallery`,
    scene: msg`You search your photos for “dog” and your dog's pictures appear.`,
    kind: "learned",
    input: msg`A photo's pixels`,
    output: msg`Labels such as “dog” or “beach”`,
    explain: msg`Image labeling is learned from millions of example photos that people had labeled.`,
  },
];

/** The drop-down choices: every item's input (and output); the demo sorts them in the page's language. */
export const INPUTS: readonly MessageDescriptor[] = ITEMS.map((i) => i.input);
export const OUTPUTS: readonly MessageDescriptor[] = ITEMS.map((i) => i.output);

export interface Answer {
  kind: Kind | null;
  /** The chosen item input (one of INPUTS), or "" before a choice. */
  input: MessageDescriptor | "";
  output: MessageDescriptor | "";
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
