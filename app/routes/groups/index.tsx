import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { FormAlert, useFocusFirstError } from "#app/components/auth-card.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { buttonClass, secondaryButtonClass, TextField } from "#app/components/ui/text-field.tsx";
import { createGroupFormFor } from "#app/groups/forms.ts";
import { createGroup, groupsOf, leaveGroup } from "#app/groups/groups.server.ts";
import { GROUP_NAME_MAX } from "#app/groups/rules.ts";
import { fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requireSession } from "#app/http/session.server.ts";
import { LIMITS } from "#app/platform/rate-limit.server.ts";
import { formatDay } from "#app/site/dates.ts";
import { formatList } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import { useLanguage } from "#app/site/use-language.ts";
import type { Route } from "./+types/index.ts";

const statusMessages: Record<string, MessageDescriptor> = {
  joined: msg`You joined the group. Its courses are below and on your learning dashboard.`,
  "already-in": msg`You are in that group already.`,
  left: msg`You left the group. Its leaders no longer see anything of yours.`,
  deleted: msg`The group was deleted, with its members and assigned courses.`,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireSession({ request, context });
  const i18n = i18nOf({ context });
  const status = statusMessages[new URL(request.url).searchParams.get("status") ?? ""];
  return {
    ...(await groupsOf(session.user.id, languageOf({ context }))),
    status: status ? i18n._(status) : null,
    title: i18n._(msg`Your groups`),
    description: i18n._(
      msg`Groups for classes and teams: create one, join one with its code, and see what your groups assign.`,
    ),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireSession({ request, context });
  const i18n = i18nOf({ context });
  const values = formValues(await readForm(request));
  if (values.intent === "leave") {
    const result = await leaveGroup(values.group ?? "", session.user.id);
    if (result === "left") throw redirect("/groups?status=left");
    const message =
      result === "only-leader"
        ? i18n._(
            msg`You are this group's only leader, so you cannot leave it: make someone else a leader first, or delete the group.`,
          )
        : i18n._(msg`You are not in that group (any more). Nothing was changed.`);
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
        message: i18n._(msg`That form is not one of this page's. Reload the page and try again.`),
        errors: {},
        values: {},
      },
      { status: 400 },
    );
  }
  const parsed = createGroupFormFor(i18n).safeParse(values);
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

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/groups" }),
        { name: "robots", content: "noindex" },
      ]
    : [];

function Assignments({
  assignments,
}: {
  assignments: { course: string; courseTitle: string; dueOn: string | null }[];
}) {
  const language = useLanguage();
  if (assignments.length === 0) {
    return (
      <p className="mt-2 text-muted text-sm">
        <Trans>No courses assigned yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {assignments.map(({ course, courseTitle, dueOn }) => {
        const link = (
          <Link to={href("/courses/:course", { course })} prefetch="intent" className="text-link underline">
            {courseTitle}
          </Link>
        );
        const due = dueOn ? formatDay(dueOn, language) : null;
        return (
          <li key={course}>
            {due ? (
              <Trans comment="{link} is a course's title, {due} its due date">
                {link}
                <span className="text-muted">, due {due}</span>
              </Trans>
            ) : (
              link
            )}
          </li>
        );
      })}
    </ul>
  );
}

function MemberCount({ members }: { members: number }) {
  return <Plural value={members} one="# member" other="# members" />;
}

function LeaveForm({ group, leader }: { group: { id: string; name: string }; leader: boolean }) {
  const { name } = group;
  return (
    <details className="mt-3">
      <summary className="cursor-pointer font-medium text-sm">
        {leader ? <Trans>Stop leading this group</Trans> : <Trans>Leave this group</Trans>}
      </summary>
      <Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="leave" />
        <input type="hidden" name="group" value={group.id} />
        <p className="text-sm">
          {leader ? (
            <Trans>You will no longer see its members or their progress. Another leader has to stay.</Trans>
          ) : (
            <Trans>
              Its leaders will no longer see your name, progress, scores or certificates. You can join again with its
              code.
            </Trans>
          )}
        </p>
        <button type="submit" className={secondaryButtonClass}>
          <Trans>Leave “{name}”</Trans>
        </button>
      </Form>
    </details>
  );
}

export default function Groups({ loaderData, actionData }: Route.ComponentProps) {
  const { leading, memberOf, status } = loaderData;
  const { t } = useLingui();
  const language = useLanguage();
  const navigation = useNavigation();
  const form = useFocusFirstError(actionData?.intent === "create" ? actionData : undefined);
  const max = GROUP_NAME_MAX;
  const creating = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  return (
    <>
      <PageHeader
        eyebrow={t`Groups`}
        title={t`Your groups`}
        lede={t`A teacher or team lead creates a group and shares its code; learners join it, and the leaders follow their progress in the courses they assign.`}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:px-8">
        <div className="space-y-10">
          {status ? <FormAlert tone="good">{status}</FormAlert> : null}
          {actionData?.message ? <FormAlert>{actionData.message}</FormAlert> : null}
          <section aria-labelledby="leading-heading">
            <h2 id="leading-heading" className="font-bold text-2xl">
              <Trans>Groups you lead</Trans>
            </h2>
            {leading.length === 0 ? (
              <p className="mt-3 text-muted">
                <Trans>You lead no group yet. Create one with the form on this page.</Trans>
              </p>
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
                    <p className="text-muted text-sm">
                      <MemberCount members={g.members} />
                    </p>
                    <Assignments assignments={g.assignments} />
                    <LeaveForm group={g} leader />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="member-heading">
            <h2 id="member-heading" className="font-bold text-2xl">
              <Trans>Groups you are in</Trans>
            </h2>
            {memberOf.length === 0 ? (
              <p className="mt-3 text-muted">
                <Trans>
                  You are in no group. Your teacher or team lead can give you a code to{" "}
                  <Link to="/join" prefetch="intent" className="text-link underline">
                    join their group
                  </Link>
                  .
                </Trans>
              </p>
            ) : (
              <ul className="mt-4 space-y-4">
                {memberOf.map((g) => {
                  const leaders = formatList(g.leaders, language);
                  return (
                    <li key={g.id} className="rounded-xl border border-line bg-surface p-5">
                      <h3 className="font-semibold text-lg">{g.name}</h3>
                      <p className="text-muted text-sm">
                        <Trans>Led by {leaders}</Trans>
                      </p>
                      <Assignments assignments={g.assignments} />
                      <LeaveForm group={g} leader={false} />
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
        <aside className="space-y-8">
          <section aria-labelledby="create-heading" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="create-heading" className="font-bold text-xl">
              <Trans>Create a group</Trans>
            </h2>
            <p className="mt-1 text-muted text-sm">
              <Trans>For a class, a club or a team. You can add more leaders later.</Trans>
            </p>
            <Form method="post" ref={form} className="mt-4 space-y-4" noValidate>
              <input type="hidden" name="intent" value="create" />
              <TextField
                name="name"
                label={t`Name of the group`}
                maxLength={GROUP_NAME_MAX}
                defaultValue={actionData?.intent === "create" ? actionData.values.name : undefined}
                error={actionData?.intent === "create" ? actionData.errors.name : undefined}
                hint={t`Up to ${max} characters, such as “Year 10 computing”.`}
              />
              <button type="submit" className={buttonClass} disabled={creating}>
                {creating ? <Trans>Creating…</Trans> : <Trans>Create the group</Trans>}
              </button>
            </Form>
          </section>
          <section aria-labelledby="join-heading" className="rounded-xl border border-line bg-surface p-5">
            <h2 id="join-heading" className="font-bold text-xl">
              <Trans>Join a group</Trans>
            </h2>
            <p className="mt-1 text-sm">
              <Trans>Got a code like ABCD-2345 from your teacher or team lead?</Trans>
            </p>
            <Link to="/join" prefetch="intent" className={`${secondaryButtonClass} mt-3`}>
              <Trans>Enter a group code</Trans>
            </Link>
          </section>
        </aside>
      </div>
    </>
  );
}
