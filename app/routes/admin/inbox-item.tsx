import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { STATUS_LABELS, StatusBadge } from "#app/components/admin/status-badge.tsx";
import { buttonClass } from "#app/components/ui/text-field.tsx";
import { INBOX_STATUSES } from "#app/feedback/choices.ts";
import { findInboxItem, type InboxKind, setInboxStatus } from "#app/feedback/inbox.server.ts";
import { readForm } from "#app/http/forms.ts";
import { formatDateTime, useTimeZone } from "#app/site/dates.ts";
import type { Route } from "./+types/inbox-item.ts";

const KINDS: Record<string, InboxKind> = { messages: "message", inquiries: "inquiry" };
const statusForm = z.object({ status: z.enum(INBOX_STATUSES, { error: "Choose new, in progress or done." }) });

function kindOf(params: { kind: string }): InboxKind {
  const kind = KINDS[params.kind];
  if (!kind) throw data(null, { status: 404 });
  return kind;
}

export async function loader({ params }: Route.LoaderArgs) {
  const item = await findInboxItem(kindOf(params), params.id);
  if (!item) throw data(null, { status: 404 });
  return { item };
}

export async function action({ request, params }: Route.ActionArgs) {
  const parsed = statusForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Choose a status." }, { status: 400 });
  if (!(await setInboxStatus(kindOf(params), params.id, parsed.data.status))) throw data(null, { status: 404 });
  return { saved: STATUS_LABELS[parsed.data.status] };
}

export const meta: Route.MetaFunction = () => [
  { title: "Inbox · Admin · Synapse" },
  { name: "robots", content: "noindex" },
];

export default function InboxItem({ loaderData, actionData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { item } = loaderData;
  const navigation = useNavigation();
  const reply = `mailto:${encodeURIComponent(item.email)}?subject=${encodeURIComponent(`Re: ${item.subject}`)}`;
  return (
    <>
      <p>
        <Link to="/admin/inbox" className="text-link text-sm underline">
          Back to the inbox
        </Link>
      </p>
      <h1 className="mt-4 break-words font-bold text-3xl tracking-tight">{item.subject}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-muted text-sm">
        <StatusBadge status={item.status} />
        <span>{item.kind === "message" ? "Contact message" : "Partnership inquiry"}</span>
        <span>{formatDateTime(item.createdAt, timeZone)}</span>
      </div>
      <dl className="mt-6 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">From</dt>
        <dd className="break-words">{item.from}</dd>
        <dt className="font-semibold">Email</dt>
        <dd className="wrap-anywhere">{item.email}</dd>
        {item.details.map((d) => (
          <div key={d.label} className="contents">
            <dt className="font-semibold">{d.label}</dt>
            <dd className="break-words">{d.value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 font-semibold text-lg">Message</h2>
      <p className="mt-2 max-w-3xl whitespace-pre-wrap break-words rounded-xl border border-line bg-surface p-5">
        {item.message}
      </p>
      <div className="mt-8 flex flex-wrap items-end gap-6">
        <a href={reply} className={buttonClass}>
          Reply by email
        </a>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <fieldset>
            <legend className="font-medium text-sm">Status</legend>
            <div className="mt-1 flex gap-2">
              {INBOX_STATUSES.map((s) => (
                <label
                  key={s}
                  className="flex items-center gap-2 rounded-md border border-line bg-surface px-3 py-2 has-checked:border-accent"
                >
                  <input
                    type="radio"
                    name="status"
                    value={s}
                    defaultChecked={item.status === s}
                    className="accent-accent"
                  />
                  {STATUS_LABELS[s]}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={buttonClass} disabled={navigation.state === "submitting"}>
            Save status
          </button>
        </Form>
      </div>
      <p role="status" className="mt-3 text-sm">
        {actionData && "saved" in actionData ? `Status saved: ${actionData.saved}.` : ""}
        {actionData && "error" in actionData ? actionData.error : ""}
      </p>
    </>
  );
}
