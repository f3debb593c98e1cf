// Provenance detective: eight fictional social-media posts, each with five clues a fact-checker
// would look up. Every clue supports the post, says little, or undermines it; adding up the
// clues a learner has opened gives a leaning. All accounts, places and people are invented.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type Verdict = "trustworthy" | "unverified" | "fake";
export const VERDICT_NAMES: Record<Verdict, MessageDescriptor> = {
  trustworthy: msg`Trustworthy`,
  unverified: msg`Unverified`,
  fake: msg`Likely fake or misleading`,
};

export type ClueId = "account" | "date" | "reverse" | "credentials" | "coverage";
export const CLUE_IDS: readonly ClueId[] = ["account", "date", "reverse", "credentials", "coverage"];
export const CLUE_NAMES: Record<ClueId, MessageDescriptor> = {
  account: msg`Account history`,
  date: msg`Posting date`,
  reverse: msg`Reverse image search`,
  credentials: msg`Content credentials`,
  coverage: msg`Other outlets`,
};

export type Signal = "supports" | "neutral" | "undermines";
/** Evidence against counts double: one solid debunk outweighs a friendly-looking account. */
export const SIGNAL_WEIGHT: Record<Signal, number> = { supports: 1, neutral: 0, undermines: -2 };

export type Credential = "present" | "absent" | "broken";
export type Scene = "flood" | "bus" | "speech" | "wildfire" | "chocolate" | "plant" | "city" | "audio";

export type Post = {
  id: string;
  name: string;
  handle: string;
  text: MessageDescriptor;
  scene: Scene;
  alt: MessageDescriptor;
  credential: Credential;
  clues: Record<ClueId, { text: MessageDescriptor; signal: Signal }>;
  verdict: Verdict;
  /** Clues that can justify the verdict on their own. */
  decisive: readonly ClueId[];
  lesson: MessageDescriptor;
};

export const POSTS: readonly Post[] = [
  {
    id: "shark",
    name: "Storm Watch Now",
    handle: "@StormWatchNow24",
    text: msg`A SHARK swimming down the flooded motorway in Port Averly!! Share before they delete it!`,
    scene: "flood",
    alt: msg`A flooded road with a shark fin in the water.`,
    credential: "absent",
    clues: {
      account: {
        text: msg`Created 3 days ago. 40 posts, all dramatic storm videos from different countries.`,
        signal: "undermines",
      },
      date: { text: msg`Posted today, while a real storm is flooding Port Averly.`, signal: "neutral" },
      reverse: {
        text: msg`The same picture was posted in 2017 about a different storm, and the road photo without the shark is an old stock image.`,
        signal: "undermines",
      },
      credentials: {
        text: msg`No content credentials. Most photos have none, so this alone proves little.`,
        signal: "neutral",
      },
      coverage: {
        text: msg`The Port Averly emergency service and local paper post flood warnings; nobody mentions a shark.`,
        signal: "undermines",
      },
    },
    verdict: "fake",
    decisive: ["reverse", "coverage", "account"],
    lesson: msg`An old image recycled for a new storm: the reverse image search settles it.`,
  },
  {
    id: "timetable",
    name: "Marlow Bay Transit",
    handle: "@MarlowBayTransit",
    text: msg`From next Monday, route 12 runs every 10 minutes on weekdays. New timetable below.`,
    scene: "bus",
    alt: msg`A city bus beside a timetable.`,
    credential: "present",
    clues: {
      account: {
        text: msg`The transit company's account since 2012; the city's website links to it.`,
        signal: "supports",
      },
      date: { text: msg`Posted this morning; the change starts next week.`, signal: "neutral" },
      reverse: { text: msg`No earlier copies: the timetable image first appears here.`, signal: "neutral" },
      credentials: {
        text: msg`Content credentials present and intact: made by Marlow Bay Transit's design team, not edited since.`,
        signal: "supports",
      },
      coverage: {
        text: msg`The city website and the Marlow Bay Courier publish the same timetable.`,
        signal: "supports",
      },
    },
    verdict: "trustworthy",
    decisive: ["account", "credentials", "coverage"],
    lesson: msg`Known source, intact credentials and independent confirmation all agree.`,
  },
  {
    id: "mayor",
    name: "Eastvale Truth",
    handle: "@EastvaleTruth",
    text: msg`LEAKED VIDEO: Mayor Whitlock says she will cancel the next election.`,
    scene: "speech",
    alt: msg`A still from a video of a woman speaking at a lectern.`,
    credential: "broken",
    clues: {
      account: { text: msg`Anonymous; joined last month; posts only clips attacking the mayor.`, signal: "undermines" },
      date: {
        text: msg`Posted two days before the local election. Timing alone proves nothing, but stay alert.`,
        signal: "neutral",
      },
      reverse: {
        text: msg`Frames match the mayor's speech about library opening hours from March. In the original she never mentions elections.`,
        signal: "undermines",
      },
      credentials: {
        text: msg`Content credentials present but broken: the video was altered after it was signed.`,
        signal: "undermines",
      },
      coverage: {
        text: msg`No outlet reports the statement; the town hall's recording of the original speech is still online.`,
        signal: "undermines",
      },
    },
    verdict: "fake",
    decisive: ["reverse", "credentials", "coverage"],
    lesson: msg`A real speech with new words put in her mouth: the original and the broken credentials expose the edit.`,
  },
  {
    id: "wildfire",
    name: "Kestrel Ridge Hiker",
    handle: "@kestrelridge_hiker",
    text: msg`Smoke over Kestrel Ridge from my balcony this evening. Stay safe, everyone.`,
    scene: "wildfire",
    alt: msg`Hills with a column of smoke rising behind them.`,
    credential: "absent",
    clues: {
      account: {
        text: msg`Six years of posts about local walks and weather; followed by neighbors and the town library.`,
        signal: "supports",
      },
      date: {
        text: msg`Posted at 19:40; the fire service reported a fire on the ridge at 18:55 the same day.`,
        signal: "supports",
      },
      reverse: {
        text: msg`The photo first appears on this account; two news sites later used it with credit.`,
        signal: "supports",
      },
      credentials: {
        text: msg`No content credentials: the phone that took it does not add them. That is normal.`,
        signal: "neutral",
      },
      coverage: { text: msg`The fire service and regional news report a fire at the same place.`, signal: "supports" },
    },
    verdict: "trustworthy",
    decisive: ["coverage", "reverse", "date", "account"],
    lesson: msg`No credentials badge, yet everything else checks out: a missing badge is not a sign of fakery.`,
  },
  {
    id: "chocolate",
    name: "Health Hacks Daily",
    handle: "@HealthHacksDaily",
    text: msg`Scientists PROVE chocolate cures colds in 24 hours! Doctors hate this.`,
    scene: "chocolate",
    alt: msg`A bar of chocolate.`,
    credential: "absent",
    clues: {
      account: { text: msg`A page that sells supplements; most posts link to its own shop.`, signal: "undermines" },
      date: { text: msg`Posted yesterday.`, signal: "neutral" },
      reverse: {
        text: msg`A stock photo used on hundreds of sites. It says nothing about the claim either way.`,
        signal: "neutral",
      },
      credentials: { text: msg`No content credentials.`, signal: "neutral" },
      coverage: {
        text: msg`The only matching study, from the University of Norland, tested a cocoa extract on 20 mice and found no effect on colds in people.`,
        signal: "undermines",
      },
    },
    verdict: "fake",
    decisive: ["coverage", "account"],
    lesson: msg`The picture is genuine but irrelevant; tracing the claim to the original study shows it is false.`,
  },
  {
    id: "plant",
    name: "Harborview Dad",
    handle: "@harborview_dad",
    text: msg`Huge bang and smoke at the Harborview chemical plant right now??`,
    scene: "plant",
    alt: msg`A factory with smoke rising from one building.`,
    credential: "absent",
    clues: {
      account: {
        text: msg`A local parent's account for two years: school runs and football, no viral posts.`,
        signal: "supports",
      },
      date: { text: msg`Posted 10 minutes ago.`, signal: "neutral" },
      reverse: { text: msg`No earlier copies found; the photo seems new.`, signal: "neutral" },
      credentials: { text: msg`No content credentials.`, signal: "neutral" },
      coverage: {
        text: msg`No outlet or authority has reported anything yet. It may simply be too soon.`,
        signal: "neutral",
      },
    },
    verdict: "unverified",
    decisive: ["coverage", "date"],
    lesson: msg`Probably honest, but nobody has confirmed it yet: wait for better coverage before sharing it as fact.`,
  },
  {
    id: "city2080",
    name: "Mira Makes",
    handle: "@mira_makes",
    text: msg`Imagined: Lumen City in 2080, made with an AI image generator. #AIart`,
    scene: "city",
    alt: msg`Tall futuristic towers under a large sun.`,
    credential: "present",
    clues: {
      account: { text: msg`An illustrator who labels her AI pieces and shows how she makes them.`, signal: "supports" },
      date: { text: msg`Posted last week.`, signal: "neutral" },
      reverse: { text: msg`First appears on this account; reposts credit her.`, signal: "supports" },
      credentials: {
        text: msg`Content credentials present and intact: created with an AI image generator, then edited in a drawing app.`,
        signal: "supports",
      },
      coverage: { text: msg`It is art, not news, so no coverage is expected.`, signal: "neutral" },
    },
    verdict: "trustworthy",
    decisive: ["credentials", "account", "reverse"],
    lesson: msg`AI-made and honestly labeled: the post tells the truth about what it is.`,
  },
  {
    id: "bank",
    name: "North Star News",
    handle: "@N0rthStarNews",
    text: msg`BREAKING audio: Norbank's chief executive admits the bank will collapse on Monday.`,
    scene: "audio",
    alt: msg`A sound wave from an audio clip.`,
    credential: "absent",
    clues: {
      account: {
        text: msg`The handle has a zero in place of the letter O, was created last week and copies North Star News's logo.`,
        signal: "undermines",
      },
      date: { text: msg`Posted on a Friday evening, just before the weekend.`, signal: "neutral" },
      reverse: { text: msg`Audio cannot be searched like a picture; no earlier copies found.`, signal: "neutral" },
      credentials: { text: msg`No content credentials.`, signal: "neutral" },
      coverage: {
        text: msg`The real North Star News says it never published this; Norbank calls the clip fake; no financial outlet reports it.`,
        signal: "undermines",
      },
    },
    verdict: "fake",
    decisive: ["account", "coverage"],
    lesson: msg`A look-alike account and a cloned voice: checking the source beats listening for glitches.`,
  },
];

export function clueScore(post: Post, opened: readonly ClueId[]): number {
  return opened.reduce((s, id) => s + SIGNAL_WEIGHT[post.clues[id].signal], 0);
}

/** What the opened clues add up to: clearly against, clearly for, or not enough either way. */
export function leaning(score: number): Verdict {
  if (score <= -2) return "fake";
  if (score >= 2) return "trustworthy";
  return "unverified";
}

export type Grade = { verdictRight: boolean; clueRight: boolean; points: 0 | 1 | 2; feedback: string };

/** The verdicts and clues as they read inside a sentence ("leans likely fake or misleading"). */
export const VERDICT_IN_TEXT: Record<Verdict, MessageDescriptor> = {
  trustworthy: msg({ message: "trustworthy", comment: "A verdict inside a sentence" }),
  unverified: msg({ message: "unverified", comment: "A verdict inside a sentence" }),
  fake: msg({ message: "likely fake or misleading", comment: "A verdict inside a sentence" }),
};
export const CLUE_IN_TEXT: Record<ClueId, MessageDescriptor> = {
  account: msg({ message: "account history", comment: "A clue inside a sentence" }),
  date: msg({ message: "posting date", comment: "A clue inside a sentence" }),
  reverse: msg({ message: "reverse image search", comment: "A clue inside a sentence" }),
  credentials: msg({ message: "content credentials", comment: "A clue inside a sentence" }),
  coverage: msg({ message: "other outlets", comment: "A clue inside a sentence" }),
};

/** A message in English with its placeholders filled: what the tests read, and the default. */
export const english = (d: MessageDescriptor): string =>
  (d.message ?? d.id).replace(/\{(\w+)\}/g, (_, key: string) => String(d.values?.[key] ?? ""));

/** Grades a rating; the feedback is written with `translate` (the learner's language in the demo). */
export function grade(
  post: Post,
  verdict: Verdict,
  clue: ClueId,
  translate: (d: MessageDescriptor) => string = english,
): Grade {
  const verdictRight = verdict === post.verdict;
  const clueRight = post.decisive.includes(clue);
  const points = ((verdictRight ? 1 : 0) + (verdictRight && clueRight ? 1 : 0)) as 0 | 1 | 2;
  const answer = translate(VERDICT_IN_TEXT[post.verdict]);
  const head = verdictRight ? translate(msg`Right: ${answer}.`) : translate(msg`We would say: ${answer}.`);
  const chosen = translate(CLUE_NAMES[clue]);
  const better = post.decisive
    .map((c) => translate(CLUE_IN_TEXT[c]))
    .join(translate(msg({ message: " or ", comment: "Joins two clues: a or b" })));
  const clueText = clueRight
    ? translate(msg`${chosen} is a good reason.`)
    : translate(msg`${chosen} does not settle it; look at ${better}.`);
  return { verdictRight, clueRight, points, feedback: `${head} ${clueText} ${translate(post.lesson)}` };
}
