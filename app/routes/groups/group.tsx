import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { data, href, redirect } from "react-router";
import { schoolAccountsOf } from "#app/accounts/identity-providers.server.ts";
import { FormAlert } from "#app/components/auth-card.tsx";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { CoursesSection } from "#app/components/groups/courses-section.tsx";
import { DeleteSection } from "#app/components/groups/delete-section.tsx";
import { FindPerson } from "#app/components/groups/find-person.tsx";
import { JoiningSection } from "#app/components/groups/joining-section.tsx";
import { PeopleSection } from "#app/components/groups/people-section.tsx";
import { ProgressSection } from "#app/components/groups/progress-section.tsx";
import { SchoolSection } from "#app/components/groups/school-section.tsx";
import type { FormFailure } from "#app/components/groups/section.ts";
import { contentIn, courseList } from "#app/content/content.server.ts";
import { assignFormFor, joiningFormFor, memberForm, schoolFormFor } from "#app/groups/forms.ts";
import { followUpsOf, gridSortOf, PERSON_QUERY_MAX, personMatcher, sortRows } from "#app/groups/grid.ts";
import {
  assignCourse,
  changeJoinCode,
  changeJoiningLimits,
  deleteGroup,
  leaderView,
  makeLeader,
  removeMember,
  schoolEnrolmentOf,
  setSchoolEnrolment,
  unassignCourse,
} from "#app/groups/groups.server.ts";
import { groupProgress } from "#app/groups/progress.server.ts";
import { DATE_AHEAD_MAX_DAYS, dayAfter } from "#app/groups/rules.ts";
import { type FieldErrors, fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { timeZoneOf } from "#app/http/time-zone.server.ts";
import { dayIn } from "#app/learning/record.ts";
import { env } from "#app/platform/env.server.ts";
import { formatDate } from "#app/site/dates.ts";
import { pathIn } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import { type Paged, pageOf } from "#app/site/pages.ts";
import { useLanguage } from "#app/site/use-language.ts";
import type { Route } from "./+types/group.ts";

const statusMessages: Record<string, MessageDescriptor> = {
  created: msg`Your group is ready. Share its code or link with your learners, and assign it a course.`,
  "code-new": msg`The group has a new code. The old one no longer works.`,
  "code-off": msg`Joining is off: the code no longer works. Members already in the group stay.`,
  "limits-saved": msg`The joining settings were saved.`,
  "school-tied": msg`Learners who sign in through your school are now invited to this group.`,
  "school-untied": msg`The group no longer enrols by school sign-in. Members already in it stay.`,
  assigned: msg`The course was assigned. Members see it, with its due date, on their learning dashboard.`,
  unassigned: msg`The course is no longer assigned to this group.`,
  removed: msg`That person is no longer in the group.`,
  promoted: msg`They lead the group too now.`,
};

/** Anyone who does not lead the group gets the same answer as for a group that does not exist. */
const notFound = () => data(null, { status: 404 });

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
  const language = languageOf({ context });
  const i18n = i18nOf({ context });
  const today = dayIn(await timeZoneOf(request), new Date().toISOString());
  const progress = await groupProgress(params.group, session.user.id, today, language);
  if (!progress) throw notFound();
  const { view, courses: gridCourses, rows, hardest } = progress;
  const search = new URL(request.url).searchParams;
  const status = statusMessages[search.get("status") ?? ""];
  const { name } = view.group;
  const sort = gridSortOf(
    search,
    gridCourses.map((c) => c.course),
  );
  const query = (search.get("q") ?? "").trim().slice(0, PERSON_QUERY_MAX);
  const found = personMatcher(query);
  const gridPage = pageOf(sortRows(rows.filter(found), sort), search.get("page"), GRID_PAGE_SIZE);
  const people = pageOf(view.members.filter(found), search.get("people"), PEOPLE_PAGE_SIZE);
  const [enrolment, schools] = await Promise.all([schoolEnrolmentOf(params.group), schoolAccountsOf(session.user.id)]);
  return {
    enrolment,
    schools,
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
    // A link in the page's language: the learners who follow it join in the leader's language.
    joinUrl: view.group.joinCode ? `${env.SITE_URL}${pathIn(language, "/join")}?code=${view.group.joinCode}` : null,
    courses: contentIn(language).courseList.map((c) => ({ value: c.slug, label: c.title })),
    today,
    latest: dayAfter(today, DATE_AHEAD_MAX_DAYS),
    status: status ? i18n._(status) : null,
    title: i18n._(msg({ message: `${name} · Groups`, comment: "page title: a group's name" })),
    description: i18n._(msg`A group's members, courses and joining code, for its leaders.`),
  };
}

const fail = (intent: string, errors: FieldErrors, values: Record<string, string> = {}) =>
  data<FormFailure>({ intent, errors, values }, { status: 400 });

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = leaderSession({ context });
  const i18n = i18nOf({ context });
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
      const parsed = joiningFormFor(i18n, today).safeParse(values);
      if (!parsed.success) return fail("limits", fieldErrorsOf(parsed.error), values);
      return done(await changeJoiningLimits(group, leader, parsed.data), "limits-saved", "joining");
    }
    case "assign": {
      const parsed = assignFormFor(
        i18n,
        courseList.map((c) => c.slug),
        today,
      ).safeParse(values);
      if (!parsed.success) return fail("assign", fieldErrorsOf(parsed.error), values);
      return done(await assignCourse(group, leader, parsed.data), "assigned", "courses");
    }
    case "school-tie": {
      const schools = (await schoolAccountsOf(leader)).map((school) => school.id);
      const parsed = schoolFormFor(i18n, schools).safeParse(values);
      if (!parsed.success) return fail("school-tie", fieldErrorsOf(parsed.error), values);
      const tied = await setSchoolEnrolment(group, leader, parsed.data, schools);
      if (tied === "not-yours")
        return fail("school-tie", { provider: i18n._(msg`Choose your school's sign-in.`) }, values);
      return done(tied, "school-tied", "school");
    }
    case "school-untie":
      return done((await setSchoolEnrolment(group, leader, null, [])) === true || null, "school-untied", "school");
    case "unassign":
      return done(await unassignCourse(group, leader, values.course ?? ""), "unassigned", "courses");
    case "remove":
    case "promote": {
      const parsed = memberForm.safeParse(values);
      if (!parsed.success) throw notFound();
      const change = values.intent === "remove" ? removeMember : makeLeader;
      const changed = await change(group, leader, parsed.data.member);
      if (!changed && (await leaderView(group, leader))) {
        return fail(values.intent, {
          form: i18n._(msg`That person is not in this group any more. Nothing was changed.`),
        });
      }
      return done(changed, values.intent === "remove" ? "removed" : "promoted", "members");
    }
    case "delete": {
      if (values.confirm !== "yes") {
        return fail("delete", {
          confirm: i18n._(msg`Tick the box to confirm that the group, its members and its courses go.`),
        });
      }
      if (!(await deleteGroup(group, leader))) throw notFound();
      throw redirect("/groups?status=deleted");
    }
    default:
      return fail(values.intent ?? "", {
        form: i18n._(msg`That form is not one of this page's. Reload the page and try again.`),
      });
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, {
          title: loaderData.title,
          description: loaderData.description,
          path: href("/groups/:group", { group: loaderData.group.id }),
        }),
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function GroupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { group, memberCount, query, people, assignments, joinUrl, courses, today, latest, status, me, grid } =
    loaderData;
  const { t } = useLingui();
  const language = useLanguage();
  const failed = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  const { memberCap: cap } = group;
  const created = formatDate(group.createdAt, language);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ to: "/groups", label: t`Groups` }, { label: group.name }]} />
      <h1 className="mt-4 font-bold text-3xl tracking-tight sm:text-4xl">{group.name}</h1>
      <p className="mt-2 text-muted">
        {cap ? (
          <Plural value={memberCount} one={`# member of at most ${cap}`} other={`# members of at most ${cap}`} />
        ) : (
          <Plural value={memberCount} one="# member" other="# members" />
        )}
        {" · "}
        <Trans comment="after a group's member count: the day it was created">created {created}</Trans>
      </p>
      {memberCount > 0 ? <FindPerson query={query} sort={grid.sort} found={people.place.total} /> : null}
      <div className="mt-6 space-y-8">
        {status ? <FormAlert tone="good">{status}</FormAlert> : null}
        {actionData?.errors.form ? <FormAlert>{actionData.errors.form}</FormAlert> : null}
        <ProgressSection groupId={group.id} grid={grid} />
        <JoiningSection group={group} joinUrl={joinUrl} today={today} latest={latest} failed={failed("limits")} />
        <SchoolSection enrolment={loaderData.enrolment} schools={loaderData.schools} failed={failed("school-tie")} />
        <CoursesSection
          assignments={assignments}
          courses={courses}
          today={today}
          latest={latest}
          failed={failed("assign")}
        />
        <PeopleSection people={people} me={me} query={query} memberCount={memberCount} />
        <DeleteSection groupName={group.name} failed={failed("delete")} />
      </div>
    </div>
  );
}
