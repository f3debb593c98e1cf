// Answers given offline, synced when the connection returns (issue 30, decision 0018): a
// batch the browser's queue sent, each entry read on its own, refused with a reason or
// applied exactly once with its receipt (offline-receipts.server.ts). A refused entry never
// stops the rest of the batch.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { z } from "zod";
import { contentIn } from "#app/content/content.server.ts";
import { db } from "#app/platform/db.server.ts";
import { catalogOf } from "#app/site/catalogs.server.ts";
import { i18nFor } from "#app/site/i18n.ts";
import { isLanguage, type Language } from "#app/site/locale.ts";
import { answerCheck, answerReview } from "./answers.server.ts";
import { CLOCK_SKEW_MS, type OfflineAnswer, type SyncOutcome, type SyncRefusal } from "./offline-answer.ts";
import { keepReceipt, type OfflineReceipt, receivedIds } from "./offline-receipts.server.ts";
import { savePrediction } from "./predictions.server.ts";
import { guessProblem, normalGuess } from "./predictions.ts";
import { MAX_ANSWER_LENGTH, readQuestionFields } from "./quiz-form.ts";
import type { Learner } from "./record.server.ts";

const text = (max: number) => z.string().min(1).max(max);
const fields = z.array(z.tuple([text(200), z.string().max(MAX_ANSWER_LENGTH)])).max(50);
const given = {
  id: z.uuid(),
  owner: text(100),
  answeredAt: z.iso.datetime({ offset: true }),
  language: z.custom<Language>(isLanguage),
};

const offlineAnswerSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    ...given,
    kind: z.literal("check"),
    course: text(100),
    lesson: text(100),
    check: text(200),
    fields,
  }),
  // A guess too long is refused with guessProblem's words, not as unreadable.
  z.strictObject({
    ...given,
    kind: z.literal("guess"),
    course: text(100),
    lesson: text(100),
    guess: z.string().max(5000),
  }),
  z.strictObject({ ...given, kind: z.literal("review"), question: text(300), fields }),
]) satisfies z.ZodType<OfflineAnswer, unknown>;

/** Why an entry was not kept, in the words of `i18n`. */
function refusalWords(reason: Exclude<SyncRefusal, "not-an-answer">, i18n: I18n): string {
  switch (reason) {
    case "malformed":
      return i18n._(msg`This answer could not be read, so it was not kept.`);
    case "other-account":
      return i18n._(
        msg`This answer was given while someone else was logged in on this browser, so it was not added to your account.`,
      );
    case "future-dated":
      return i18n._(
        msg`This answer is dated in the future, so it was not kept. Check the date and time on this device.`,
      );
    case "replayed":
      return i18n._(msg`This answer was received before: it counts once.`);
    case "unknown-question":
      return i18n._(msg`That question is no longer in its lesson, so this answer was not kept.`);
    case "not-due":
      return i18n._(msg`That question was not due for review when this answer was given, so it was not kept.`);
  }
}

type Context = { learner: Learner; now: Date; timeZone: string | undefined; i18n: I18n };

/** One entry, read and applied: what happened to it. */
async function syncOne(raw: unknown, { learner, now, timeZone, i18n }: Context): Promise<SyncOutcome> {
  const parsed = offlineAnswerSchema.safeParse(raw);
  const rawId = (raw as { id?: unknown } | null)?.id;
  const refuse = (reason: SyncRefusal, message?: string): SyncOutcome => ({
    id: parsed.success ? parsed.data.id : typeof rawId === "string" ? rawId.slice(0, 100) : null,
    status: "refused",
    reason,
    message: message ?? refusalWords(reason as Exclude<SyncRefusal, "not-an-answer">, i18n),
  });
  if (!parsed.success) return refuse("malformed");
  const entry = parsed.data;
  // Sent before: said first, whatever has changed since (a review answered is no longer due).
  // Two copies at once both pass here; the receipt in the answer's transaction stops one.
  if ((await receivedIds([entry.id])).size > 0) return refuse("replayed");
  if (entry.owner !== `user-${learner.id}`) return refuse("other-account");
  const answeredAt = new Date(entry.answeredAt);
  if (answeredAt.getTime() > now.getTime() + CLOCK_SKEW_MS) return refuse("future-dated");
  const receipt: OfflineReceipt = { id: entry.id, userId: learner.id, kind: entry.kind, answeredAt };
  // The answer is read (numbers, words) in the language of the page it was given on.
  const answerI18n = i18nFor(entry.language, catalogOf(entry.language));
  const content = contentIn(entry.language);
  const kept = (lessonCompleted = false): SyncOutcome => ({ id: entry.id, status: "kept", lessonCompleted });

  if (entry.kind === "review") {
    const sent = readQuestionFields(new URLSearchParams(entry.fields));
    const reviewed = await answerReview(learner, entry.question, sent, null, timeZone, answerI18n, receipt);
    if (reviewed.status === "answered") return kept();
    if (reviewed.status === "replayed") return refuse("replayed");
    if ("message" in reviewed) return refuse("not-an-answer", reviewed.message);
    return refuse(reviewed.status);
  }
  const course = content.findCourse(entry.course);
  const lesson = course ? content.findLesson(course, entry.lesson) : undefined;
  if (!course || !lesson) return refuse("unknown-question");
  if (entry.kind === "guess") {
    if (!lesson.places.includes("predict")) return refuse("unknown-question");
    const problem = guessProblem(entry.guess, answerI18n);
    if (problem) return refuse("not-an-answer", problem);
    const guess = normalGuess(entry.guess);
    const first = await db.transaction().execute(async (trx) => {
      if (!(await keepReceipt(receipt, trx))) return false;
      await savePrediction(
        { userId: learner.id, course: course.slug, lesson: lesson.slug, guess, at: answeredAt },
        trx,
      );
      return true;
    });
    return first ? kept() : refuse("replayed");
  }
  if (!lesson.checks.some((c) => c.id === entry.check)) return refuse("unknown-question");
  const sent = readQuestionFields(new URLSearchParams(entry.fields));
  const checked = await answerCheck(learner, course, lesson, entry.check, sent, null, answerI18n, receipt);
  if (checked.status === "checked") return kept(checked.lessonCompleted);
  if (checked.status === "replayed") return refuse("replayed");
  return refuse("not-an-answer", checked.message);
}

/**
 * The answers a learner gave offline, sent by their browser: each kept once, or refused with
 * a reason in the words of `i18n` (malformed, another account's, dated in the future, sent
 * before, no longer a question, not due, not an answer). Applied oldest first, one after the
 * other, so a later answer to the same question is the one that stays.
 */
export async function syncOfflineAnswers(
  learner: Learner,
  entries: unknown[],
  { now = new Date(), timeZone, i18n }: { now?: Date; timeZone: string | undefined; i18n: I18n },
): Promise<SyncOutcome[]> {
  const at = (raw: unknown) => {
    const time = Date.parse(String((raw as { answeredAt?: unknown } | null)?.answeredAt));
    return Number.isNaN(time) ? 0 : time;
  };
  const order = entries.map((raw, index) => ({ raw, index })).sort((a, b) => at(a.raw) - at(b.raw));
  const outcomes: SyncOutcome[] = new Array(entries.length);
  const seen = new Set<string>();
  for (const { raw, index } of order) {
    const id = (raw as { id?: unknown } | null)?.id;
    // The same id twice in one batch: the second is a replay of the first.
    if (typeof id === "string" && seen.has(id)) {
      outcomes[index] = { id, status: "refused", reason: "replayed", message: refusalWords("replayed", i18n) };
      continue;
    }
    if (typeof id === "string") seen.add(id);
    outcomes[index] = await syncOne(raw, { learner, now, timeZone, i18n });
  }
  return outcomes;
}
