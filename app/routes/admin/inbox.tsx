import { Form, Link } from "react-router";
import { z } from "zod";
import { STATUS_LABELS, StatusBadge } from "#app/components/admin/status-badge.tsx";
import { inputClass, secondaryButtonClass } from "#app/components/ui/text-field.tsx";
import { INBOX_STATUSES } from "#app/feedback/choices.ts";
import { type InboxKind, listInbox } from "#app/feedback/inbox.server.ts";
import { formatDateTime, useTimeZone } from "#app/site/dates.ts";
import type { Route } from "./+types/inbox.ts";

const filtersSchema = z.object({
  kind: z.enum(["all", "message", "inquiry"]).catch("all"),
  status: z.enum(["all", ...INBOX_STATUSES]).catch("all"),
  q: z
    .string()
    .trim()
    .max(100)
    .catch("")
    .transform((q) => q.slice(0, 100)),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});

export async function loader({ request }: Route.LoaderArgs) {
  const filters = filtersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { filters, ...(await listInbox(filters)) };
}

export const meta: Route.MetaFunction = () => [
  { title: "Inbox · Admin · Synapse" },
  { name: "robots", content: "noindex" },
];

const KIND_PATHS: Record<InboxKind, string> = { message: "messages", inquiry: "inquiries" };

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { filters, items, more } = loaderData;
  const pageHref = (page: number) => {
    const params = new URLSearchParams({
      kind: filters.kind,
      status: filters.status,
      q: filters.q,
      page: String(page),
    });
    return `/admin/inbox?${params}`;
  };
  return (
    <>
      <h1 className="font-bold text-3xl tracking-tight">Inbox</h1>
      <p className="mt-2 text-muted">Contact messages and partnership inquiries, newest first.</p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4" role="search" aria-label="Filter the inbox">
        <div>
          <label htmlFor="inbox-q" className="font-medium text-sm">
            Search
          </label>
          <input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            className={`${inputClass} w-64`}
          />
        </div>
        <div>
          <label htmlFor="inbox-kind" className="font-medium text-sm">
            Show
          </label>
          <select id="inbox-kind" name="kind" defaultValue={filters.kind} className={inputClass}>
            <option value="all">Messages and inquiries</option>
            <option value="message">Contact messages</option>
            <option value="inquiry">Partnership inquiries</option>
          </select>
        </div>
        <div>
          <label htmlFor="inbox-status" className="font-medium text-sm">
            Status
          </label>
          <select id="inbox-status" name="status" defaultValue={filters.status} className={inputClass}>
            <option value="all">Any status</option>
            {INBOX_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={secondaryButtonClass}>
          Filter
        </button>
      </Form>

      <h2 className="sr-only">Results</h2>
      {items.length === 0 ? (
        <p className="mt-8 rounded-xl border border-line bg-surface p-6" role="status">
          {filters.q || filters.status !== "all" || filters.kind !== "all"
            ? "Nothing matches these filters."
            : "The inbox is empty. Messages sent through the contact and partnership forms appear here."}
        </p>
      ) : (
        <ul className="mt-8 divide-y divide-line rounded-xl border border-line bg-surface">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="p-4 sm:p-5">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <StatusBadge status={item.status} />
                <span className="text-muted">
                  {item.kind === "message" ? "Contact message" : "Partnership inquiry"}
                </span>
                <span className="text-muted">{formatDateTime(item.createdAt, timeZone)}</span>
              </div>
              <p className="mt-1 font-semibold">
                <Link
                  to={`/admin/inbox/${KIND_PATHS[item.kind]}/${item.id}`}
                  prefetch="intent"
                  className="text-link underline"
                >
                  {item.subject}
                </Link>{" "}
                <span className="font-normal text-muted">
                  from {item.from} &lt;{item.email}&gt;
                </span>
              </p>
              <p className="mt-1 break-words text-muted">{item.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
      {filters.page > 1 || more ? (
        <nav aria-label="Inbox pages" className="mt-6 flex gap-4">
          {filters.page > 1 ? (
            <Link to={pageHref(filters.page - 1)} className="text-link underline">
              Newer
            </Link>
          ) : null}
          {more ? (
            <Link to={pageHref(filters.page + 1)} className="text-link underline">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
