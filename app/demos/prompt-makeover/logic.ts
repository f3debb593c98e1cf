// Prompt makeover and hallucination spotter. No language model: Part A checks a prompt with
// transparent keyword and structure rules, so a learner can see exactly why an ingredient was
// (or was not) found. Part B grades which sentences of a pre-written "chatbot answer" the
// learner flagged against the errors we planted in it.

export type CheckId = "task" | "context" | "audience" | "format" | "example" | "constraints";

export const CHECK_ORDER: readonly CheckId[] = ["task", "context", "audience", "format", "example", "constraints"];

export const CHECK_LABELS: Record<CheckId, string> = {
  task: "Task: what to do",
  context: "Context: the background",
  audience: "Audience: who it is for",
  format: "Format: what shape the answer takes",
  example: "Example: show what you mean",
  constraints: "Constraints: limits and must-haves",
};

// Each rule is a list of patterns; the first one that matches is shown as evidence.
const RULES: Record<CheckId, { patterns: RegExp[]; rule: string }> = {
  task: {
    rule: "an action word such as write, plan, explain, list, suggest or compare",
    patterns: [
      /\b(write|draft|plan|explain|summari[sz]e|list|suggest|create|make|give|compare|describe|outline|rewrite|translate|brainstorm|design|prepare|recommend|help)\b/i,
    ],
  },
  context: {
    rule: "background about your situation: I am, my, we, our, because, so that, currently…",
    patterns: [/\b(i am|i'm|i have|my|we|our|because|so that|since|currently|background|situation)\b/i],
  },
  audience: {
    rule: "who will read or use it: a reader, an age, beginners, customers, a landlord…",
    patterns: [
      /\b(audience|readers?|aimed at|\d+-year-olds?|years? old|beginners?|experts?|non-experts?|child|children|kids|teenagers?|students?|customers?|colleagues?|landlord|manager|parents|guests|someone who)\b/i,
    ],
  },
  format: {
    rule: "the shape of the answer: a list, bullet points, a table, steps, paragraphs, an email…",
    patterns: [
      /\b(bullet( points?)?|bulleted|list|table|numbered|step-by-step|steps|paragraphs?|headings?|checklist|columns?|email|letter|format)\b/i,
    ],
  },
  example: {
    rule: "an example or sample: 'for example', 'such as', 'e.g.' or a quoted sample",
    patterns: [
      /\b(for example|for instance|such as|like this|here is an? (example|sample)|sample|example)\b/i,
      /\be\.g\./i,
      /["“][^"”]{10,}["”]/,
    ],
  },
  constraints: {
    rule: "limits or must-haves: under, no more than, at most, a budget, avoid, must, only, a tone, a number of words…",
    patterns: [
      /\b(under|no more than|at most|at least|maximum|max|limit|budget|avoid|don't|do not|must|only|without|within|keep it|tone)\b/i,
      /\d+\s*(words|sentences|minutes|hours|euros|pounds|dollars|items|ideas)\b/i,
      /[£€$]\s?\d+/,
    ],
  },
};

export function ruleText(id: CheckId): string {
  return RULES[id].rule;
}

export interface CheckResult {
  id: CheckId;
  label: string;
  met: boolean;
  /** The words that matched, shown to the learner. */
  evidence: string | null;
}

export interface PromptScore {
  checks: CheckResult[];
  score: number;
  words: number;
  /** The first missing ingredient, in the order above: one suggestion at a time. */
  next: CheckId | null;
}

export function countWords(text: string): number {
  return text.trim() === "" ? 0 : text.trim().split(/\s+/).length;
}

export function scorePrompt(text: string): PromptScore {
  const words = countWords(text);
  const checks = CHECK_ORDER.map((id): CheckResult => {
    let evidence: string | null = null;
    for (const pattern of RULES[id].patterns) {
      const match = text.match(pattern);
      if (match) {
        evidence = match[0];
        break;
      }
    }
    // A task needs more than a bare verb: at least three words.
    const met = evidence !== null && (id !== "task" || words >= 3);
    return { id, label: CHECK_LABELS[id], met, evidence: met ? evidence : null };
  });
  const score = checks.filter((c) => c.met).length;
  const next = checks.find((c) => !c.met)?.id ?? null;
  return { checks, score, words, next };
}

export interface Goal {
  id: string;
  title: string;
  /** A weak first attempt, to improve. */
  starter: string;
  /** A prompt that ticks every box, to compare with. */
  strong: string;
  /** One goal-specific idea per ingredient. */
  hints: Record<CheckId, string>;
}

export const GOALS: readonly Goal[] = [
  {
    id: "party",
    title: "Plan Mila's 8th birthday party",
    starter: "birthday party ideas",
    strong:
      'Plan a two-hour birthday party for my niece Mila, who turns 8. We will have 10 guests, all 7- to 9-year-olds, in our small flat on a rainy Saturday afternoon. Give me a numbered list of 5 activities with the time each takes, such as "treasure hunt with paper clues (20 minutes)". Keep the total budget under £60 and avoid anything that needs a garden.',
    hints: {
      task: "Start with an action: “Plan a two-hour birthday party…”.",
      context: "Add the situation: “We have 10 guests in our small flat on a Saturday afternoon.”",
      audience: "Say who it is for: “for 8-year-olds” or “the guests are 7 to 9 years old”.",
      format: "Ask for a shape: “Give me a numbered list of 5 activities with the time each takes.”",
      example: "Show one example: “such as ‘treasure hunt with paper clues (20 minutes)’”.",
      constraints: "Add limits: “Keep the budget under £60 and avoid anything that needs a garden.”",
    },
  },
  {
    id: "heater",
    title: "Ask the landlord to fix the heater",
    starter: "email landlord heater broken",
    strong:
      'Write a short, polite email to my landlord, Mr Okafor. The heater in our living room has not worked since Monday and the flat is cold because it is January. The landlord prefers formal messages. Use three short paragraphs: the problem, when I am at home for a repair visit, and thanks. For example, start with "Dear Mr Okafor, I\'m writing about the heater in flat 4B." Keep it under 120 words and do not sound angry.',
    hints: {
      task: "Start with an action: “Write a short email…”.",
      context: "Add the situation: “The heater in our living room has not worked since Monday.”",
      audience: "Say who will read it: “to my landlord, who prefers formal messages”.",
      format: "Ask for a shape: “Use three short paragraphs.”",
      example: "Show an opening you like: for example “Dear Mr Okafor, I'm writing about…”.",
      constraints: "Add limits: “Keep it under 120 words and do not sound angry.”",
    },
  },
  {
    id: "rainbow",
    title: "Explain how a rainbow forms",
    starter: "rainbows?",
    strong:
      "Explain how a rainbow forms for a curious 10-year-old. I'm a parent and my daughter asked me after a rainy walk, so we want to understand it together. Use 4 short numbered steps, then one sentence on why the colors are always in the same order. Use an everyday comparison, for example a glass prism or a garden hose spraying water in sunshine. Use only simple words and keep it under 150 words.",
    hints: {
      task: "Start with an action: “Explain how a rainbow forms…”.",
      context: "Add the situation: “My daughter asked me after a rainy walk.”",
      audience: "Say who it is for: “for a curious 10-year-old”.",
      format: "Ask for a shape: “Use 4 short numbered steps.”",
      example: "Suggest a comparison: “for example a garden hose spraying water in sunshine”.",
      constraints: "Add limits: “Use only simple words and keep it under 150 words.”",
    },
  },
];

// ---- Part B: spotting planted errors in chatbot answers ----

export interface Sentence {
  text: string;
  /** Planted errors carry the kind of error and how to check it. */
  planted?: { kind: string; verify: string };
}

export interface ChatAnswer {
  id: string;
  question: string;
  sentences: Sentence[];
}

export const ANSWERS: readonly ChatAnswer[] = [
  {
    id: "plant",
    question: "How often should I water a snake plant?",
    sentences: [
      { text: "Snake plants store water in their thick leaves, so they cope well with dry spells." },
      { text: "Many growers water them every two to three weeks in spring and summer, and less often in winter." },
      {
        text: "A 2019 survey by the Indoor Plant Council found that 83% of snake plants that die are killed by overwatering.",
        planted: {
          kind: "Made-up statistic",
          verify:
            "Search for the survey and the organization. A real figure leads to a named, findable source; if you cannot find one, do not repeat the number.",
        },
      },
      { text: "Let the soil dry out completely before you water again." },
      {
        text: "For more detail, see the classic guide The Quiet Leaf: Succulents Indoors by Dr Amara Fenwick (2004).",
        planted: {
          kind: "Book that does not exist",
          verify:
            "Look the title up in a library catalog or bookshop. Invented books often have believable titles, authors and years.",
        },
      },
      { text: "A pot with a drainage hole helps stop the roots from rotting." },
    ],
  },
  {
    id: "chatbots",
    question: "Give me a short history of chatbots.",
    sentences: [
      { text: "One of the first chatbots, ELIZA, was written by Joseph Weizenbaum at MIT in the mid-1960s." },
      { text: "ELIZA imitated a therapist by turning the user's own statements back into questions." },
      {
        text: "The transformer design behind today's large language models was introduced in a 2017 paper, “Attention Is All You Need”.",
      },
      {
        text: "ChatGPT was released to the public in March 2019.",
        planted: {
          kind: "Wrong date",
          verify:
            "Check dates against a reliable record such as the company's own announcement or a news archive: ChatGPT was released on 30 November 2022.",
        },
      },
      { text: "Modern chatbots produce text by predicting likely next words, so they can sound sure even when wrong." },
    ],
  },
  {
    id: "egg",
    question: "How long should I boil an egg for a soft yolk?",
    sentences: [
      { text: "For a soft, runny yolk, lower a large egg into boiling water and cook it for about six minutes." },
      {
        text: "At sea level water boils at 90 °C, so the timing is the same everywhere.",
        planted: {
          kind: "Wrong fact",
          verify:
            "Check a basic science reference: water boils at about 100 °C at sea level, and at lower temperatures high up, so timings change with altitude.",
        },
      },
      { text: "Cooling the egg in cold water for a minute stops the cooking and makes it easier to peel." },
      {
        text: "A 2021 study from the University of Northbridge showed that eggs boiled for exactly 6 minutes 20 seconds contain 40% more protein.",
        planted: {
          kind: "Invented study",
          verify:
            "Ask where the study was published and search for it. Cooking time does not create protein: a surprising claim needs a source you can open.",
        },
      },
      { text: "Eggs straight from the fridge may need about 30 seconds longer than eggs at room temperature." },
    ],
  },
];

export interface SpottingResult {
  caught: number[];
  missed: number[];
  falseAlarms: number[];
  planted: number;
}

/** Compares the sentences a learner flagged with the planted errors. */
export function gradeSpotting(answer: ChatAnswer, flagged: readonly number[]): SpottingResult {
  const set = new Set(flagged);
  const caught: number[] = [];
  const missed: number[] = [];
  const falseAlarms: number[] = [];
  answer.sentences.forEach((s, i) => {
    if (s.planted) (set.has(i) ? caught : missed).push(i);
    else if (set.has(i)) falseAlarms.push(i);
  });
  return { caught, missed, falseAlarms, planted: caught.length + missed.length };
}
