// Timeline sorter: twelve well-established milestones of AI, to be put in order, and a qualitative
// sketch of enthusiasm and funding over time with the two "AI winters". The words are Lingui
// messages, shown in the page's language; ids, years and dates stay the same in every language.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { mulberry32, shuffle } from "#app/platform/random.ts";
import { dateTimeFormat, type Language } from "#app/site/locale.ts";

/** A calendar date; the day is left out where only the month is well established. */
export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day?: number;
}

export interface Milestone {
  id: string;
  year: number;
  /** A more precise date where one is well established. */
  date?: CalendarDate;
  /** Words for when it happened where the date alone would mislead; `{date}` in them is `date`. */
  when?: MessageDescriptor;
  title: MessageDescriptor;
  /** Shown on the card while sorting: says what happened, never when. */
  what: MessageDescriptor;
  /** Shown once placed: why it mattered. */
  why: MessageDescriptor;
}

export const MILESTONES: readonly Milestone[] = [
  {
    id: "neuron",
    year: 1943,
    title: msg`A mathematical neuron`,
    what: msg`Warren McCulloch and Walter Pitts describe a mathematical model of a neuron.`,
    why: msg`The first step toward artificial neural networks.`,
  },
  {
    id: "turing",
    year: 1950,
    title: msg`Turing's imitation game`,
    what: msg({
      message: "Alan Turing's paper “Computing Machinery and Intelligence” proposes the imitation game.",
      comment: "Keep the paper's English title.",
    }),
    why: msg`It asked whether machines can think, and suggested a test we now call the Turing test.`,
  },
  {
    id: "dartmouth",
    year: 1956,
    date: { year: 1955, month: 8, day: 31 },
    when: msg({
      message: "summer 1956 (proposal dated {date})",
      comment: "When the Dartmouth workshop took place; {date} is the date of its proposal, 31 August 1955.",
    }),
    title: msg`The Dartmouth workshop`,
    what: msg`A summer workshop at Dartmouth College, proposed by McCarthy, Minsky, Rochester and Shannon, gives the field its name.`,
    why: msg`Usually treated as the founding event of AI; the proposal introduced the term “artificial intelligence”.`,
  },
  {
    id: "perceptron",
    year: 1958,
    title: msg`The perceptron`,
    what: msg`Frank Rosenblatt's perceptron: a machine that learns from its mistakes.`,
    why: msg`An early machine that learned from examples instead of following written rules.`,
  },
  {
    id: "eliza",
    year: 1966,
    title: msg`ELIZA`,
    what: msg`Joseph Weizenbaum's ELIZA, at MIT, imitates conversation with simple pattern rules.`,
    why: msg`Some users treated it as if it understood them, although it understood nothing: an early lesson about chatbots.`,
  },
  {
    id: "perceptrons-book",
    year: 1969,
    title: msg({ message: "The book Perceptrons", comment: "Perceptrons is the book's English title (1969)." }),
    what: msg`Marvin Minsky and Seymour Papert show what single-layer perceptrons cannot learn, such as XOR.`,
    why: msg`Interest in neural networks cooled. With the critical 1973 Lighthill report in the UK and funding cuts, the first AI winter followed.`,
  },
  {
    id: "backprop",
    year: 1986,
    title: msg`Backpropagation popularized`,
    what: msg`David Rumelhart, Geoffrey Hinton and Ronald Williams show how to train networks with hidden layers.`,
    why: msg`Multi-layer networks could now learn what a single perceptron cannot.`,
  },
  {
    id: "deep-blue",
    year: 1997,
    title: msg`Deep Blue beats Kasparov`,
    what: msg`IBM's Deep Blue beats world chess champion Garry Kasparov 3½–2½.`,
    why: msg`A landmark for search plus hand-crafted evaluation, not for learning.`,
  },
  {
    id: "alexnet",
    year: 2012,
    title: msg`AlexNet`,
    what: msg`A deep neural network trained on GPUs wins the ImageNet challenge by a wide margin.`,
    why: msg`Big labeled data (the ImageNet dataset, presented in 2009) and GPUs made deep networks work: the start of the deep-learning boom.`,
  },
  {
    id: "alphago",
    year: 2016,
    date: { year: 2016, month: 3 },
    title: msg`AlphaGo beats Lee Sedol`,
    what: msg`DeepMind's AlphaGo beats Lee Sedol at Go, 4–1.`,
    why: msg`Deep networks, search and learning from self-play mastered a game many experts thought was still years away.`,
  },
  {
    id: "transformer",
    year: 2017,
    title: msg`The transformer`,
    what: msg({
      message: "The paper “Attention Is All You Need” introduces the transformer.",
      comment: "Keep the paper's English title.",
    }),
    why: msg`The design behind today's large language models.`,
  },
  {
    id: "chatgpt",
    year: 2022,
    date: { year: 2022, month: 11, day: 30 },
    title: msg`ChatGPT`,
    what: msg`OpenAI releases ChatGPT to the public.`,
    why: msg`Millions of people used a large language model for the first time.`,
  },
];

/** A date as the language writes it: "30 November 2022", "30 de noviembre de 2022"; "March 2016" without a day. */
export function formatDate(date: CalendarDate, language: Language): string {
  const format = date.day
    ? dateTimeFormat({ day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }, language)
    : dateTimeFormat({ month: "long", year: "numeric", timeZone: "UTC" }, language);
  return format.format(Date.UTC(date.year, date.month - 1, date.day ?? 1));
}

/** When a placed card says it happened, in the reader's language: its words, its date, or its year. */
export function whenText(m: Milestone, language: Language, translate: (d: MessageDescriptor) => string): string {
  const date = m.date ? formatDate(m.date, language) : undefined;
  if (m.when) return translate({ ...m.when, values: { date } });
  return date ?? String(m.year);
}

/** The cards in a seeded random order that is never already sorted. */
export function shuffledIds(seed: number): string[] {
  const ids = MILESTONES.map((m) => m.id);
  const random = mulberry32(seed);
  for (;;) {
    const order = shuffle(ids, random);
    if (misplaced(order).length > 0) return order;
  }
}

export function milestone(id: string): Milestone {
  const m = MILESTONES.find((x) => x.id === id);
  if (!m) throw new Error(`Unknown milestone ${id}`);
  return m;
}

export function correctOrder(): string[] {
  return [...MILESTONES].sort((a, b) => a.year - b.year).map((m) => m.id);
}

/**
 * The cards that are out of order: everything outside the longest run of cards that are
 * already in the right order relative to each other. Moving just these cards fixes the
 * timeline, so one card dropped in the wrong place marks only that card.
 */
export function misplaced(order: readonly string[]): string[] {
  const years = order.map((id) => milestone(id).year);
  const n = years.length;
  // Longest increasing subsequence, O(n²): n is 12.
  const length = Array<number>(n).fill(1);
  const previous = Array<number>(n).fill(-1);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < i; j++) {
      if ((years[j] as number) < (years[i] as number) && (length[j] as number) + 1 > (length[i] as number)) {
        length[i] = (length[j] as number) + 1;
        previous[i] = j;
      }
    }
  }
  let end = 0;
  for (let i = 1; i < n; i++) if ((length[i] as number) > (length[end] as number)) end = i;
  const keep = new Set<number>();
  for (let i = n === 0 ? -1 : end; i >= 0; i = previous[i] as number) keep.add(i);
  return order.filter((_, i) => !keep.has(i));
}

export function isSorted(order: readonly string[]): boolean {
  return misplaced(order).length === 0;
}

/** A hint for a misplaced card: its decade, never its exact year. */
export function hint(id: string): MessageDescriptor {
  const decade = String(Math.floor(milestone(id).year / 10) * 10);
  return msg({
    message: `Hint: this happened in the ${decade}s.`,
    comment: "{decade} is the start of a decade, such as 1960: “the 1960s”",
  });
}

/** Moves the card at `from` to position `to`, shifting the others. */
export function move(order: readonly string[], from: number, to: number): string[] {
  if (from < 0 || from >= order.length || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  const [card] = next.splice(from, 1);
  next.splice(to, 0, card as string);
  return next;
}

export interface Period {
  id: string;
  label: MessageDescriptor;
  from: number;
  to: number;
  winter: boolean;
  causes: MessageDescriptor;
}

/** Booms and winters. Boundaries of the winters are approximate; historians differ by a few years. */
export const PERIODS: readonly Period[] = [
  {
    id: "golden",
    label: msg`Early optimism`,
    from: 1956,
    to: 1973,
    winter: false,
    causes: msg`After Dartmouth, programs that solved puzzles and proved theorems led researchers to predict human-level AI within a generation. Governments funded the work generously.`,
  },
  {
    id: "winter1",
    label: msg`First AI winter`,
    from: 1974,
    to: 1980,
    winter: true,
    causes: msg`The promises were not kept: problems that worked on toy examples exploded in size on real ones, and computers were slow. The 1973 Lighthill report criticized AI research in the UK, and funding was cut.`,
  },
  {
    id: "expert",
    label: msg`Expert-systems boom`,
    from: 1980,
    to: 1987,
    winter: false,
    causes: msg`Rule-based expert systems, such as XCON at Digital Equipment Corporation, saved companies money, and businesses invested heavily in AI software and special AI hardware.`,
  },
  {
    id: "winter2",
    label: msg`Second AI winter`,
    from: 1987,
    to: 1993,
    winter: true,
    causes: msg`The market for specialized AI hardware collapsed around 1987, and expert systems proved costly to maintain and brittle outside their narrow task. Money and interest fell away.`,
  },
  {
    id: "deep",
    label: msg`Deep-learning boom`,
    from: 2012,
    to: 2025,
    winter: false,
    causes: msg`Big labeled datasets (ImageNet), fast graphics processors (GPUs) and better training methods made deep networks work, from AlexNet in 2012 to transformers and chatbots.`,
  },
];

/**
 * A qualitative sketch of enthusiasm and funding, 0 to 1: not measured data, just the shape
 * historians describe (rises, two winters, a long recovery, the deep-learning boom).
 */
export const HYPE_CURVE: readonly [number, number][] = [
  [1940, 0.05],
  [1950, 0.15],
  [1956, 0.4],
  [1965, 0.7],
  [1971, 0.62],
  [1975, 0.25],
  [1980, 0.35],
  [1985, 0.75],
  [1988, 0.4],
  [1992, 0.2],
  [1997, 0.35],
  [2005, 0.33],
  [2010, 0.42],
  [2013, 0.62],
  [2017, 0.78],
  [2022, 0.95],
  [2025, 1],
];

/** The curve's height in a given year, by straight-line interpolation. */
export function hypeAt(year: number): number {
  const first = HYPE_CURVE[0] as [number, number];
  if (year <= first[0]) return first[1];
  for (let i = 1; i < HYPE_CURVE.length; i++) {
    const [x1, y1] = HYPE_CURVE[i] as [number, number];
    const [x0, y0] = HYPE_CURVE[i - 1] as [number, number];
    if (year <= x1) return y0 + ((year - x0) / (x1 - x0)) * (y1 - y0);
  }
  return (HYPE_CURVE.at(-1) as [number, number])[1];
}
