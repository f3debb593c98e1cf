import { data } from "react-router";
import { readForm } from "#app/http/forms.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { mergeVisitorRecord } from "#app/learning/record.server.ts";
import { visitorRecordSchema, visitorReviewsSchema } from "#app/learning/visitor-record.server.ts";
import type { Route } from "./+types/learning-merge.ts";

/**
 * POST: what a visitor did in this browser before signing in (field `record`, JSON, and
 * their review cards, field `reviews`, JSON), added to their account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = sessionOf({ context });
  if (!session) return data({ error: "Log in to save your progress." }, { status: 401 });
  const form = await readForm(request);
  let json: unknown;
  try {
    json = JSON.parse(String(form.get("record") ?? ""));
  } catch {
    return data({ error: "The progress to save was not readable." }, { status: 400 });
  }
  const parsed = visitorRecordSchema.safeParse(json);
  let reviews: unknown = {};
  try {
    reviews = JSON.parse(String(form.get("reviews") || "{}"));
  } catch {
    reviews = null;
  }
  const cards = visitorReviewsSchema.safeParse(reviews);
  if (!parsed.success || !cards.success) {
    return data({ error: "The progress to save was not readable." }, { status: 400 });
  }
  return { added: await mergeVisitorRecord(session.user, parsed.data, cards.data) };
}
