// A visitor's guesses for the lessons' "Predict first" prompts, kept in this browser only
// (localStorage). The lesson's prediction form and its echo after the demo read them; a
// signed-in learner's guesses are kept on the server instead (predictions.server.ts).
import { browserStore } from "./browser-store.ts";
import { MAX_GUESS_LENGTH } from "./predictions.ts";

type Guess = { guess: string; at: string };

const guesses = browserStore(
  "synapse-visitor-predictions",
  (value: unknown): value is Guess => {
    const { guess, at } = (value ?? {}) as Partial<Record<keyof Guess, unknown>>;
    return typeof guess === "string" && guess.length <= MAX_GUESS_LENGTH && typeof at === "string";
  },
  { max: 200, order: (entry) => entry.at },
);

/** A visitor's guess for one lesson in this browser; null on the server and while hydrating. */
export function useVisitorPrediction(course: string, lesson: string): string | null {
  return guesses.useEntries()?.[`${course}/${lesson}`]?.guess ?? null;
}

export function setVisitorPrediction(course: string, lesson: string, guess: string, at = new Date()) {
  guesses.set(`${course}/${lesson}`, { guess, at: at.toISOString() });
}
