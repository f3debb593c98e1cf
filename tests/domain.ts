// Helpers for the domain suites (*.server.test.ts), which run against a database of their
// own per file (tests/setup/database.ts). Accounts are made by inserting `user` rows
// directly: the domain modules only need the row their foreign keys point at, not Better
// Auth's sign-up flow.
import { randomUUID } from "node:crypto";
import type { Question } from "#app/content/schemas.ts";
import type { Answer } from "#app/learning/quiz.ts";
import { db } from "#app/platform/db.server.ts";

export type TestUser = { id: string; name: string; email: string };

let counter = 0;

/** An address no other test in this process uses. */
export function uniqueEmail(label = "learner"): string {
  counter++;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Inserts an account (a learner unless `role` says admin) and returns it. */
export async function createUser(
  options: { name?: string; email?: string; role?: "learner" | "admin" } = {},
): Promise<TestUser> {
  const now = new Date().toISOString();
  const user = {
    id: randomUUID(),
    name: options.name ?? "Ada Lovelace",
    email: options.email ?? uniqueEmail(options.role ?? "learner"),
  };
  await db
    .insertInto("user")
    .values({
      ...user,
      email_verified: true,
      image: null,
      role: options.role ?? "learner",
      created_at: now,
      updated_at: now,
    })
    .execute();
  return user;
}

/** A right or a wrong answer to one question, of the question's own type. */
export function answerTo(q: Question, correct: boolean): Answer {
  switch (q.type) {
    case "single":
      return { type: "single", choice: correct ? q.answer : (q.answer + 1) % q.options.length };
    case "multi": {
      const extra = q.options.findIndex((_, o) => !q.answer.includes(o));
      const wrong = extra >= 0 ? [...q.answer, extra] : q.answer.slice(1);
      return { type: "multi", choices: (correct ? q.answer : wrong).toSorted((a, b) => a - b) };
    }
    case "truefalse":
      return { type: "truefalse", value: correct ? q.answer : !q.answer };
    case "ordering":
      return { type: "ordering", order: correct ? q.answer : q.answer.toReversed() };
    case "numeric":
      return { type: "numeric", value: correct ? q.answer.value : q.answer.value + q.answer.tolerance + 1000 };
  }
}
