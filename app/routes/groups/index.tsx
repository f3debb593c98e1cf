import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { FormAlert, useFocusFirstError } from "#app/components/auth-card.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { buttonClass, secondaryButtonClass, TextField } from "#app/components/ui/text-field.tsx";
import { createGroupForm } from "#app/groups/forms.ts";
import { createGroup, groupsOf, leaveGroup } from "#app/groups/groups.server.ts";
import { GROUP_NAME_MAX } from "#app/groups/rules.ts";
import { fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requireSession } from "#app/http/session.server.ts";
import { LIMITS } from "#app/platform/rate-limit.server.ts";
import { formatDate } from "#app/site/dates.ts";
import { pageMeta } from "#app/site/meta.ts";
import { plural } from "#app/site/plural.ts";
import type { Route } from "./+types/index.ts";

const statusMessages: Record<string, string> = {
  joined: "You joined the group. Its courses are below and on your learning dashboard.",
  "already-in": "You are in that group already.",
  left: "You left the group. Its leaders no longer see anything of yours.",
  deleted: "The group was deleted, with its members and assigned courses.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireSession({ request, context });
  const status = new URL(request.url).searchParams.get("status") ?? "";
  return { ...(await groupsOf(session.user.id)), status: statusMessages[status] ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireSession({ request, context });
  const values = formValues(await readForm(request));
  if (values.intent === "leave") {
    const result = await leaveGroup(values.group ?? "", session.user.id);
    if (result === "left") throw redirect("/groups?status=left");
    const message =
      result === "only-leader"
        ? "You are this group's only leader, so you cannot leave it: make someone else a leader first, or delete the group."
        : "You are not in that group (any more). Nothing was changed.";
    return data(
      { intent: "leave" as const, group: values.group ?? "", message, errors: {}, values: {} },
      { status: 400 },
    );
  }
  if (values.intent !== "create") {
    return data(
      {
        intent: "unknown" as const,
        group: "",
        message: "That form is not one of this page's. Reload the page and try again.",
        errors: {},
        values: {},
      },
      { status: 400 },
    );
  }
  const parsed = createGroupForm.safeParse(values);
  if (!parsed.success) {
    return data(
      {
        intent: "create" as const,
        group: "",
        message: null,
        errors: fieldErrorsOf(parsed.error),
        values: { name: values.name ?? "" },
      },
      { status: 400 },
    );
  }
  await enforceLimits([LIMITS.groupCreatePerAccount, session.user.id]);
  const group = await createGroup(session.user.id, parsed.data.name);
  throw redirect(`${href("/groups/:group", { group: group.id })}?status=created`);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Your groups",
    description: "Groups for classes and teams: create one, join one with its code, and see what your groups assign.",
    path: "/groups",
  }),
  { name: "robots", content: "noindex" },
];

function Assignments({
  assignments,
}: {
  assignments: { course: string; courseTitle: string; dueOn: string | null }[];
}) {
  if (assignments.length === 0) return <p className="mt-2 text-muted text-sm">No courses assigned yet.</p>;
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {assignments.map((a) => (
        <li key={a.course}>
          <Link to={href("/courses/:course", { course: a.course })} prefetch="intent" className="text-link underline">
            {a.courseTitle}
          </Link>
          {a.dueOn ? <span className="text-muted">, due {formatDate(`${a.dueOn}T00:00:00Z`)}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function LeaveForm({ group, leader }: { group: { id: string; name: string }; leader: boolean }) {
  return (
    <details className="mt-3">
      <summary className="cursor-pointer font-medium text-sm">
        {leader ? "Stop leading this group" : "Leave this group"}
      </summary>
      <Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="leave" />
        <input type="hidden" name="group" value={group.id} />
        <p className="text-sm">
          {leader
            ? "You will no longer see its members or their progress. Another leader has to stay."
            : "Its leaders will no longer see your name, progress, scores or certificates. You can join again with its code."}
        </p>
        <button type="submit" className={secondaryButtonClass}>
          Leave “{group.name}”
        </button>
      </Form>
    </details>
  );
}

export default function Groups({ loaderData, actionData }: Route.ComponentProps) {
  const { leading, memberOf, status } = loaderData;
  const navigation = useNavigation();
  const form = useFocusFirstError(actionData?.intent === "create" ? actionData : undefined);
  const creating = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  return (
    <>
      <PageHeader
        eyebrow="Groups"
        title="Your groups"
        lede="A teacher or team lead creates a group and shares its code; learners join it, and the leaders follow their progress in the courses they assign."
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:px-8">
        <div className="space-y-10">
          {status ? <FormAlert tone="good">{status}</FormAlert> : null}
          {actionData?.message ? <FormAlert>{actionData.message}</FormAlert> : null}
          <section aria-labelledby="leading-heading">
            <h2 id="leading-heading" className="font-bold text-2xl">
              Groups you lead
            </h2>
            {leading.length === 0 ? (
              <p className="mt-3 text-muted">You lead no group yet. Create one with the form on this page.</p>
            ) : (
              <ul className="mt-4 space-y-4">
                {leading.map((g) => (
                  <li key={g.id} className="rounded-xl border border-line bg-surface p-5">
                    <h3 className="font-semibold text-lg">
                      <Link
                        to={href("/groups/:group", { group: g.id })}
                        prefetch="intent"
                        className="text-link underline"
                      >
                        {g.name}
                      </Link>
                    </h3>
                    <p className="text-muted text-sm">{plural(g.members, { one: "# member", other: "# members" })}</p>
                    <Assignments assignments={g.assignments} />
                    <LeaveForm group={g} leader />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="member-heading">
            <h2 id="member-heading" className="font-bold text-2xl">
              Groups you are in
            </h2>
            {memberOf.length === 0 ? (
              <p className="mt-3 text-muted">
                You are in no group. Your teacher or team lead can give you a code to{" "}
                <Link to="/join" prefetch="intent" className="text-link underline">
                  join their group
                </Link>
                .
              </p>
            ) : (
              <ul className="mt-4 space-y-4">
                {memberOf.map((g) => (
                  <li key={g.id} className="rounded-xl border border-line bg-surface p-5">
                    <h3 className="font-semibold text-lg">{g.name}</h3>
                    <p className="text-muted text-sm">Led by {g.leaders.join(", ")}</p>
                    <Assignments assignments={g.assignments} />
                    <LeaveForm group={g} leader={false} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside className="space-y-8">
          <section aria-labelledby="create-heading" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="create-heading" className="font-bold text-xl">
              Create a group
            </h2>
            <p className="mt-1 text-muted text-sm">For a class, a club or a team. You can add more leaders later.</p>
            <Form method="post" ref={form} className="mt-4 space-y-4" noValidate>
              <input type="hidden" name="intent" value="create" />
              <TextField
                name="name"
                label="Name of the group"
                maxLength={GROUP_NAME_MAX}
                defaultValue={actionData?.intent === "create" ? actionData.values.name : undefined}
                error={actionData?.intent === "create" ? actionData.errors.name : undefined}
                hint={`Up to ${GROUP_NAME_MAX} characters, such as “Year 10 computing”.`}
              />
              <button type="submit" className={buttonClass} disabled={creating}>
                {creating ? "Creating…" : "Create the group"}
              </button>
            </Form>
          </section>
          <section aria-labelledby="join-heading" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="join-heading" className="font-bold text-xl">
              Join a group
            </h2>
            <p className="mt-1 text-sm">Got a code like ABCD-2345 from your teacher or team lead?</p>
            <Link to="/join" prefetch="intent" className={`${secondaryButtonClass} mt-3`}>
              Enter a group code
            </Link>
          </section>
        </aside>
      </div>
    </>
  );
}
