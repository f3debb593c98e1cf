// A course quiz in progress, kept in the browser until it is submitted, so a reload, a
// crash or the "new version" reload does not lose the learner's answers. The attempt key
// is kept too: sending the same answers again after a lost response is still one attempt.
const keyOf = (course: string) => `synapse-quiz-draft:${course}`;
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

type Draft = { attempt: string; values: [string, string][]; savedAt: string };

function read(course: string): Draft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(keyOf(course)) ?? "null") as Draft | null;
    if (!draft || !Array.isArray(draft.values) || typeof draft.attempt !== "string") return null;
    if (Date.now() - new Date(draft.savedAt).getTime() > MAX_AGE_MS) return null;
    return draft;
  } catch {
    return null;
  }
}

/** Saves the form's answers (fields named q-…) and its attempt key. */
export function saveQuizDraft(course: string, form: HTMLFormElement): void {
  const data = new FormData(form);
  const values = [...data.entries()].filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0].startsWith("q-"),
  );
  const attempt = String(data.get("attempt") ?? "");
  try {
    localStorage.setItem(keyOf(course), JSON.stringify({ attempt, values, savedAt: new Date().toISOString() }));
  } catch {
    // Storage full or blocked: the quiz still works, only the draft is not kept.
  }
}

/** The attempt key of the saved draft with answers in it, if any. */
export function quizDraftAttempt(course: string): string | null {
  const draft = read(course);
  return draft && draft.values.length > 0 && draft.attempt ? draft.attempt : null;
}

/** Puts saved answers back into the form; true if there were any. */
export function restoreQuizDraft(course: string, form: HTMLFormElement): boolean {
  const draft = read(course);
  if (!draft || draft.values.length === 0) return false;
  const has = (name: string, value: string) => draft.values.some(([n, v]) => n === name && v === value);
  const first = (name: string) => draft.values.find(([n]) => n === name)?.[1];
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.name === "attempt" && draft.attempt) element.value = draft.attempt;
      else if (!element.name.startsWith("q-")) continue;
      else if (element.type === "radio" || element.type === "checkbox")
        element.checked = has(element.name, element.value);
      else element.value = first(element.name) ?? "";
    } else if (element instanceof HTMLSelectElement && element.name.startsWith("q-")) {
      element.value = first(element.name) ?? "";
    }
  }
  return true;
}

export function clearQuizDraft(course: string): void {
  try {
    localStorage.removeItem(keyOf(course));
  } catch {
    // Nothing to clear.
  }
}
