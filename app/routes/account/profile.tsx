import { MaxFileSizeExceededError, parseFormData } from "@remix-run/form-data-parser";
import { useState } from "react";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { passwordPolicy } from "#app/accounts/auth.server.ts";
import { useViewer } from "#app/accounts/auth-store.ts";
import { changePhoto, removePhoto } from "#app/accounts/avatar.server.ts";
import { AVATAR_MAX_UPLOAD_BYTES, PHOTO_TOO_LARGE_MESSAGE } from "#app/accounts/avatar.ts";
import { CERTIFICATES_CHOICE_MESSAGE, profileForm } from "#app/accounts/forms.ts";
import { changeEmail, changeName, changePassword, deleteAccount } from "#app/accounts/profile.server.ts";
import { endOtherSessions, endSession, listSessions } from "#app/accounts/sessions.server.ts";
import { newPasswordProblem, resendVerification } from "#app/accounts/sign-in.server.ts";
import { AttemptList } from "#app/components/attempt-list.tsx";
import { FormAlert } from "#app/components/auth-card.tsx";
import { Avatar } from "#app/components/avatar.tsx";
import { CertificateList } from "#app/components/certificate-list.tsx";
import { PasswordField } from "#app/components/password-field.tsx";
import { EmailField, NameField } from "#app/components/person-fields.tsx";
import { ChoiceField } from "#app/components/ui/choice-field.tsx";
import { buttonClass, secondaryButtonClass, TextField } from "#app/components/ui/text-field.tsx";
import { deleteGroupsLedOnlyBy } from "#app/groups/groups.server.ts";
import { type FieldErrors, fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
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
import { plural } from "#app/site/plural.ts";
import type { Route } from "./+types/profile.ts";

const statusMessages: Record<string, string> = {
  "name-saved": "Your name was saved.",
  "photo-saved": "Your photo was saved.",
  "photo-removed": "Your photo was removed.",
  "email-change-sent":
    "We sent a link to confirm the change. Your address changes once you open it (from your current address first, if it is verified).",
  "new-address-sent": "Thanks. Now open the link we sent to your new address to finish the change.",
  "email-changed": "Your email address was changed.",
  "email-verified": "Your email address is confirmed. Welcome to Synapse!",
  "verification-sent": "We sent a new confirmation link. It works for 24 hours.",
  "password-changed": "Your password was changed, and every other device was signed out.",
  "session-ended": "That session was ended.",
  "other-sessions-ended": "Every other device was signed out.",
  "review-email-sent": "The weekly review email is on. The first one is on its way to your inbox.",
  "review-email-on": "The weekly review email is on. It goes out once a week, to a confirmed email address.",
  "review-email-off": "The weekly review email is off.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireSession({ request, context });
  const status = new URL(request.url).searchParams.get("status") ?? "";
  const [sessions, certificates, attempts, reviewEmail, timeZone] = await Promise.all([
    listSessions(session),
    listCertificates(session.user.id),
    listAttempts(session.user.id),
    reviewEmailOn(session.user.id),
    timeZoneOf(request),
  ]);
  return {
    reviewEmail,
    certificates,
    attempts,
    policy: passwordPolicy,
    status: statusMessages[status] ?? null,
    sessions: sessions.map((s) => ({ ...s, lastSeen: formatDateTime(s.lastSeen, timeZone) })),
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
  const read = await readProfileForm(request);
  if ("tooLarge" in read) return fail("photo", { photo: PHOTO_TOO_LARGE_MESSAGE });
  const values = formValues(read.form);
  const parsed = profileForm(user.email).safeParse(values);
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
      if (!(file instanceof File) || file.size === 0) return fail(input.intent, { photo: "Choose a photo to upload." });
      const result = await changePhoto(user.id, new Uint8Array(await file.arrayBuffer()), headers);
      if (!result.ok) return fail(input.intent, { photo: result.message });
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
      const problem = newPasswordProblem(input.newPassword, [user.email, user.name]);
      if (problem) return fail(input.intent, { newPassword: problem });
      await enforceLimits([LIMITS.passwordCheckPerAccount, user.id]);
      const result = await changePassword(session, { current: input.currentPassword, new: input.newPassword }, headers);
      if (!result.ok) return fail(input.intent, { currentPassword: result.message });
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
        return fail(input.intent, { certificates: CERTIFICATES_CHOICE_MESSAGE });
      }
      await enforceLimits([LIMITS.passwordCheckPerAccount, user.id]);
      const keep = certificates.length > 0 && input.certificates === "keep";
      const result = await deleteAccount(session, input.password, headers, async (userId) => {
        await settleCertificatesBeforeDeletion(userId, keep);
        await deleteGroupsLedOnlyBy(userId);
      });
      if (!result.ok) return fail(input.intent, { password: result.message });
      const deleted = href("/account-deleted");
      return redirect(keep ? `${deleted}?certificates=kept` : deleted, { headers: result.cookies });
    }
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Your profile",
    description: "Your Synapse account: name, photo, email, password, sessions and your data.",
    path: "/profile",
  }),
  { name: "robots", content: "noindex" },
];

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-24 border-line border-t py-8">
      <h2 id={`${id}-title`} className="font-semibold text-xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

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
      <h1 className="font-bold text-3xl tracking-tight">Your profile</h1>
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
      {!user.emailVerified ? (
        <div className="mt-6 rounded-md border border-line bg-warn-soft p-4">
          <p>
            Please confirm your email address, <strong className="wrap-anywhere">{user.email}</strong>. We sent you a
            link when you signed up. Until then you can learn as usual, but we cannot help you recover your account.
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="resend-verification" />
            <button type="submit" className={secondaryButtonClass} disabled={busy}>
              Send a new link
            </button>
          </Form>
        </div>
      ) : null}

      <Section id="profile" title="Name and photo">
        <div className="flex flex-wrap items-start gap-6">
          <Avatar name={user.name} image={user.image} size="lg" />
          <div className="min-w-0 flex-1 space-y-4">
            <PhotoForm error={errorsFor("photo").photo} busy={busy} hasPhoto={user.image !== null} />
          </div>
        </div>
        <Form method="post" className="mt-6 max-w-md space-y-4" noValidate>
          <input type="hidden" name="intent" value="name" />
          <NameField
            hint="Shown on your profile and on the certificates you earn from now on."
            defaultValue={valuesFor("name")?.name ?? user.name}
            error={errorsFor("name").name}
          />
          <button type="submit" className={buttonClass} disabled={busy}>
            Save name
          </button>
        </Form>
      </Section>

      <Section id="certificates" title="Certificates">
        {loaderData.certificates.length ? (
          <CertificateList certificates={loaderData.certificates} />
        ) : (
          <p className="text-muted">
            None yet. Finish a course (every lesson, and its quiz passed) to earn one; see{" "}
            <Link to="/learn" className="text-link underline underline-offset-2">
              your dashboard
            </Link>
            .
          </p>
        )}
      </Section>

      <Section id="quiz-attempts" title="Quiz attempts">
        {loaderData.attempts.length ? (
          <div className="overflow-x-auto">
            <AttemptList attempts={loaderData.attempts} showCourse />
          </div>
        ) : (
          <p className="text-muted">You have not submitted a course quiz yet.</p>
        )}
      </Section>

      <Section id="email" title="Email address">
        <p>
          <span className="wrap-anywhere">{user.email}</span>{" "}
          <span className={user.emailVerified ? "text-good" : "text-muted"}>
            {user.emailVerified ? "(confirmed)" : "(not confirmed yet)"}
          </span>
        </p>
        <Form method="post" className="mt-4 max-w-md space-y-4" noValidate>
          <input type="hidden" name="intent" value="email" />
          <EmailField
            label="New email address"
            hint="We will send a link to confirm the change; nothing changes until you open it."
            defaultValue={valuesFor("email")?.email}
            error={errorsFor("email").email}
          />
          <button type="submit" className={buttonClass} disabled={busy}>
            Change email
          </button>
        </Form>
      </Section>

      <Section id="password" title="Password">
        <Form method="post" className="max-w-md space-y-4" noValidate>
          <input type="hidden" name="intent" value="password" />
          <TextField
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errorsFor("password").currentPassword}
          />
          <PasswordField
            name="newPassword"
            label="New password"
            policy={loaderData.policy}
            autoComplete="new-password"
            userInputs={[user.email, user.name]}
            error={errorsFor("password").newPassword}
          />
          <p className="text-muted text-sm">Changing your password signs you out on every other device.</p>
          <button type="submit" className={buttonClass} disabled={busy}>
            Change password
          </button>
        </Form>
      </Section>

      <Section id="sessions" title="Where you are signed in">
        <ul className="divide-y divide-line rounded-lg border border-line">
          {loaderData.sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {session.device}
                  {session.current ? <span className="ml-2 text-good text-sm">(this device)</span> : null}
                </p>
                <p className="text-muted text-sm">Last active {session.lastSeen}</p>
              </div>
              {session.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <button type="submit" className={secondaryButtonClass} disabled={busy}>
                    Sign out<span className="sr-only"> {session.device}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {loaderData.sessions.length > 1 ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="end-other-sessions" />
            <button type="submit" className={secondaryButtonClass} disabled={busy}>
              Sign out all other devices
            </button>
          </Form>
        ) : null}
      </Section>

      <Section id="review-email" title="Weekly review email">
        <p className="max-w-prose text-muted">
          Once a week: how many questions are due for review and where you left off, sent to {user.email}. Every email
          has a link that stops it.
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="review-email" />
          {loaderData.reviewEmail ? (
            <>
              <p className="font-medium">It is on.</p>
              <button type="submit" name="on" value="no" className={`${secondaryButtonClass} mt-3`} disabled={busy}>
                Turn it off
              </button>
            </>
          ) : (
            <>
              <p className="font-medium">It is off.</p>
              <button type="submit" name="on" value="yes" className={`${buttonClass} mt-3`} disabled={busy}>
                Turn it on
              </button>
            </>
          )}
        </Form>
      </Section>

      <Section id="data" title="Your data">
        <p>
          Download everything Synapse stores about you (your account, photo, sessions and the emails we sent you) as one
          JSON file.
        </p>
        <a href="/profile/data" download className={`${secondaryButtonClass} mt-4`}>
          Download my data
        </a>
      </Section>

      <Section id="delete" title="Delete your account">
        <DeleteForm errors={errorsFor("delete")} busy={busy} certificates={loaderData.certificates.length} />
      </Section>
    </div>
  );
}

function PhotoForm({ error, busy, hasPhoto }: { error?: string; busy: boolean; hasPhoto: boolean }) {
  // With JavaScript, a file that is too big is caught before it is sent.
  const [clientError, setClientError] = useState<string | null>(null);
  const shown = clientError ?? error;
  return (
    <>
      <Form
        method="post"
        encType="multipart/form-data"
        className="space-y-3"
        onSubmit={(event) => {
          if (clientError) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="photo" />
        <div>
          <label htmlFor="photo" className="font-medium">
            Photo
          </label>
          <p id="photo-hint" className="text-muted text-sm">
            A JPEG, PNG or WebP image up to 5 MB. We crop it to a square and remove its hidden details (such as where it
            was taken).
          </p>
          <input
            id="photo"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? "photo-hint photo-error" : "photo-hint"}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setClientError(file && file.size > AVATAR_MAX_UPLOAD_BYTES ? PHOTO_TOO_LARGE_MESSAGE : null);
            }}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:font-medium"
          />
          {shown ? (
            <p id="photo-error" className="mt-1 text-bad text-sm">
              {shown}
            </p>
          ) : null}
        </div>
        <button type="submit" className={buttonClass} disabled={busy}>
          Upload photo
        </button>
      </Form>
      {hasPhoto ? (
        <Form method="post">
          <input type="hidden" name="intent" value="remove-photo" />
          <button type="submit" className={secondaryButtonClass} disabled={busy}>
            Remove photo
          </button>
        </Form>
      ) : null}
    </>
  );
}

function DeleteForm({ errors, busy, certificates }: { errors: FieldErrors; busy: boolean; certificates: number }) {
  return (
    <Form method="post" className="max-w-md space-y-4" noValidate>
      <p>
        This deletes your account, your photo, your sessions, your learning record and the emails waiting to be sent to
        you, at once and for good. It cannot be undone. Copies in our backups disappear as the backups roll over, within
        30 days. Download your data first to keep a copy.
      </p>
      {certificates > 0 ? (
        <ChoiceField
          name="certificates"
          legend={plural(certificates, { one: "Your certificate", other: "Your # certificates" })}
          hint={plural(certificates, {
            one: "Anyone with the link can check a certificate on its public page (from a CV or LinkedIn, say). Keeping a page keeps only what it shows: your name as printed, the course and the date. You can ask us to take it down later from the contact page.",
            other:
              "Anyone with the link can check each certificate on its own public page (from a CV or LinkedIn, say). Keeping a page keeps only what it shows: your name as printed, the course and the date. You can ask us to take it down later from the contact page.",
          })}
          options={
            certificates === 1
              ? [
                  { value: "keep", label: "Keep its public page, so links to it still work" },
                  { value: "delete", label: "Delete it too: links to it will show “not found”" },
                ]
              : [
                  { value: "keep", label: "Keep their public pages, so links to them still work" },
                  { value: "delete", label: "Delete them too: links to them will show “not found”" },
                ]
          }
          error={errors.certificates}
        />
      ) : null}
      <input type="hidden" name="intent" value="delete" />
      <TextField
        name="password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="confirm"
            required
            aria-invalid={errors.confirm ? true : undefined}
            aria-describedby={errors.confirm ? "confirm-error" : undefined}
            className="size-4"
          />
          I understand that my account will be deleted for good.
        </label>
        {errors.confirm ? (
          <p id="confirm-error" className="mt-1 text-bad text-sm">
            {errors.confirm}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="rounded-md bg-bad px-4 py-2 font-semibold text-on-accent hover:opacity-90"
        disabled={busy}
      >
        Delete my account
      </button>
      <p className="text-sm">
        <Link to="/tos" className="text-link underline">
          What we keep and for how long
        </Link>
      </p>
    </Form>
  );
}
