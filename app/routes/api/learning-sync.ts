import { msg } from "@lingui/core/macro";
import { data } from "react-router";
import { z } from "zod";
import { i18nOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { timeZoneOf } from "#app/http/time-zone.server.ts";
import { MAX_SYNC_BATCH } from "#app/learning/offline-answer.ts";
import { syncOfflineAnswers } from "#app/learning/offline-answers.server.ts";
import type { Route } from "./+types/learning-sync.ts";

const batchSchema = z.object({ answers: z.array(z.unknown()).min(1).max(MAX_SYNC_BATCH) });

/**
 * POST (JSON `{ answers: [...] }`): the answers a learner gave offline, sent by their browser's
 * queue (app/offline/answer-queue.ts). Answers `{ outcomes }`, one per answer in the order
 * sent: kept once, or refused with a reason in the page's language.
 */
export async function action(args: Route.ActionArgs) {
  const i18n = i18nOf(args);
  const session = sessionOf(args);
  if (!session) {
    return data({ error: i18n._(msg`Log in to keep the answers you gave offline.`) }, { status: 401 });
  }
  const type = args.request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    return data({ error: i18n._(msg`Answers to sync are sent as JSON. Nothing was kept.`) }, { status: 415 });
  }
  let body: unknown;
  try {
    body = await args.request.json();
  } catch {
    body = null;
  }
  const batch = batchSchema.safeParse(body);
  if (!batch.success) {
    return data(
      {
        error: i18n._(
          msg`The answers to sync could not be read (at most ${MAX_SYNC_BATCH} at a time). Nothing was kept.`,
        ),
      },
      { status: 400 },
    );
  }
  const timeZone = await timeZoneOf(args.request);
  return { outcomes: await syncOfflineAnswers(session.user, batch.data.answers, { timeZone, i18n }) };
}
