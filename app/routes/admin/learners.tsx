import { ChartFigure } from "#app/components/admin/chart-figure.tsx";
import { ColumnHeader, Table } from "#app/components/ui/table.tsx";
import { columns, horizontalBars } from "#app/insights/charts.server.ts";
import {
  activeLearners,
  courseFunnels,
  type DayCount,
  HARDEST_SAMPLE,
  hardestQuestions,
  signUpsPerDay,
} from "#app/insights/learner-stats.server.ts";
import { formatShortDay } from "#app/site/dates.ts";
import { formatNumber } from "#app/site/locale.ts";
import type { Route } from "./+types/learners.ts";

const bars = (counts: DayCount[]) => counts.map((c) => ({ label: formatShortDay(c.day), value: c.count }));
const total = (counts: DayCount[]) => counts.reduce((a, c) => a + c.count, 0);
const LEARNERS = { one: "# learner", other: "# learners" };

export async function loader() {
  const [signUps, active, funnels, hardest] = await Promise.all([
    signUpsPerDay(30),
    activeLearners(30, 12),
    courseFunnels(),
    hardestQuestions(10),
  ]);
  const series = (title: string, data: { label: string; value: number }[], summary: string) => ({
    title,
    summary,
    rows: data,
    svg: columns(data, { title, unit: "learners", count: LEARNERS }),
  });
  const daily = bars(active.daily);
  const weekly = bars(active.weekly);
  return {
    series: [
      series("Accounts created per day", bars(signUps), `${total(signUps)} in the last 30 days (UTC days).`),
      series(
        "Active learners per day",
        daily,
        `Learners who completed a lesson or submitted a quiz. Busiest day: ${Math.max(0, ...daily.map((d) => d.value))}.`,
      ),
      series(
        "Active learners per week (weeks starting on the day shown)",
        weekly,
        `Each learner counts once per week; weeks start on Monday. This week so far: ${active.weekly.at(-1)?.count ?? 0}.`,
      ),
    ],
    funnels: funnels.map((f) => {
      const started = f.steps[0]?.learners ?? 0;
      const certified = f.steps.at(-1)?.learners ?? 0;
      return {
        ...f,
        summary: started
          ? `${started} started; ${certified} (${Math.round((certified / started) * 100)}%) earned the certificate.`
          : "Nobody has started this course yet.",
        svg: horizontalBars(
          f.steps.map((s) => ({ label: s.label, value: s.learners })),
          { title: `${f.title}: learners at each step`, unit: "learners", count: LEARNERS },
        ),
      };
    }),
    hardest,
    hardestSample: HARDEST_SAMPLE,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Learners · Admin · Synapse" },
  { name: "robots", content: "noindex" },
];

export default function Learners({ loaderData }: Route.ComponentProps) {
  const { series, funnels, hardest, hardestSample } = loaderData;
  return (
    <>
      <h1 className="font-bold text-3xl tracking-tight">Learners</h1>
      <p className="mt-2 text-muted">How many people learn, and where they stop. Counts only: no names.</p>
      <section aria-labelledby="activity-heading" className="mt-8">
        <h2 id="activity-heading" className="font-semibold text-xl">
          Sign-ups and activity
        </h2>
        <div className="mt-4 grid gap-6">
          {series.map((s) => (
            <ChartFigure key={s.title} {...s} columns={["Day", "Learners"]} />
          ))}
        </div>
      </section>
      <section aria-labelledby="funnel-heading" className="mt-10">
        <h2 id="funnel-heading" className="font-semibold text-xl">
          Course funnels
        </h2>
        <p className="mt-1 text-muted text-sm">
          Started means completed any lesson or tried the quiz. Lessons are in course order; a learner may skip ahead.
        </p>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          {funnels.map((f) => (
            <ChartFigure
              key={f.course}
              title={f.title}
              summary={f.summary}
              svg={f.svg}
              rows={f.steps.map((s) => ({ label: s.label, value: s.learners }))}
              columns={["Step", "Learners"]}
            />
          ))}
        </div>
      </section>
      <section aria-labelledby="hardest-heading" className="mt-10">
        <h2 id="hardest-heading" className="font-semibold text-xl">
          Hardest questions
        </h2>
        <p className="mt-1 text-muted text-sm">
          Lowest share of correct answers, among questions answered at least 5 times in the latest{" "}
          {formatNumber(hardestSample)} quiz attempts.
        </p>
        {hardest.length === 0 ? (
          <p className="mt-4 text-muted">Not enough quiz attempts yet.</p>
        ) : (
          <Table
            caption="The hardest questions, with how often each was answered and the share answered correctly"
            scroll={{ className: "mt-4 overflow-x-auto rounded-xl border border-line bg-surface" }}
            head={
              <>
                <ColumnHeader className="p-3 font-semibold">Question</ColumnHeader>
                <ColumnHeader className="p-3 font-semibold">Course</ColumnHeader>
                <ColumnHeader className="p-3 text-right font-semibold">Answered</ColumnHeader>
                <ColumnHeader className="p-3 text-right font-semibold">Correct</ColumnHeader>
              </>
            }
          >
            {hardest.map((q) => (
              <tr key={`${q.course}-${q.prompt}`} className="border-line border-b last:border-0">
                <td className="p-3">{q.prompt}</td>
                <td className="p-3 text-muted">{q.courseTitle}</td>
                <td className="p-3 text-right tabular-nums">{q.answered}</td>
                <td className="p-3 text-right tabular-nums">{Math.round(q.correctRate * 100)}%</td>
              </tr>
            ))}
          </Table>
        )}
      </section>
    </>
  );
}
