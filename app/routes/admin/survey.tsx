import { ChartFigure } from "#app/components/admin/chart-figure.tsx";
import { type Distribution, surveyResults } from "#app/feedback/survey.server.ts";
import { horizontalBars } from "#app/insights/charts.server.ts";
import { formatDate } from "#app/site/dates.ts";
import { plural } from "#app/site/plural.ts";
import type { Route } from "./+types/survey.ts";

const chart = (title: string, bars: Distribution) => ({
  title,
  bars,
  svg: horizontalBars(bars, { title, unit: "responses", count: { one: "# response", other: "# responses" } }),
});

export async function loader() {
  const results = await surveyResults();
  const average = (s: { average: number | null; count: number }) =>
    s.average === null
      ? "No answers yet."
      : plural(s.count, {
          one: `Average ${s.average.toFixed(1)} out of 5, from # response.`,
          other: `Average ${s.average.toFixed(1)} out of 5, from # responses.`,
        });
  return {
    responses: results.responses,
    charts: [
      {
        ...chart("Which course did you just finish?", results.course),
        summary: plural(results.responses, { one: "# response.", other: "# responses." }),
      },
      { ...chart("How clear was it? (1 to 5)", results.clarity.bars), summary: average(results.clarity) },
      { ...chart("How useful were the demos? (1 to 5)", results.demos.bars), summary: average(results.demos) },
      {
        ...chart("Was the pace right?", results.pace),
        summary: plural(results.responses, { one: "# response.", other: "# responses." }),
      },
      {
        ...chart("Which lesson was hardest?", results.hardestLesson),
        summary: plural(
          results.hardestLesson.reduce((a, b) => a + b.value, 0),
          {
            one: "# response named a lesson; the most named first.",
            other: "# responses named a lesson; the most named first.",
          },
        ),
      },
      {
        ...chart("Which describes you best?", results.background),
        summary: "Optional; “Not said” counts those who skipped it.",
      },
    ],
    topicWishes: results.topicWishes,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Survey results · Admin · Synapse" },
  { name: "robots", content: "noindex" },
];

export default function SurveyResults({ loaderData }: Route.ComponentProps) {
  const { responses: count, charts, topicWishes } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl tracking-tight">Survey results</h1>
          <p className="mt-2 text-muted">
            {plural(count, { one: "# response.", other: "# responses." })} A learner's changed answers replace their
            earlier ones.
          </p>
        </div>
        {/* A plain link: the CSV is a file download, not a page. */}
        <a
          href="/admin/survey.csv"
          className="rounded-md border border-line bg-surface px-4 py-2 font-medium hover:bg-raised"
          download
        >
          Download all responses (CSV)
        </a>
      </div>
      <h2 className="sr-only">Answers per question</h2>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        {charts.map((c) => (
          <ChartFigure
            key={c.title}
            title={c.title}
            summary={c.summary}
            svg={c.svg}
            rows={c.bars}
            columns={["Answer", "Responses"]}
            empty="No answers yet."
          />
        ))}
      </div>
      <section aria-labelledby="wishes-heading" className="mt-10">
        <h2 id="wishes-heading" className="font-semibold text-xl">
          Which topic should we add?
        </h2>
        {topicWishes.length === 0 ? (
          <p className="mt-2 text-muted">No topic ideas yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-surface">
            {topicWishes.map((w, i) => (
              // Texts may repeat, so the position is part of the key.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once.
              <li key={i} className="flex flex-wrap justify-between gap-2 p-4">
                <span className="break-words">{w.text}</span>
                <span className="text-muted text-sm">{formatDate(w.day)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
