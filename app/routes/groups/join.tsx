import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { FormAlert, useFocusFirstError } from "#app/components/auth-card.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { buttonClass, secondaryButtonClass, TextField } from "#app/components/ui/text-field.tsx";
import { formatJoinCode, normalJoinCode } from "#app/groups/codes.ts";
import { type CodeCheck, findGroupByCode, type JoinableGroup, joinGroup } from "#app/groups/groups.server.ts";
import { CONSENT_TEXT } from "#app/groups/rules.ts";
import { formValues, readForm } from "#app/http/forms.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requireSession, sessionOf } from "#app/http/session.server.ts";
import { LIMITS } from "#app/platform/rate-limit.server.ts";
import { formatDate } from "#app/site/dates.ts";
import { pageMeta } from "#app/site/meta.ts";
import { plural } from "#app/site/plural.ts";
import type { Route } from "./+types/join.ts";

// A code arrives typed, or in a join link (/join?code=…). The link only fills the field in:
// the code is looked up when the learner sends it, counted against their hourly limit, so
// codes cannot be tried by the thousand, and a link preview cannot join anyone.

export function loader({ request, context }: Route.LoaderArgs) {
  const code = (new URL(request.url).searchParams.get("code") ?? "").slice(0, 40);
  return { signedIn: Boolean(sessionOf({ context })), code };
}

const FORMAT_MESSAGE = "A group code has 8 letters and digits, such as ABCD-2345. Check what you typed.";

function problemWith(check: Exclude<CodeCheck, { ok: true }>, code: string): string {
  switch (check.reason) {
    case "unknown":
      return `No group has the code ${formatJoinCode(code)} now. Check it with your teacher or team lead: a code can be turned off or replaced.`;
    case "expired":
      return `The code ${formatJoinCode(code)} stopped working after ${formatDate(`${check.expiredOn}T00:00:00Z`)}. Ask your group's leader for a new one.`;
    case "full":
      return plural(check.cap, {
        one: "That group is full: it takes # member. Ask its leader to make room.",
        other: "That group is full: it takes # members. Ask its leader to make room.",
      });
  }
}

type Result =
  | { step: "code"; code: string; error: string }
  | { step: "consent"; code: string; group: JoinableGroup; error: string | null };

const codeProblem = (code: string, error: string) => data<Result>({ step: "code", code, error }, { status: 400 });

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireSession({ request, context });
  const values = formValues(await readForm(request));
  const typed = (values.code ?? "").slice(0, 40);
  const code = normalJoinCode(typed);
  if (!code) return codeProblem(typed, FORMAT_MESSAGE);
  await enforceLimits([LIMITS.groupJoinPerAccount, session.user.id]);
  if (values.intent === "join") {
    if (values.agree !== "yes") {
      const check = await findGroupByCode(code, session.user.id);
      if (!check.ok) return codeProblem(typed, problemWith(check, code));
      return data<Result>(
        { step: "consent", code, group: check.group, error: "Tick the box to agree before you join." },
        { status: 400 },
      );
    }
    const joined = await joinGroup(code, session.user.id, { shareEmail: values.shareEmail === "yes" });
    if (!joined.ok) return codeProblem(typed, problemWith(joined, code));
    throw redirect(`/groups?status=${joined.alreadyIn ? "already-in" : "joined"}`);
  }
  const check = await findGroupByCode(code, session.user.id);
  if (!check.ok) return codeProblem(typed, problemWith(check, code));
  if (check.alreadyIn) throw redirect("/groups?status=already-in");
  return data<Result>({ step: "consent", code, group: check.group, error: null });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Join a group",
    description: "Join your class or team on Synapse with the code your teacher or team lead gave you.",
    path: "/join",
  }),
  { name: "robots", content: "noindex" },
];

function Consent({ code, group, error }: { code: string; group: JoinableGroup; error: string | null }) {
  const navigation = useNavigation();
  const form = useFocusFirstError(error);
  const joining = navigation.state === "submitting";
  return (
    <Form method="post" ref={form} className="space-y-5" noValidate>
      <input type="hidden" name="intent" value="join" />
      <input type="hidden" name="code" value={code} />
      <h2 className="font-bold text-2xl">Join “{group.name}”?</h2>
      <p>Led by {group.leaders.join(", ")}.</p>
      <div>
        <h3 className="font-semibold">Its courses</h3>
        {group.assignments.length ? (
          <ul className="mt-1 list-disc pl-6">
            {group.assignments.map((a) => (
              <li key={a.course}>
                {a.courseTitle}
                {a.dueOn ? `, due ${formatDate(`${a.dueOn}T00:00:00Z`)}` : ""}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">None yet: its leaders will assign them.</p>
        )}
      </div>
      <fieldset className="space-y-3 rounded-xl border border-line p-4">
        <legend className="px-1 font-semibold">What its leaders will see</legend>
        <p>{CONSENT_TEXT} Nothing of your other courses, and nothing once you leave the group.</p>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="agree"
            value="yes"
            className="mt-1"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "agree-error" : undefined}
          />
          <span>I agree, and I want to join this group.</span>
        </label>
        {error ? (
          <p id="agree-error" className="text-bad text-sm">
            {error}
          </p>
        ) : null}
        <label className="flex items-start gap-2">
          <input type="checkbox" name="shareEmail" value="yes" className="mt-1" />
          <span>Also show my email address to its leaders (optional).</span>
        </label>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass} disabled={joining}>
          {joining ? "Joining…" : "Join the group"}
        </button>
        <Link to="/groups" className={secondaryButtonClass}>
          Not now
        </Link>
      </div>
    </Form>
  );
}

function CodeForm({ code, error }: { code: string; error: string | null }) {
  const navigation = useNavigation();
  const form = useFocusFirstError(error);
  const checking = navigation.state === "submitting";
  return (
    <Form method="post" ref={form} className="max-w-md space-y-4" noValidate>
      <input type="hidden" name="intent" value="check" />
      <TextField
        name="code"
        label="Group code"
        hint="8 letters and digits, such as ABCD-2345."
        autoComplete="off"
        maxLength={40}
        defaultValue={code}
        error={error ?? undefined}
      />
      <button type="submit" className={buttonClass} disabled={checking}>
        {checking ? "Looking it up…" : "Continue"}
      </button>
    </Form>
  );
}

export default function Join({ loaderData, actionData }: Route.ComponentProps) {
  const { signedIn, code } = loaderData;
  // Logging in, or signing up and confirming the address, comes back here with the code.
  const back = encodeURIComponent(`/join${code ? `?code=${encodeURIComponent(code)}` : ""}`);
  return (
    <>
      <PageHeader
        eyebrow="Groups"
        title="Join a group"
        lede="Your teacher or team lead gave you a code or a link. Enter it to see the group before you join."
      />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {!signedIn ? (
          <FormAlert tone="good">
            To join a group you need a Synapse account, so your progress can be kept.{" "}
            <Link to={`${href("/login")}?redirectTo=${back}`} className="text-link underline">
              Log in
            </Link>{" "}
            or{" "}
            <Link to={`${href("/sign-up")}?redirectTo=${back}`} className="text-link underline">
              sign up
            </Link>{" "}
            (free), and you come back here with your code.
          </FormAlert>
        ) : actionData?.step === "consent" ? (
          <Consent code={actionData.code} group={actionData.group} error={actionData.error} />
        ) : (
          <CodeForm code={actionData?.code ?? code} error={actionData?.error ?? null} />
        )}
      </div>
    </>
  );
}
