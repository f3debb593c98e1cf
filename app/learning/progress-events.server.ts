// What the learning record tells the rest of the site once a learner's progress is saved:
// a lesson completed, a course quiz submitted. Learning imports no domain that reacts to
// progress; that domain subscribes here instead, and the HTTP shell wires it up at start-up
// (server/background-jobs.ts: groups tells a member's leaders). In-process: each instance
// tells its own subscribers about the changes made through it, and they reach other
// instances themselves (live events go through app/platform/realtime.server.ts).
import type { CourseSlug } from "#app/content/schemas.ts";
import { logger } from "#app/platform/logger.server.ts";

export type ProgressRecorded =
  | { type: "lesson-completed"; learnerId: string; course: CourseSlug; lesson: string }
  | { type: "quiz-submitted"; learnerId: string; course: CourseSlug; attemptId: string; passed: boolean };

type Listener = (event: ProgressRecorded) => void | Promise<void>;

const listeners = new Set<Listener>();

/** Calls `listener` after each change to a learner's progress is committed, until the returned function is called. */
export function onProgressRecorded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * After the commit: tells every subscriber and waits for them all. Never throws: the
 * learner's change is saved whatever a subscriber does, so a failure is only logged.
 */
export async function announceProgress(event: ProgressRecorded): Promise<void> {
  await Promise.all(
    [...listeners].map(async (listener) => {
      try {
        await listener(event);
      } catch (error) {
        logger.error({ err: error, event: event.type, course: event.course }, "a progress subscriber failed");
      }
    }),
  );
}
