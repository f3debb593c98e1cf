import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { MaxFileSizeExceededError, parseFormData } from "@remix-run/form-data-parser";
import { data, href, redirect, useNavigation } from "react-router";
import { CERTIFICATES_CHOICE_MESSAGE, profileForm } from "#app/accounts/account-forms.ts";
import { passwordPolicy } from "#app/accounts/auth.server.ts";
import { useViewer } from "#app/accounts/auth-store.ts";
import { changePhoto, removePhoto } from "#app/accounts/avatar.server.ts";
import { AVATAR_MAX_UPLOAD_BYTES, PHOTO_TOO_LARGE_MESSAGE } from "#app/accounts/avatar.ts";
import { changeEmail, changeName, changePassword, deleteAccount } from "#app/accounts/profile.server.ts";
import { endOtherSessions, endSession, listSessions } from "#app/accounts/sessions.server.ts";
import { newPasswordProblem, resendVerification } from "#app/accounts/sign-in.server.ts";
import { FormAlert } from "#app/components/auth-card.tsx";
import { CertificatesSection } from "#app/components/profile/certificates-section.tsx";
import { DataSection } from "#app/components/profile/data-section.tsx";
import { DeleteSection } from "#app/components/profile/delete-section.tsx";
import { EmailSection } from "#app/components/profile/email-section.tsx";
import { NamePhotoSection } from "#app/components/profile/name-photo-section.tsx";
import { PasswordSection } from "#app/components/profile/password-section.tsx";
import { QuizAttemptsSection } from "#app/components/profile/quiz-attempts-section.tsx";
import { ReviewEmailSection } from "#app/components/profile/review-email-section.tsx";
import { SessionsSection } from "#app/components/profile/sessions-section.tsx";
import { UnconfirmedEmailNotice } from "#app/components/profile/unconfirmed-email-notice.tsx";
import { deleteGroupsLedOnlyBy } from "#app/groups/groups.server.ts";
import { type FieldErrors, fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { requireSession } from "#app/http/session.server.ts";
import { timeZoneOf } from "#app/http/time-zone.server.ts";
import { listAttempts } from "#app/learning/attempts.server.ts";
import { listCertificates, settleCertificatesBeforeDeletion } from "#app/learning/certificates.server.ts";
import { reviewEmailOn, sendWeeklyReviewEmails, setReviewEmail } from "#app/learning/review-emails.server.ts";
import { LIMITS } from "#app/platform/rate-limit.server.ts";
import { formatDateTime } from "#app/site/dates.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/profile.ts";

const statusMessages: Record<string, MessageDescriptor> = {
  "name-saved": msg`Your name was saved.`,
  "photo-saved": msg`Your photo was saved.`,
  "photo-removed": msg`Your photo was removed.`,
  "email-change-sent": msg`We sent a link to confirm the change. Your address changes once you open it (from your current address first, if it is verified).`,
  "new-address-sent": msg`Thanks. Now open the link we sent to your new address to finish the change.`,
  "email-changed": msg`Your email address was changed.`,
  "email-verified": msg`Your email address is confirmed. Welcome to Synapse!`,
  "verification-sent": msg`We sent a new confirmation link. It works for 24 hours.`,
  "password-changed": msg`Your password was changed, and every other device was signed out.`,
  "session-ended": msg`That session was ended.`,
  "other-sessions-ended": msg`Every other device was signed out.`,
  "review-email-sent": msg`The weekly review email is on. The first one is on its way to your inbox.`,
  "review-email-on": msg`The weekly review email is on. It goes out once a week, to a confirmed email address.`,
  "review-email-off": msg`The weekly review email is off.`,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireSession({ request, context });
  const status = statusMessages[new URL(request.url).searchParams.get("status") ?? ""];
  const i18n = i18nOf({ context });
  const language = languageOf({ context });
  const [sessions, certificates, attempts, reviewEmail, timeZone] = await Promise.all([
    listSessions(session, i18n),
    listCertificates(session.user.id, { language }),
    listAttempts(session.user.id, undefined, { language }),
    reviewEmailOn(session.user.id),
    timeZoneOf(request),
  ]);
  return {
    reviewEmail,
    certificates,
    attempts,
    policy: passwordPolicy,
    status: status ? i18n._(status) : null,
    sessions: sessions.map((s) => ({ ...s, lastSeen: formatDateTime(s.lastSeen, timeZone, language) })),
    title: i18n._(msg`Your profile`),
    description: i18n._(msg`Your Synapse account: name, photo, email, password, sessions and your data.`),
  };
}

type ActionResult = { intent: string; errors: FieldErrors; values?: Record<string, string> };
const fail = (intent: string, errors: FieldErrors, values?: Record<string, string>) =>
  data<ActionResult>({ intent, errors, values }, { status: 400 });
const done = (status: string, section = "", init?: ResponseInit) =>
  redirect(`/profile?status=${status}${section && `#${section}`}`, init);

/** The profile's forms; the photo form is multipart, and its file may be at most 5 MB. */
async function readProfileForm(request: Request): Promise<{ form: FormData } | { tooLarge: true }> {
  let tooLarge = false;
  const form = await readForm(request, (r) =>
    parseFormData(r, { maxFileSize: AVATAR_MAX_UPLOAD_BYTES, maxFiles: 1 }).catch((error: unknown) => {
      if (!(error instanceof MaxFileSizeExceededError)) throw error;
      tooLarge = true;
      return new FormData();
    }),
  );
  return tooLarge ? { tooLarge } : { form };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireSession({ request, context });
  const { user } = session;
  const i18n = i18nOf({ context });
  const read = await readProfileForm(request);
  if ("tooLarge" in read) return fail("photo", { photo: i18n._(PHOTO_TOO_LARGE_MESSAGE) });
  const values = formValues(read.form);
  const parsed = profileForm(i18n, user.email).safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    const intent = values.intent ?? "";
    if (errors.intent) return fail(intent, { form: errors.intent });
    return fail(
      intent,
      errors,
      intent === "name" || intent === "email" ? { [intent]: values[intent] ?? "" } : undefined,
    );
  }
  const input = parsed.data;
  const headers = request.headers;

  switch (input.intent) {
    case "name":
      await changeName(input.name, headers);
      return done("name-saved", "profile");
    case "photo": {
      await enforceLimits([LIMITS.avatarPerAccount, user.id]);
      const file = read.form.get("photo");
      if (!(file instanceof File) || file.size === 0)
        return fail(input.intent, { photo: i18n._(msg`Choose a photo to upload.`) });
      const result = await changePhoto(user.id, new Uint8Array(await file.arrayBuffer()), headers);
      if (!result.ok) return fail(input.intent, { photo: i18n._(result.message) });
      return done("photo-saved", "profile");
    }
    case "remove-photo":
      await removePhoto(user.id, headers);
      return done("photo-removed", "profile");
    case "email":
      await enforceLimits([LIMITS.verificationPerAccount, user.email]);
      await changeEmail(input.email, headers);
      return done("email-change-sent", "email");
    case "resend-verification":
      await enforceLimits(
        [LIMITS.verificationPerIp, context.get(requestContext).clientIp],
        [LIMITS.verificationPerAccount, user.email],
      );
      await resendVerification(user.email);
      return done("verification-sent");
    case "password": {
      const problem = newPasswordProblem(i18n, input.newPassword, [user.email, user.name]);
      if (problem) return fail(input.intent, { newPassword: problem });
      await enforceLimits([LIMITS.passwordCheckPerAccount, user.id]);
      const result = await changePassword(session, { current: input.currentPassword, new: input.newPassword }, headers);
      if (!result.ok) return fail(input.intent, { currentPassword: i18n._(result.message) });
      return done("password-changed", "password", { headers: result.cookies });
    }
    case "end-session":
      await endSession(session, input.sessionId, headers);
      return done("session-ended", "sessions");
    case "review-email": {
      await setReviewEmail(user.id, input.on === "yes");
      if (input.on === "no") return done("review-email-off", "review-email");
      // The first one goes now (unless one went less than a week ago), so the learner sees what they turned on.
      const sent = await sendWeeklyReviewEmails(new Date(), user.id);
      return done(sent ? "review-email-sent" : "review-email-on", "review-email");
    }
    case "end-other-sessions":
      await endOtherSessions(session, headers);
      return done("other-sessions-ended", "sessions");
    case "delete": {
      const certificates = await listCertificates(user.id);
      if (certificates.length > 0 && !input.certificates) {
        return fail(input.intent, { certificates: i18n._(CERTIFICATES_CHOICE_MESSAGE) });
      }
      await enforceLimits([LIMITS.passwordCheckPerAccount, user.id]);
      const keep = certificates.length > 0 && input.certificates === "keep";
      const result = await deleteAccount(session, input.password, headers, async (userId) => {
        await settleCertificatesBeforeDeletion(userId, keep);
        await deleteGroupsLedOnlyBy(userId);
      });
      if (!result.ok) return fail(input.intent, { password: i18n._(result.message) });
      const deleted = href("/account-deleted");
      return redirect(keep ? `${deleted}?certificates=kept` : deleted, { headers: result.cookies });
    }
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/profile" }),
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const user = useViewer();
  const navigation = useNavigation();
  // The loader sends visitors to /login; this only covers the moment a session ends.
  if (!user) return null;
  const busy = navigation.state === "submitting";
  const errorsFor = (intent: string) => (actionData?.intent === intent ? actionData.errors : {});
  const valuesFor = (intent: string) => (actionData?.intent === intent ? actionData.values : undefined);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="font-bold text-3xl tracking-tight">
        <Trans>Your profile</Trans>
      </h1>
      {loaderData.status && !actionData ? (
        <div className="mt-6">
          <FormAlert tone="good">{loaderData.status}</FormAlert>
        </div>
      ) : null}
      {actionData?.errors.form ? (
        <div className="mt-6">
          <FormAlert>{actionData.errors.form}</FormAlert>
        </div>
      ) : null}
      {!user.emailVerified ? <UnconfirmedEmailNotice email={user.email} busy={busy} /> : null}
      <NamePhotoSection
        name={user.name}
        image={user.image}
        busy={busy}
        photoError={errorsFor("photo").photo}
        nameError={errorsFor("name").name}
        nameValue={valuesFor("name")?.name}
      />
      <CertificatesSection certificates={loaderData.certificates} />
      <QuizAttemptsSection attempts={loaderData.attempts} />
      <EmailSection
        email={user.email}
        emailVerified={user.emailVerified}
        busy={busy}
        error={errorsFor("email").email}
        value={valuesFor("email")?.email}
      />
      <PasswordSection
        policy={loaderData.policy}
        userInputs={[user.email, user.name]}
        busy={busy}
        errors={errorsFor("password")}
      />
      <SessionsSection sessions={loaderData.sessions} busy={busy} />
      <ReviewEmailSection email={user.email} on={loaderData.reviewEmail} busy={busy} />
      <DataSection />
      <DeleteSection errors={errorsFor("delete")} busy={busy} certificates={loaderData.certificates.length} />
    </div>
  );
}
