import { surveyCsv } from "#app/feedback/survey.server.ts";

/** Every survey response as a CSV file. */
export async function loader() {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await surveyCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="synapse-survey-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
