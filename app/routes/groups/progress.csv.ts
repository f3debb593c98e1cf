import { data } from "react-router";
import { gridCsvRows, sortRows } from "#app/groups/grid.ts";
import { groupProgress } from "#app/groups/progress.server.ts";
import { attachment, fileNamePart } from "#app/http/downloads.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { timeZoneOf } from "#app/http/time-zone.server.ts";
import { dayIn } from "#app/learning/record.ts";
import { csvFile } from "#app/platform/csv.ts";
import type { Route } from "./+types/progress.csv.ts";

/**
 * The leader's grid as a CSV file; anyone who does not lead the group gets a 404, like its page.
 * Its header (course titles included) is in the language of the address it was asked at; its
 * values are the same in every language (gridCsvRows).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = sessionOf({ context });
  const today = dayIn(await timeZoneOf(request), new Date().toISOString());
  const progress = session ? await groupProgress(params.group, session.user.id, today, languageOf({ context })) : null;
  if (!progress) throw data(null, { status: 404 });
  const rows = sortRows(progress.rows, { by: "name", direction: "ascending" });
  const name = fileNamePart(progress.view.group.name) || "group";
  return new Response(csvFile(gridCsvRows(progress.courses, rows, i18nOf({ context }))), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment(`synapse-${name}-progress-${today}.csv`),
      "Cache-Control": "private, no-store",
    },
  });
}
