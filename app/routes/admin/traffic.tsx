import { ChartFigure } from "#app/components/admin/chart-figure.tsx";
import { columns, horizontalBars } from "#app/insights/charts.server.ts";
import { lastDays } from "#app/insights/learner-stats.server.ts";
import { trafficSummary } from "#app/insights/visits.server.ts";
import { formatShortDay } from "#app/site/dates.ts";
import { formatNumber } from "#app/site/locale.ts";
import type { Route } from "./+types/traffic.ts";

const DAYS = 30;
const VIEWS = { one: "# view", other: "# views" };

export async function loader() {
  const traffic = await trafficSummary(lastDays(DAYS));
  const days = (pick: "views" | "visitors") =>
    traffic.days.map((d) => ({ label: formatShortDay(d.day), value: d[pick] }));
  const views = days("views");
  const visitors = days("visitors");
  const figure = (
    title: string,
    rows: { label: string; value: number }[],
    summary: string,
    kind: "columns" | "bars",
    headings: [string, string],
    count = VIEWS,
  ) => {
    const unit = headings[1].toLowerCase();
    const svg =
      kind === "columns" ? columns(rows, { title, unit, count }) : horizontalBars(rows, { title, unit, count });
    return { title, summary, rows, svg, columns: headings };
  };
  return {
    totals: traffic.totals,
    figures: [
      figure(
        "Page views per day",
        views,
        `${formatNumber(traffic.totals.views)} in the last ${DAYS} days.`,
        "columns",
        ["Day", "Views"],
      ),
      figure(
        "Visitors per day",
        visitors,
        "A visitor is counted once per day: the code that tells visitors apart changes daily.",
        "columns",
        ["Day", "Visitors"],
        { one: "# visitor", other: "# visitors" },
      ),
      figure("Top pages", traffic.topPages, "The 10 most viewed pages.", "bars", ["Page", "Views"]),
      figure(
        "Top referrers",
        traffic.topReferrers,
        traffic.topReferrers.length ? "Other sites people followed a link from." : "No visits from other sites yet.",
        "bars",
        ["Site", "Views"],
      ),
      figure("Devices", traffic.devices, "Worked out from the browser's user agent.", "bars", ["Device", "Views"]),
    ],
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Traffic · Admin · Synapse" },
  { name: "robots", content: "noindex" },
];

export default function Traffic({ loaderData }: Route.ComponentProps) {
  const { figures } = loaderData;
  return (
    <>
      <h1 className="font-bold text-3xl tracking-tight">Traffic</h1>
      <p className="mt-2 text-muted">
        The last {DAYS} days, from our own cookieless statistics. Visitors who send Do Not Track or Global Privacy
        Control are not counted, nor are robots or this admin area.
      </p>
      <h2 className="sr-only">Charts</h2>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        {figures.map((f) => (
          <div key={f.title} className={f.rows.length > 12 ? "lg:col-span-2" : ""}>
            <ChartFigure
              {...f}
              columns={[
                f.title.startsWith("Top pages") ? "Page" : "Item",
                f.title.includes("Visitors") ? "Visitors" : "Views",
              ]}
            />
          </div>
        ))}
      </div>
    </>
  );
}
