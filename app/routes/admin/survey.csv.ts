import { requireAdmin } from "#app/accounts/auth.server.ts";
import { surveyCsv } from "#app/feedback/survey.server.ts";
import type { Route } from "./+types/survey.csv.ts";

/** Every survey response as a CSV file. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await surveyCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="synapse-survey-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
