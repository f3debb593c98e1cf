// Helpers for the domain suites (*.server.test.ts), which run against a database of their
// own per file (tests/setup/database.ts). Accounts are made by inserting `user` rows
// directly: the domain modules only need the row their foreign keys point at, not Better
// Auth's sign-up flow.
import { randomUUID } from "node:crypto";
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
