import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import {
  changeEmail,
  changePassword,
  deleteAccount,
  endOtherSessions,
  endSession,
  listSessions,
  newPasswordProblem,
  resendVerification,
  setImage,
  updateName,
} from "#app/accounts/accounts.server.ts";
import { passwordPolicy, requireUser } from "#app/accounts/auth.server.ts";
import { useViewer } from "#app/accounts/auth-store.ts";
import { AVATAR_MAX_UPLOAD_BYTES } from "#app/accounts/avatar.ts";
import { processAvatar } from "#app/accounts/avatar-image.server.ts";
import { removeAvatar, saveAvatar } from "#app/accounts/avatars.server.ts";
import {
  changeEmailForm,
  changeNameForm,
  changePasswordForm,
  deleteAccountForm,
  type FieldErrors,
  fieldErrorsOf,
  formValues,
} from "#app/accounts/forms.ts";
import { AttemptList } from "#app/components/attempt-list.tsx";
import { FormAlert } from "#app/components/auth-card.tsx";
import { Avatar } from "#app/components/avatar.tsx";
import { PasswordField } from "#app/components/password-field.tsx";
import { EmailField, NameField } from "#app/components/person-fields.tsx";
import { buttonClass, secondaryButtonClass, TextField } from "#app/components/ui/text-field.tsx";
import { courseList } from "#app/content/content.server.ts";
import { certificateHref } from "#app/content/links.ts";
import { requestContext } from "#app/http/request-context.ts";
import { listAttempts } from "#app/learning/attempts.server.ts";
import { listCertificates } from "#app/learning/certificates.server.ts";
import { consumeAll, LIMITS, tooManyRequests } from "#app/platform/rate-limit.server.ts";
import { formatDate } from "#app/site/dates.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/profile.ts";

const statusMessages: Record<string, string> = {
  "name-saved": "Your name was saved.",
  "photo-saved": "Your photo was saved.",
  "photo-removed": "Your photo was removed.",
  "photo-too-large": "That photo is larger than 5 MB, so it was not uploaded. Choose a smaller photo.",
  "email-change-sent":
    "We sent a link to confirm the change. Your address changes once you open it (from your current address first, if it is verified).",
  "new-address-sent": "Thanks. Now open the link we sent to your new address to finish the change.",
  "email-changed": "Your email address was changed.",
  "email-verified": "Your email address is confirmed. Welcome to Synapse!",
  "verification-sent": "We sent a new confirmation link. It works for 24 hours.",
  "password-changed": "Your password was changed, and every other device was signed out.",
  "session-ended": "That session was ended.",
  "other-sessions-ended": "Every other device was signed out.",
};

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const status = new URL(request.url).searchParams.get("status") ?? "";
  const [sessions, certificates, attempts] = await Promise.all([
    listSessions(viewer),
    listCertificates(viewer.user.id),
    listAttempts(viewer.user.id),
  ]);
  const titleOf = (course: string) => courseList.find((c) => c.slug === course)?.title ?? course;
  return {
    certificates,
    attempts: attempts.map((a) => ({ ...a, courseTitle: titleOf(a.course) })),
    policy: passwordPolicy,
    status: statusMessages[status] ?? null,
    sessions: sessions.map((s) => ({ ...s, lastSeen: `${dateTime.format(new Date(s.lastSeen))} UTC` })),
  };
}

type ActionResult = { intent: string; errors: FieldErrors; values?: Record<string, string> };
const fail = (intent: string, errors: FieldErrors, values?: Record<string, string>) =>
  data<ActionResult>({ intent, errors, values }, { status: 400 });

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireUser(request);
  const form = await request.formData();
  const values = formValues(form);
  const intent = values.intent ?? "";
  const ip = context.get(requestContext).clientIp;

  switch (intent) {
    case "name": {
      const parsed = changeNameForm.safeParse(values);
      if (!parsed.success) return fail(intent, fieldErrorsOf(parsed.error), { name: values.name ?? "" });
      await updateName(request, parsed.data.name);
      throw redirect("/profile?status=name-saved#profile");
    }
    case "photo": {
      const limit = await consumeAll([[LIMITS.avatarPerAccount, viewer.user.id]]);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
      const file = form.get("photo");
      if (!(file instanceof File) || file.size === 0) return fail(intent, { photo: "Choose a photo to upload." });
      const result = await processAvatar(new Uint8Array(await file.arrayBuffer()));
      if (!result.ok) return fail(intent, { photo: result.message });
      await setImage(request, await saveAvatar(viewer.user.id, result.webp));
      throw redirect("/profile?status=photo-saved#profile");
    }
    case "remove-photo": {
      await removeAvatar(viewer.user.id);
      await setImage(request, null);
      throw redirect("/profile?status=photo-removed#profile");
    }
    case "email": {
      const parsed = changeEmailForm.safeParse(values);
      if (!parsed.success) return fail(intent, fieldErrorsOf(parsed.error), { email: values.email ?? "" });
      const result = await changeEmail(request, viewer, parsed.data.email);
      if (!result.ok) return fail(intent, { [result.field]: result.message }, { email: values.email ?? "" });
      throw redirect("/profile?status=email-change-sent#email");
    }
    case "resend-verification": {
      await resendVerification(viewer.user, ip);
      throw redirect("/profile?status=verification-sent");
    }
    case "password": {
      const parsed = changePasswordForm.safeParse(values);
      if (!parsed.success) return fail(intent, fieldErrorsOf(parsed.error));
      const problem = newPasswordProblem(parsed.data.newPassword, [viewer.user.email, viewer.user.name]);
      if (problem) return fail(intent, { newPassword: problem });
      const result = await changePassword(request, viewer, parsed.data.currentPassword, parsed.data.newPassword);
      if (!result.ok) return fail(intent, { [result.field]: result.message });
      throw redirect("/profile?status=password-changed#password", { headers: result.headers });
    }
    case "end-session": {
      await endSession(viewer, values.sessionId ?? "");
      throw redirect("/profile?status=session-ended#sessions");
    }
    case "end-other-sessions": {
      await endOtherSessions(viewer);
      throw redirect("/profile?status=other-sessions-ended#sessions");
    }
    case "delete": {
      const parsed = deleteAccountForm.safeParse(values);
      if (!parsed.success) return fail(intent, fieldErrorsOf(parsed.error));
      const result = await deleteAccount(request, viewer, parsed.data.password);
      if (!result.ok) return fail(intent, { password: result.message });
      throw redirect("/account-deleted", { headers: result.headers });
    }
    default:
      return fail(intent, { form: "That action is not one this page knows. Reload the page and try again." });
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
            Please confirm your email address, <strong className="break-all">{user.email}</strong>. We sent you a link
            when you signed up. Until then you can learn as usual, but we cannot help you recover your account.
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
          <ul className="space-y-2">
            {loaderData.certificates.map((c) => (
              <li key={c.id}>
                <Link to={certificateHref(c.id)} className="font-semibold text-link underline underline-offset-2">
                  {c.courseTitle}
                </Link>{" "}
                <span className="text-muted">· issued {formatDate(c.issuedAt)}</span>
              </li>
            ))}
          </ul>
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
          <span className="break-all">{user.email}</span>{" "}
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
        <DeleteForm errors={errorsFor("delete")} busy={busy} />
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
              setClientError(
                file && file.size > AVATAR_MAX_UPLOAD_BYTES
                  ? "That photo is larger than 5 MB. Choose a smaller photo."
                  : null,
              );
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

function DeleteForm({ errors, busy }: { errors: FieldErrors; busy: boolean }) {
  return (
    <Form method="post" className="max-w-md space-y-4" noValidate>
      <p>
        This deletes your account, your photo, your sessions and the emails waiting to be sent to you, at once and for
        good. It cannot be undone. Copies in our backups disappear as the backups roll over, within 30 days.
      </p>
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
