// A visitor's guesses for the lessons' "Predict first" prompts, kept in this browser only
// (localStorage). The lesson's prediction form and its echo after the demo read them; a
// signed-in learner's guesses are kept on the server instead (predictions.server.ts).
import { useSyncExternalStore } from "react";
import { MAX_GUESS_LENGTH } from "./predictions.ts";

export const VISITOR_PREDICTIONS_KEY = "synapse-visitor-predictions";
const MAX_PREDICTIONS = 200;

type Guesses = Record<string, { guess: string; at: string }>;

function readGuesses(): Guesses {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(VISITOR_PREDICTIONS_KEY) ?? "{}");
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    const guesses: Guesses = {};
    for (const [key, item] of Object.entries(value)) {
      const { guess, at } = (item ?? {}) as { guess?: unknown; at?: unknown };
      if (typeof guess === "string" && guess.length <= MAX_GUESS_LENGTH && typeof at === "string") {
        guesses[key] = { guess, at };
      }
    }
    return guesses;
  } catch {
    // Storage turned off, or not ours to read: a visitor then simply has no kept guesses.
    return {};
  }
}

const listeners = new Set<() => void>();
let snapshot: Guesses | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== VISITOR_PREDICTIONS_KEY) return;
    snapshot = null;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function current(): Guesses {
  snapshot ??= readGuesses();
  return snapshot;
}

/** A visitor's guess for one lesson in this browser; null on the server and while hydrating. */
export function useVisitorPrediction(course: string, lesson: string): string | null {
  const guesses = useSyncExternalStore(subscribe, current, () => null);
  return guesses?.[`${course}/${lesson}`]?.guess ?? null;
}

export function setVisitorPrediction(course: string, lesson: string, guess: string, at = new Date()) {
  const guesses = { ...readGuesses(), [`${course}/${lesson}`]: { guess, at: at.toISOString() } };
  // The oldest go first once a browser holds more than any course list could ask for.
  const kept = Object.entries(guesses)
    .sort(([, a], [, b]) => a.at.localeCompare(b.at))
    .slice(-MAX_PREDICTIONS);
  try {
    localStorage.setItem(VISITOR_PREDICTIONS_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or turned off: the guess still shows on this page.
  }
  snapshot = null;
  for (const listener of listeners) listener();
}
