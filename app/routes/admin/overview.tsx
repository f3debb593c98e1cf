import { Link } from "react-router";
import { countNewInInbox } from "#app/feedback/inbox.server.ts";
import { learnersActiveNow, signUpsPerDay } from "#app/insights/learner-stats.server.ts";
import { visitorsNow } from "#app/insights/visits.server.ts";
import { formatNumber } from "#app/site/locale.ts";
import type { Route } from "./+types/overview.ts";

export async function loader() {
  const [newInInbox, visitors, learners, signUps] = await Promise.all([
    countNewInInbox(),
    visitorsNow(5),
    learnersActiveNow(15),
    signUpsPerDay(1),
  ]);
  return { newInInbox, visitors, learners, signUpsToday: signUps[0]?.count ?? 0, at: new Date().toISOString() };
}

export const meta: Route.MetaFunction = () => [{ title: "Admin · Synapse" }, { name: "robots", content: "noindex" }];

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { newInInbox, visitors, learners, signUpsToday } = loaderData;
  const counters = [
    { label: "New in the inbox", value: newInInbox, href: "/admin/inbox?status=new", link: "Open the inbox" },
    { label: "Visitors in the last 5 minutes", value: visitors, href: "/admin/traffic", link: "See traffic" },
    { label: "Learners active in the last 15 minutes", value: learners, href: "/admin/learners", link: "See learners" },
    { label: "Accounts created today (UTC)", value: signUpsToday, href: "/admin/learners", link: "See sign-ups" },
  ];
  return (
    <>
      <h1 className="font-bold text-3xl tracking-tight">Overview</h1>
      <p className="mt-2 text-muted">
        These counters update by themselves while this page is open: new messages at once, activity about every 30
        seconds.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {counters.map((c) => (
          <li key={c.label} className="rounded-xl border border-line bg-surface p-5">
            <p className="text-muted text-sm">{c.label}</p>
            <p className="mt-2 font-bold text-4xl tabular-nums" data-counter={c.label}>
              {formatNumber(c.value)}
            </p>
            <Link to={c.href} prefetch="intent" className="mt-3 inline-block text-link text-sm underline">
              {c.link}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
