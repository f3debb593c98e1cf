import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { FormAlert, useFocusFirstError } from "#app/components/auth-card.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { buttonClass, secondaryButtonClass, TextField } from "#app/components/ui/text-field.tsx";
import { formatJoinCode, normalJoinCode } from "#app/groups/codes.ts";
import {
  acceptInvitation,
  type CodeCheck,
  findGroupByCode,
  invitationsOf,
  type JoinableGroup,
  joinGroup,
} from "#app/groups/groups.server.ts";
import { CONSENT_TEXT } from "#app/groups/rules.ts";
import { formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requireSession, sessionOf } from "#app/http/session.server.ts";
import { LIMITS } from "#app/platform/rate-limit.server.ts";
import { formatDay } from "#app/site/dates.ts";
import { formatList, type Language } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import { useLanguage } from "#app/site/use-language.ts";
import type { Route } from "./+types/join.ts";

// A code arrives typed, or in a join link (/join?code=…). The link only fills the field in:
// the code is looked up when the learner sends it, counted against their hourly limit, so
// codes cannot be tried by the thousand, and a link preview cannot join anyone.

export async function loader({ request, context }: Route.LoaderArgs) {
  const code = (new URL(request.url).searchParams.get("code") ?? "").slice(0, 40);
  const i18n = i18nOf({ context });
  const session = sessionOf({ context });
  return {
    signedIn: Boolean(session),
    code,
    // Groups the learner's school sign-in invited them to (groups.server.ts).
    invitations: session ? await invitationsOf(session.user.id, languageOf({ context })) : [],
    title: i18n._(msg`Join a group`),
    description: i18n._(msg`Join your class or team on Synapse with the code your teacher or team lead gave you.`),
  };
}

/** Why a code opens no group, in the page's language. */
function problemWith(
  i18n: I18n,
  language: Language,
  check: Exclude<CodeCheck, { ok: true }>,
  typedCode: string,
): string {
  const code = formatJoinCode(typedCode);
  switch (check.reason) {
    case "unknown":
      return i18n._(
        msg`No group has the code ${code} now. Check it with your teacher or team lead: a code can be turned off or replaced.`,
      );
    case "expired": {
      const day = formatDay(check.expiredOn, language);
      return i18n._(msg`The code ${code} stopped working after ${day}. Ask your group's leader for a new one.`);
    }
    case "full": {
      const { cap } = check;
      return i18n._(
        msg`${plural(cap, {
          one: "That group is full: it takes # member. Ask its leader to make room.",
          other: "That group is full: it takes # members. Ask its leader to make room.",
        })}`,
      );
    }
  }
}

type Result =
  | { step: "code"; code: string; error: string }
  | { step: "consent"; code: string; group: JoinableGroup; error: string | null }
  | { step: "invitation"; group: string; error: string };

const codeProblem = (code: string, error: string) => data<Result>({ step: "code", code, error }, { status: 400 });

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireSession({ request, context });
  const i18n = i18nOf({ context });
  const language = languageOf({ context });
  const values = formValues(await readForm(request));
  if (values.intent === "accept") {
    const group = values.group ?? "";
    if (values.agree !== "yes")
      return data<Result>(
        { step: "invitation", group, error: i18n._(msg`Tick the box to agree before you join.`) },
        { status: 400 },
      );
    const accepted = await acceptInvitation(group, session.user.id, { shareEmail: values.shareEmail === "yes" });
    if (accepted === "joined") throw redirect("/groups?status=joined");
    const error =
      accepted === "full"
        ? i18n._(msg`That group is full. Ask its leader to make room.`)
        : i18n._(
            msg`That invitation is no longer open: the group may have been deleted, or no longer enrols by school sign-in.`,
          );
    return data<Result>({ step: "invitation", group, error }, { status: 400 });
  }
  const typed = (values.code ?? "").slice(0, 40);
  const problem = (check: Exclude<CodeCheck, { ok: true }>, code: string) =>
    codeProblem(typed, problemWith(i18n, language, check, code));
  const code = normalJoinCode(typed);
  if (!code) {
    return codeProblem(
      typed,
      i18n._(msg`A group code has 8 letters and digits, such as ABCD-2345. Check what you typed.`),
    );
  }
  await enforceLimits([LIMITS.groupJoinPerAccount, session.user.id]);
  if (values.intent === "join") {
    if (values.agree !== "yes") {
      const check = await findGroupByCode(code, session.user.id, language);
      if (!check.ok) return problem(check, code);
      return data<Result>(
        { step: "consent", code, group: check.group, error: i18n._(msg`Tick the box to agree before you join.`) },
        { status: 400 },
      );
    }
    const joined = await joinGroup(code, session.user.id, { shareEmail: values.shareEmail === "yes" });
    if (!joined.ok) return problem(joined, code);
    throw redirect(`/groups?status=${joined.alreadyIn ? "already-in" : "joined"}`);
  }
  const check = await findGroupByCode(code, session.user.id, language);
  if (!check.ok) return problem(check, code);
  if (check.alreadyIn) throw redirect("/groups?status=already-in");
  return data<Result>({ step: "consent", code, group: check.group, error: null });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/join" }),
        { name: "robots", content: "noindex" },
      ]
    : [];

function Consent({
  fields,
  group,
  error,
  school,
}: {
  /** What the form sends to say which group: its code, or the invitation's group. */
  fields: Record<string, string>;
  group: JoinableGroup;
  error: string | null;
  /** The school whose sign-in invited the learner, for an invitation. */
  school?: string;
}) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const { name } = group;
  const leaders = formatList(group.leaders, language);
  const navigation = useNavigation();
  const form = useFocusFirstError(error);
  const joining = navigation.state === "submitting";
  return (
    <Form method="post" ref={form} className="space-y-5" noValidate>
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      {school ? (
        <p className="font-semibold text-accent text-sm">
          <Trans>Invited because you signed in with your {school} account</Trans>
        </p>
      ) : null}
      <h2 className="font-bold text-2xl">
        <Trans>Join “{name}”?</Trans>
      </h2>
      <p>
        <Trans>Led by {leaders}.</Trans>
      </p>
      <div>
        <h3 className="font-semibold">
          <Trans>Its courses</Trans>
        </h3>
        {group.assignments.length ? (
          <ul className="mt-1 list-disc pl-6">
            {group.assignments.map(({ course, courseTitle, dueOn }) => {
              const due = dueOn ? formatDay(dueOn, language) : null;
              return (
                <li key={course}>
                  {due ? (
                    <Trans comment="a course's title and its due date">
                      {courseTitle}, due {due}
                    </Trans>
                  ) : (
                    courseTitle
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-muted">
            <Trans>None yet: its leaders will assign them.</Trans>
          </p>
        )}
      </div>
      <fieldset className="space-y-3 rounded-xl border border-line p-4">
        <legend className="px-1 font-semibold">
          <Trans>What its leaders will see</Trans>
        </legend>
        <p>
          {i18n._(CONSENT_TEXT)} <Trans>Nothing of your other courses, and nothing once you leave the group.</Trans>
        </p>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="agree"
            value="yes"
            className="mt-1"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "agree-error" : undefined}
          />
          <span>
            <Trans>I agree, and I want to join this group.</Trans>
          </span>
        </label>
        {error ? (
          <p id="agree-error" className="text-bad text-sm">
            {error}
          </p>
        ) : null}
        <label className="flex items-start gap-2">
          <input type="checkbox" name="shareEmail" value="yes" className="mt-1" />
          <span>
            <Trans>Also show my email address to its leaders (optional).</Trans>
          </span>
        </label>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass} disabled={joining}>
          {joining ? <Trans>Joining…</Trans> : <Trans>Join the group</Trans>}
        </button>
        <Link to="/groups" className={secondaryButtonClass}>
          <Trans>Not now</Trans>
        </Link>
      </div>
    </Form>
  );
}

function FullGroup({ school, name }: { school: string; name: string }) {
  return (
    <FormAlert>
      <Trans>
        Your {school} account invites you to “{name}”, but the group is full. Ask its leader to make room.
      </Trans>
    </FormAlert>
  );
}

function CodeForm({ code, error }: { code: string; error: string | null }) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const form = useFocusFirstError(error);
  const checking = navigation.state === "submitting";
  return (
    <Form method="post" ref={form} className="max-w-md space-y-4" noValidate>
      <input type="hidden" name="intent" value="check" />
      <TextField
        name="code"
        label={t`Group code`}
        hint={t`8 letters and digits, such as ABCD-2345.`}
        autoComplete="off"
        maxLength={40}
        defaultValue={code}
        error={error ?? undefined}
      />
      <button type="submit" className={buttonClass} disabled={checking}>
        {checking ? <Trans>Looking it up…</Trans> : <Trans>Continue</Trans>}
      </button>
    </Form>
  );
}

export default function Join({ loaderData, actionData }: Route.ComponentProps) {
  const { signedIn, code } = loaderData;
  const { t } = useLingui();
  // An invitation that came back with an error is shown again with it; otherwise the first waiting.
  const invitationError = actionData?.step === "invitation" ? actionData.error : null;
  const invitation =
    actionData?.step === "invitation"
      ? loaderData.invitations.find((i) => i.id === actionData.group)
      : actionData
        ? undefined
        : loaderData.invitations[0];
  // Logging in, or signing up and confirming the address, comes back here with the code.
  const back = encodeURIComponent(`/join${code ? `?code=${encodeURIComponent(code)}` : ""}`);
  return (
    <>
      <PageHeader
        eyebrow={t`Groups`}
        title={t`Join a group`}
        lede={t`Your teacher or team lead gave you a code or a link. Enter it to see the group before you join.`}
      />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {!signedIn ? (
          <FormAlert tone="good">
            <Trans>
              To join a group you need a Synapse account, so your progress can be kept.{" "}
              <Link to={`${href("/login")}?redirectTo=${back}`} className="text-link underline">
                Log in
              </Link>{" "}
              or{" "}
              <Link to={`${href("/sign-up")}?redirectTo=${back}`} className="text-link underline">
                sign up
              </Link>{" "}
              (free), and you come back here with your code.
            </Trans>
            <span className="mt-2 block">
              <Link to={`/login/sso?redirectTo=${back}`} className="font-semibold text-link underline">
                <Trans>Continue with your school or work account</Trans>
              </Link>
            </span>
          </FormAlert>
        ) : actionData?.step === "consent" ? (
          <Consent
            fields={{ intent: "join", code: actionData.code }}
            group={actionData.group}
            error={actionData.error}
          />
        ) : invitation ? (
          invitation.full && !invitationError ? (
            <FullGroup school={invitation.school} name={invitation.name} />
          ) : (
            <Consent
              fields={{ intent: "accept", group: invitation.id }}
              group={invitation}
              error={invitationError}
              school={invitation.school}
            />
          )
        ) : (
          <>
            {actionData?.step === "invitation" ? <FormAlert>{actionData.error}</FormAlert> : null}
            <CodeForm
              code={actionData?.step === "code" ? actionData.code : code}
              error={actionData?.step === "code" ? actionData.error : null}
            />
          </>
        )}
      </div>
    </>
  );
}
