import { data, Form, href, Link, redirect } from "react-router";
import { FormAlert } from "#app/components/auth-card.tsx";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { CopyField } from "#app/components/copy-field.tsx";
import { GroupGrid } from "#app/components/group-grid.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { ColumnHeader, RowHeader, Table } from "#app/components/ui/table.tsx";
import { buttonClass, inputClass, secondaryButtonClass, TextField } from "#app/components/ui/text-field.tsx";
import { courseList } from "#app/content/content.server.ts";
import { formatJoinCode } from "#app/groups/codes.ts";
import { assignFormFor, joiningFormFor, memberForm } from "#app/groups/forms.ts";
import { followUpsOf, type GridSort, gridSortOf, PERSON_QUERY_MAX, personMatcher, sortRows } from "#app/groups/grid.ts";
import {
  assignCourse,
  changeJoinCode,
  changeJoiningLimits,
  deleteGroup,
  leaderView,
  makeLeader,
  removeMember,
  unassignCourse,
} from "#app/groups/groups.server.ts";
import { groupProgress } from "#app/groups/progress.server.ts";
import { DATE_AHEAD_MAX_DAYS, dayAfter, MEMBER_CAP_MAX } from "#app/groups/rules.ts";
import { type FieldErrors, fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { timeZoneOf } from "#app/http/time-zone.server.ts";
import { dayIn } from "#app/learning/record.ts";
import { env } from "#app/platform/env.server.ts";
import { formatDate } from "#app/site/dates.ts";
import { pageMeta } from "#app/site/meta.ts";
import { type Paged, pageOf } from "#app/site/pages.ts";
import { plural } from "#app/site/plural.ts";
import type { Route } from "./+types/group.ts";

const statusMessages: Record<string, string> = {
  created: "Your group is ready. Share its code or link with your learners, and assign it a course.",
  "code-new": "The group has a new code. The old one no longer works.",
  "code-off": "Joining is off: the code no longer works. Members already in the group stay.",
  "limits-saved": "The joining settings were saved.",
  assigned: "The course was assigned. Members see it, with its due date, on their learning dashboard.",
  unassigned: "The course is no longer assigned to this group.",
  removed: "That person is no longer in the group.",
  promoted: "They lead the group too now.",
};

/** Anyone who does not lead the group gets the same answer as for a group that does not exist. */
const notFound = () => data(null, { status: 404 });

const day = (iso: string) => formatDate(`${iso}T00:00:00Z`);

/**
 * A school's group has up to a thousand members: the grid and the people list each show a page
 * of them (`?page=`, `?people=`), both narrowed by a search (`?q=`), and a course's follow-up
 * line names the first few of the whole group. The whole grid is in the CSV download.
 */
const GRID_PAGE_SIZE = 50;
const PEOPLE_PAGE_SIZE = 50;
const FOLLOW_UP_NAMES = 20;
/** The query parameters that say what the leader is looking at, kept when a form sends them back. */
const VIEW_PARAMS = ["q", "sort", "dir", "page", "people"];

/** A page's place in its list, without the list: what a pager needs. */
const placeOf = ({ items: _, ...place }: Paged<unknown>) => place;

/** The signed-in leader's session; anyone else, visitors included, gets the 404. */
function leaderSession(args: { context: Route.LoaderArgs["context"] }) {
  const session = sessionOf(args);
  if (!session) throw notFound();
  return session;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = leaderSession({ context });
  const today = dayIn(await timeZoneOf(request), new Date().toISOString());
  const progress = await groupProgress(params.group, session.user.id, today);
  if (!progress) throw notFound();
  const { view, courses: gridCourses, rows, hardest } = progress;
  const search = new URL(request.url).searchParams;
  const status = search.get("status") ?? "";
  const sort = gridSortOf(
    search,
    gridCourses.map((c) => c.course),
  );
  const query = (search.get("q") ?? "").trim().slice(0, PERSON_QUERY_MAX);
  const found = personMatcher(query);
  const gridPage = pageOf(sortRows(rows.filter(found), sort), search.get("page"), GRID_PAGE_SIZE);
  const people = pageOf(view.members.filter(found), search.get("people"), PEOPLE_PAGE_SIZE);
  return {
    group: view.group,
    assignments: view.assignments,
    memberCount: view.members.filter((m) => m.role === "member").length,
    query,
    people: { members: people.items, place: placeOf(people) },
    grid: {
      courses: gridCourses,
      rows: gridPage.items,
      place: placeOf(gridPage),
      followUps: followUpsOf(gridCourses, rows, FOLLOW_UP_NAMES),
      hardest,
      sort,
      query,
    },
    me: session.user.id,
    joinUrl: view.group.joinCode ? `${env.SITE_URL}/join?code=${view.group.joinCode}` : null,
    courses: courseList.map((c) => ({ value: c.slug, label: c.title })),
    today,
    latest: dayAfter(today, DATE_AHEAD_MAX_DAYS),
    status: statusMessages[status] ?? null,
  };
}

type Failure = { intent: string; errors: FieldErrors; values: Record<string, string> };
const fail = (intent: string, errors: FieldErrors, values: Record<string, string> = {}) =>
  data<Failure>({ intent, errors, values }, { status: 400 });

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = leaderSession({ context });
  const leader = session.user.id;
  const group = params.group;
  const values = formValues(await readForm(request));
  const today = dayIn(await timeZoneOf(request), new Date().toISOString());
  // Back to the page the form was on: its sort and pages (a form posts to the page's own URL).
  const asked = new URL(request.url).searchParams;
  const back = (status: string, section: string) => {
    const query = new URLSearchParams();
    for (const key of VIEW_PARAMS) {
      const value = asked.get(key);
      if (value) query.set(key, value);
    }
    query.set("status", status);
    return redirect(`${href("/groups/:group", { group })}?${query}#${section}`);
  };
  // Each change checks that this learner leads the group, and answers null when they do not.
  const done = (changed: true | null, status: string, section: string) => {
    if (!changed) throw notFound();
    return back(status, section);
  };

  switch (values.intent) {
    case "code-new":
    case "code-off":
      return done(
        await changeJoinCode(group, leader, values.intent === "code-new" ? "new" : "off"),
        values.intent,
        "joining",
      );
    case "limits": {
      const parsed = joiningFormFor(today).safeParse(values);
      if (!parsed.success) return fail("limits", fieldErrorsOf(parsed.error), values);
      return done(await changeJoiningLimits(group, leader, parsed.data), "limits-saved", "joining");
    }
    case "assign": {
      const parsed = assignFormFor(
        courseList.map((c) => c.slug),
        today,
      ).safeParse(values);
      if (!parsed.success) return fail("assign", fieldErrorsOf(parsed.error), values);
      return done(await assignCourse(group, leader, parsed.data), "assigned", "courses");
    }
    case "unassign":
      return done(await unassignCourse(group, leader, values.course ?? ""), "unassigned", "courses");
    case "remove":
    case "promote": {
      const parsed = memberForm.safeParse(values);
      if (!parsed.success) throw notFound();
      const change = values.intent === "remove" ? removeMember : makeLeader;
      const changed = await change(group, leader, parsed.data.member);
      if (!changed && (await leaderView(group, leader))) {
        return fail(values.intent, { form: "That person is not in this group any more. Nothing was changed." });
      }
      return done(changed, values.intent === "remove" ? "removed" : "promoted", "members");
    }
    case "delete": {
      if (values.confirm !== "yes") {
        return fail("delete", { confirm: "Tick the box to confirm that the group, its members and its courses go." });
      }
      if (!(await deleteGroup(group, leader))) throw notFound();
      throw redirect("/groups?status=deleted");
    }
    default:
      return fail(values.intent ?? "", { form: "That form is not one of this page's. Reload the page and try again." });
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, {
    title: loaderData ? `${loaderData.group.name} · Groups` : "Group",
    description: "A group's members, courses and joining code, for its leaders.",
    path: loaderData ? href("/groups/:group", { group: loaderData.group.id }) : "/groups",
  }),
  { name: "robots", content: "noindex" },
];

const sectionClass = "rounded-xl border border-line bg-surface p-5 sm:p-6";

/**
 * A search that narrows the grid and the people list to the people whose name (or shared
 * email) contains it: a GET form, so it works without JavaScript, keeping the grid's sort and
 * starting both lists at their first page.
 */
function FindPerson({ query, sort, found }: { query: string; sort: GridSort; found: number }) {
  const sorted = sort.by !== "name" || sort.direction !== "ascending";
  const everyone = sorted ? `?sort=${encodeURIComponent(sort.by)}&dir=${sort.direction}` : "?";
  return (
    <div className="mt-6">
      <Form method="get" role="search" aria-label="Find people in this group" className="flex max-w-lg items-end gap-3">
        {sorted ? (
          <>
            <input type="hidden" name="sort" value={sort.by} />
            <input type="hidden" name="dir" value={sort.direction} />
          </>
        ) : null}
        <div className="min-w-0 flex-1">
          <label htmlFor="find-person" className="font-medium">
            Find a person
          </label>
          <p id="find-person-hint" className="text-muted text-sm">
            By name, or by email where they share it.
          </p>
          <input
            key={query}
            id="find-person"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={PERSON_QUERY_MAX}
            aria-describedby="find-person-hint"
            className={inputClass}
          />
        </div>
        <button type="submit" className={secondaryButtonClass}>
          Find
        </button>
      </Form>
      {query ? (
        <p className="mt-2 text-sm">
          {plural(found, { one: "# person matches", other: "# people match" })} “{query}”.{" "}
          <Link to={everyone} className="font-medium text-link underline">
            Show everyone
          </Link>
        </p>
      ) : null}
    </div>
  );
}

const personAction = "rounded-md px-2 py-1 font-medium underline";

export default function GroupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { group, memberCount, query, people, assignments, joinUrl, courses, today, latest, status, me, grid } =
    loaderData;
  const failed = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ to: "/groups", label: "Groups" }, { label: group.name }]} />
      <h1 className="mt-4 font-bold text-3xl tracking-tight sm:text-4xl">{group.name}</h1>
      <p className="mt-2 text-muted">
        {plural(memberCount, { one: "# member", other: "# members" })}
        {group.memberCap ? ` of at most ${group.memberCap}` : ""} · created {formatDate(group.createdAt)}
      </p>
      {memberCount > 0 ? <FindPerson query={query} sort={grid.sort} found={people.place.total} /> : null}
      <div className="mt-6 space-y-8">
        {status ? <FormAlert tone="good">{status}</FormAlert> : null}
        {actionData?.errors.form ? <FormAlert>{actionData.errors.form}</FormAlert> : null}

        <section id="progress" aria-labelledby="progress-heading" className={sectionClass}>
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="progress-heading" className="font-bold text-2xl">
              Progress
            </h2>
            {grid.courses.length > 0 && grid.place.total > 0 ? (
              <a
                href={href("/groups/:group/progress.csv", { group: group.id })}
                className="font-medium text-link underline"
                download
              >
                Download as CSV
              </a>
            ) : null}
          </div>
          <GroupGrid groupId={group.id} {...grid} />
        </section>

        <section id="joining" aria-labelledby="joining-heading" className={sectionClass}>
          <h2 id="joining-heading" className="font-bold text-2xl">
            Invite learners
          </h2>
          {group.joinCode && joinUrl ? (
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              <CopyField
                label="Group code (typed at /join)"
                value={formatJoinCode(group.joinCode)}
                button="Copy code"
              />
              <CopyField label="Join link" value={joinUrl} button="Copy link" />
            </div>
          ) : (
            <p className="mt-3">Joining is off: no code works for this group. Turn it on to get a new code.</p>
          )}
          <p className="mt-2 text-muted text-sm">
            {group.joinCode && group.codeExpiresOn
              ? `The code works until the end of ${day(group.codeExpiresOn)} (UTC).`
              : group.joinCode
                ? "The code works until you turn joining off or replace it."
                : null}{" "}
            Before joining, each learner agrees that you will see their name, progress, quiz scores and certificates in
            this group's courses.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="code-new" />
              <button type="submit" className={group.joinCode ? secondaryButtonClass : buttonClass}>
                {group.joinCode ? "Replace the code" : "Turn joining on with a new code"}
              </button>
            </Form>
            {group.joinCode ? (
              <Form method="post">
                <input type="hidden" name="intent" value="code-off" />
                <button type="submit" className={secondaryButtonClass}>
                  Turn joining off
                </button>
              </Form>
            ) : null}
          </div>
          <Form method="post" className="mt-6 grid max-w-xl gap-4 sm:grid-cols-2" noValidate>
            <input type="hidden" name="intent" value="limits" />
            <TextField
              name="expiresOn"
              label="Last day the code works"
              type="date"
              required={false}
              min={today}
              max={latest}
              hint="Optional, in UTC."
              defaultValue={failed("limits")?.values.expiresOn ?? group.codeExpiresOn ?? ""}
              error={failed("limits")?.errors.expiresOn}
            />
            <TextField
              name="memberCap"
              label="Most members"
              type="number"
              required={false}
              min="1"
              max={String(MEMBER_CAP_MAX)}
              hint="Optional; leaders not counted."
              defaultValue={failed("limits")?.values.memberCap ?? (group.memberCap ? String(group.memberCap) : "")}
              error={failed("limits")?.errors.memberCap}
            />
            <div className="sm:col-span-2">
              <button type="submit" className={secondaryButtonClass}>
                Save joining settings
              </button>
            </div>
          </Form>
        </section>

        <section id="courses" aria-labelledby="courses-heading" className={sectionClass}>
          <h2 id="courses-heading" className="font-bold text-2xl">
            Assigned courses
          </h2>
          {assignments.length === 0 ? (
            <p className="mt-3 text-muted">
              No course is assigned yet. Members see assigned courses on their dashboard.
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-line">
              {assignments.map((a) => (
                <li key={a.course} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span>
                    <Link
                      to={href("/courses/:course", { course: a.course })}
                      className="font-medium text-link underline"
                    >
                      {a.courseTitle}
                    </Link>
                    <span className="text-muted"> · {a.dueOn ? `due ${day(a.dueOn)}` : "no due date"}</span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="unassign" />
                    <input type="hidden" name="course" value={a.course} />
                    <button type="submit" className={secondaryButtonClass}>
                      Unassign<span className="sr-only"> {a.courseTitle}</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <Form method="post" className="mt-6 grid max-w-xl gap-4 sm:grid-cols-2" noValidate>
            <input type="hidden" name="intent" value="assign" />
            <SelectField
              name="course"
              label="Course"
              placeholder="Choose a course"
              options={courses}
              defaultValue={failed("assign")?.values.course}
              error={failed("assign")?.errors.course}
            />
            <TextField
              name="dueOn"
              label="Due date"
              type="date"
              required={false}
              min={today}
              max={latest}
              hint="Optional. Assigning a course again changes its date."
              defaultValue={failed("assign")?.values.dueOn}
              error={failed("assign")?.errors.dueOn}
            />
            <div className="sm:col-span-2">
              <button type="submit" className={buttonClass}>
                Assign the course
              </button>
            </div>
          </Form>
        </section>

        <section id="members" aria-labelledby="members-heading" className={sectionClass}>
          <h2 id="members-heading" className="font-bold text-2xl">
            People
          </h2>
          <Table
            caption="The group's leaders and members"
            className="group-grid group-grid-compact w-full min-w-[36rem] text-left text-sm"
            scroll={{ className: "mt-4 overflow-x-auto" }}
            head={
              <>
                <ColumnHeader>Name</ColumnHeader>
                <ColumnHeader>Email</ColumnHeader>
                <ColumnHeader>Role</ColumnHeader>
                <ColumnHeader>Joined</ColumnHeader>
                <ColumnHeader className="py-2 font-semibold">
                  <span className="sr-only">Actions</span>
                </ColumnHeader>
              </>
            }
          >
            {people.members.map((m) => (
              <tr key={m.userId}>
                <RowHeader className="">{m.name}</RowHeader>
                <td>{m.email ?? <span className="text-muted">not shared</span>}</td>
                <td>{m.role === "leader" ? "Leader" : "Member"}</td>
                <td>{formatDate(m.joinedAt)}</td>
                <td>
                  {m.userId !== me ? (
                    // One form per person, whose buttons say what to do (a school's list is long).
                    <Form method="post" className="flex flex-wrap gap-2">
                      <input type="hidden" name="member" value={m.userId} />
                      {m.role === "member" ? (
                        <button type="submit" name="intent" value="promote" className={`${personAction} text-link`}>
                          Make leader
                          <span className="sr-only">{`: ${m.name}`}</span>
                        </button>
                      ) : null}
                      <button type="submit" name="intent" value="remove" className={`${personAction} text-bad`}>
                        Remove
                        <span className="sr-only">{` ${m.name} from the group`}</span>
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </Table>
          <Pager label="Pages of the people list" param="people" hash="members" noun="people" {...people.place} />
          {query && people.place.total === 0 ? (
            <p className="mt-3 text-muted">No one's name or shared email contains “{query}”.</p>
          ) : null}
          {memberCount === 0 ? (
            <p className="mt-3 text-muted">No one has joined yet. Share the code or the link above.</p>
          ) : null}
        </section>

        <section aria-labelledby="delete-heading" className={sectionClass}>
          <h2 id="delete-heading" className="font-bold text-xl">
            Delete this group
          </h2>
          <Form method="post" className="mt-3 space-y-3" noValidate>
            <input type="hidden" name="intent" value="delete" />
            <p className="text-sm">
              The group goes with its code, its members list and its assigned courses. Members keep their own progress
              and certificates.
            </p>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                className="mt-1"
                aria-invalid={failed("delete")?.errors.confirm ? true : undefined}
                aria-describedby={failed("delete")?.errors.confirm ? "confirm-error" : undefined}
              />
              Yes, delete “{group.name}”.
            </label>
            {failed("delete")?.errors.confirm ? (
              <p id="confirm-error" className="text-bad text-sm">
                {failed("delete")?.errors.confirm}
              </p>
            ) : null}
            <button type="submit" className={secondaryButtonClass}>
              Delete the group
            </button>
          </Form>
        </section>
      </div>
    </div>
  );
}
