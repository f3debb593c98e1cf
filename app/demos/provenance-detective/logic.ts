// Provenance detective: eight fictional social-media posts, each with five clues a fact-checker
// would look up. Every clue supports the post, says little, or undermines it; adding up the
// clues a learner has opened gives a leaning. All accounts, places and people are invented.

export type Verdict = "trustworthy" | "unverified" | "fake";
export const VERDICT_NAMES: Record<Verdict, string> = {
  trustworthy: "Trustworthy",
  unverified: "Unverified",
  fake: "Likely fake or misleading",
};

export type ClueId = "account" | "date" | "reverse" | "credentials" | "coverage";
export const CLUE_IDS: readonly ClueId[] = ["account", "date", "reverse", "credentials", "coverage"];
export const CLUE_NAMES: Record<ClueId, string> = {
  account: "Account history",
  date: "Posting date",
  reverse: "Reverse image search",
  credentials: "Content credentials",
  coverage: "Other outlets",
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
  text: string;
  scene: Scene;
  alt: string;
  credential: Credential;
  clues: Record<ClueId, { text: string; signal: Signal }>;
  verdict: Verdict;
  /** Clues that can justify the verdict on their own. */
  decisive: readonly ClueId[];
  lesson: string;
};

export const POSTS: readonly Post[] = [
  {
    id: "shark",
    name: "Storm Watch Now",
    handle: "@StormWatchNow24",
    text: "A SHARK swimming down the flooded motorway in Port Averly!! Share before they delete it!",
    scene: "flood",
    alt: "A flooded road with a shark fin in the water.",
    credential: "absent",
    clues: {
      account: {
        text: "Created 3 days ago. 40 posts, all dramatic storm videos from different countries.",
        signal: "undermines",
      },
      date: { text: "Posted today, while a real storm is flooding Port Averly.", signal: "neutral" },
      reverse: {
        text: "The same picture was posted in 2017 about a different storm, and the road photo without the shark is an old stock image.",
        signal: "undermines",
      },
      credentials: {
        text: "No content credentials. Most photos have none, so this alone proves little.",
        signal: "neutral",
      },
      coverage: {
        text: "The Port Averly emergency service and local paper post flood warnings; nobody mentions a shark.",
        signal: "undermines",
      },
    },
    verdict: "fake",
    decisive: ["reverse", "coverage", "account"],
    lesson: "An old image recycled for a new storm: the reverse image search settles it.",
  },
  {
    id: "timetable",
    name: "Marlow Bay Transit",
    handle: "@MarlowBayTransit",
    text: "From next Monday, route 12 runs every 10 minutes on weekdays. New timetable below.",
    scene: "bus",
    alt: "A city bus beside a timetable.",
    credential: "present",
    clues: {
      account: {
        text: "The transit company's account since 2012; the city's website links to it.",
        signal: "supports",
      },
      date: { text: "Posted this morning; the change starts next week.", signal: "neutral" },
      reverse: { text: "No earlier copies: the timetable image first appears here.", signal: "neutral" },
      credentials: {
        text: "Content credentials present and intact: made by Marlow Bay Transit's design team, not edited since.",
        signal: "supports",
      },
      coverage: { text: "The city website and the Marlow Bay Courier publish the same timetable.", signal: "supports" },
    },
    verdict: "trustworthy",
    decisive: ["account", "credentials", "coverage"],
    lesson: "Known source, intact credentials and independent confirmation all agree.",
  },
  {
    id: "mayor",
    name: "Eastvale Truth",
    handle: "@EastvaleTruth",
    text: "LEAKED VIDEO: Mayor Whitlock says she will cancel the next election.",
    scene: "speech",
    alt: "A still from a video of a woman speaking at a lectern.",
    credential: "broken",
    clues: {
      account: { text: "Anonymous; joined last month; posts only clips attacking the mayor.", signal: "undermines" },
      date: {
        text: "Posted two days before the local election. Timing alone proves nothing, but stay alert.",
        signal: "neutral",
      },
      reverse: {
        text: "Frames match the mayor's speech about library opening hours from March. In the original she never mentions elections.",
        signal: "undermines",
      },
      credentials: {
        text: "Content credentials present but broken: the video was altered after it was signed.",
        signal: "undermines",
      },
      coverage: {
        text: "No outlet reports the statement; the town hall's recording of the original speech is still online.",
        signal: "undermines",
      },
    },
    verdict: "fake",
    decisive: ["reverse", "credentials", "coverage"],
    lesson: "A real speech with new words put in her mouth: the original and the broken credentials expose the edit.",
  },
  {
    id: "wildfire",
    name: "Kestrel Ridge Hiker",
    handle: "@kestrelridge_hiker",
    text: "Smoke over Kestrel Ridge from my balcony this evening. Stay safe, everyone.",
    scene: "wildfire",
    alt: "Hills with a column of smoke rising behind them.",
    credential: "absent",
    clues: {
      account: {
        text: "Six years of posts about local walks and weather; followed by neighbors and the town library.",
        signal: "supports",
      },
      date: {
        text: "Posted at 19:40; the fire service reported a fire on the ridge at 18:55 the same day.",
        signal: "supports",
      },
      reverse: {
        text: "The photo first appears on this account; two news sites later used it with credit.",
        signal: "supports",
      },
      credentials: {
        text: "No content credentials: the phone that took it does not add them. That is normal.",
        signal: "neutral",
      },
      coverage: { text: "The fire service and regional news report a fire at the same place.", signal: "supports" },
    },
    verdict: "trustworthy",
    decisive: ["coverage", "reverse", "date", "account"],
    lesson: "No credentials badge, yet everything else checks out: a missing badge is not a sign of fakery.",
  },
  {
    id: "chocolate",
    name: "Health Hacks Daily",
    handle: "@HealthHacksDaily",
    text: "Scientists PROVE chocolate cures colds in 24 hours! Doctors hate this.",
    scene: "chocolate",
    alt: "A bar of chocolate.",
    credential: "absent",
    clues: {
      account: { text: "A page that sells supplements; most posts link to its own shop.", signal: "undermines" },
      date: { text: "Posted yesterday.", signal: "neutral" },
      reverse: {
        text: "A stock photo used on hundreds of sites. It says nothing about the claim either way.",
        signal: "neutral",
      },
      credentials: { text: "No content credentials.", signal: "neutral" },
      coverage: {
        text: "The only matching study, from the University of Norland, tested a cocoa extract on 20 mice and found no effect on colds in people.",
        signal: "undermines",
      },
    },
    verdict: "fake",
    decisive: ["coverage", "account"],
    lesson: "The picture is genuine but irrelevant; tracing the claim to the original study shows it is false.",
  },
  {
    id: "plant",
    name: "Harborview Dad",
    handle: "@harborview_dad",
    text: "Huge bang and smoke at the Harborview chemical plant right now??",
    scene: "plant",
    alt: "A factory with smoke rising from one building.",
    credential: "absent",
    clues: {
      account: {
        text: "A local parent's account for two years: school runs and football, no viral posts.",
        signal: "supports",
      },
      date: { text: "Posted 10 minutes ago.", signal: "neutral" },
      reverse: { text: "No earlier copies found; the photo seems new.", signal: "neutral" },
      credentials: { text: "No content credentials.", signal: "neutral" },
      coverage: {
        text: "No outlet or authority has reported anything yet. It may simply be too soon.",
        signal: "neutral",
      },
    },
    verdict: "unverified",
    decisive: ["coverage", "date"],
    lesson: "Probably honest, but nobody has confirmed it yet: wait for better coverage before sharing it as fact.",
  },
  {
    id: "city2080",
    name: "Mira Makes",
    handle: "@mira_makes",
    text: "Imagined: Lumen City in 2080, made with an AI image generator. #AIart",
    scene: "city",
    alt: "Tall futuristic towers under a large sun.",
    credential: "present",
    clues: {
      account: { text: "An illustrator who labels her AI pieces and shows how she makes them.", signal: "supports" },
      date: { text: "Posted last week.", signal: "neutral" },
      reverse: { text: "First appears on this account; reposts credit her.", signal: "supports" },
      credentials: {
        text: "Content credentials present and intact: created with an AI image generator, then edited in a drawing app.",
        signal: "supports",
      },
      coverage: { text: "It is art, not news, so no coverage is expected.", signal: "neutral" },
    },
    verdict: "trustworthy",
    decisive: ["credentials", "account", "reverse"],
    lesson: "AI-made and honestly labeled: the post tells the truth about what it is.",
  },
  {
    id: "bank",
    name: "North Star News",
    handle: "@N0rthStarNews",
    text: "BREAKING audio: Norbank's chief executive admits the bank will collapse on Monday.",
    scene: "audio",
    alt: "A sound wave from an audio clip.",
    credential: "absent",
    clues: {
      account: {
        text: "The handle has a zero in place of the letter O, was created last week and copies North Star News's logo.",
        signal: "undermines",
      },
      date: { text: "Posted on a Friday evening, just before the weekend.", signal: "neutral" },
      reverse: { text: "Audio cannot be searched like a picture; no earlier copies found.", signal: "neutral" },
      credentials: { text: "No content credentials.", signal: "neutral" },
      coverage: {
        text: "The real North Star News says it never published this; Norbank calls the clip fake; no financial outlet reports it.",
        signal: "undermines",
      },
    },
    verdict: "fake",
    decisive: ["account", "coverage"],
    lesson: "A look-alike account and a cloned voice: checking the source beats listening for glitches.",
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

export function grade(post: Post, verdict: Verdict, clue: ClueId): Grade {
  const verdictRight = verdict === post.verdict;
  const clueRight = post.decisive.includes(clue);
  const points = ((verdictRight ? 1 : 0) + (verdictRight && clueRight ? 1 : 0)) as 0 | 1 | 2;
  const head = verdictRight
    ? `Right: ${VERDICT_NAMES[post.verdict].toLowerCase()}.`
    : `We would say: ${VERDICT_NAMES[post.verdict].toLowerCase()}.`;
  const clueText = clueRight
    ? `${CLUE_NAMES[clue]} is a good reason.`
    : `${CLUE_NAMES[clue]} does not settle it; look at ${post.decisive.map((c) => CLUE_NAMES[c].toLowerCase()).join(" or ")}.`;
  return { verdictRight, clueRight, points, feedback: `${head} ${clueText} ${post.lesson}` };
}
