import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Form, href, Link, redirect } from "react-router";
import { z } from "zod";
import { PageHeader } from "#app/components/page-header.tsx";
import { formValues, readForm } from "#app/http/forms.ts";
import { i18nOf } from "#app/http/i18n.server.ts";
import { isStopCode, reviewEmailOn, setReviewEmail } from "#app/learning/review-emails.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/review-email.ts";

/** The link in every weekly review email: whose email, and the code that proves the link is theirs (`code`, which the access log blanks out). */
const linkSchema = z.object({ u: z.string().min(1).max(100), code: z.string().min(1).max(100) });

const invalid = (i18n: I18n) =>
  i18n._(
    msg`This link is not valid: it may have been cut short when it was copied. You can also turn the weekly email off on your profile.`,
  );

function learnerOf(params: { u?: string | null; code?: string | null }): string | null {
  const parsed = linkSchema.safeParse(params);
  return parsed.success && isStopCode(parsed.data.u, parsed.data.code) ? parsed.data.u : null;
}

/**
 * GET: the page the weekly email's last link opens, signed in or not. It only reads: a link
 * checker or a mail scanner that follows the link must not stop the email, so stopping takes
 * the page's button (a POST). With `again=1` (where turning it back on lands) it says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const i18n = i18nOf({ context });
  const userId = learnerOf({ u: params.get("u"), code: params.get("code") });
  if (!userId) throw data({ message: invalid(i18n) }, { status: 400 });
  return {
    title: i18n._(msg`Weekly review email`),
    description: i18n._(msg`Stop, or start again, the weekly email about your reviews on Synapse.`),
    u: params.get("u") ?? "",
    code: params.get("code") ?? "",
    on: await reviewEmailOn(userId),
    again: params.get("again") === "1",
  };
}

/**
 * The page's form stops the email (`intent=stop`) or turns it back on (`intent=start`). A mail
 * client's one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click` posted to the link
 * itself, whose address carries `u` and `code`) stops it too.
 */
const intentSchema = z.object({ intent: z.enum(["stop", "start"]) });

export async function action({ request, context }: Route.ActionArgs) {
  const form = formValues(await readForm(request));
  const link = new URL(request.url).searchParams;
  const oneClick = form["List-Unsubscribe"] === "One-Click";
  const userId = learnerOf(oneClick ? { u: link.get("u"), code: link.get("code") } : form);
  const intent = oneClick ? "stop" : intentSchema.safeParse(form).data?.intent;
  if (!userId || !intent) return data({ message: invalid(i18nOf({ context })) }, { status: 400 });
  await setReviewEmail(userId, intent === "start");
  const code = oneClick ? (link.get("code") ?? "") : (form.code ?? "");
  const back = new URLSearchParams({ u: userId, code, ...(intent === "start" ? { again: "1" } : {}) });
  return redirect(`${href("/learn/review/email")}?${back}`);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, {
          title: loaderData.title,
          description: loaderData.description,
          path: "/learn/review/email",
        }),
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function ReviewEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader eyebrow={t`Review`} title={loaderData.title} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {actionData?.message ? (
          <p role="alert" className="rounded-lg border border-bad px-4 py-3 font-medium text-bad">
            {actionData.message}
          </p>
        ) : loaderData.on && loaderData.again ? (
          <p role="status" className="font-semibold text-lg">
            <Trans>The weekly review email is on again. Each one has a link to stop it.</Trans>
          </p>
        ) : loaderData.on ? (
          <>
            <h2 className="font-semibold text-lg">
              <Trans>Stop the weekly review email?</Trans>
            </h2>
            <p className="mt-2 text-muted">
              <Trans>
                It comes once a week because you turned it on in your profile. Your reviews stay on your learning page
                either way.
              </Trans>
            </p>
            <Form method="post" className="mt-6">
              <input type="hidden" name="u" value={loaderData.u} />
              <input type="hidden" name="code" value={loaderData.code} />
              <button
                type="submit"
                name="intent"
                value="stop"
                className="rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
              >
                <Trans>Stop the weekly email</Trans>
              </button>
            </Form>
          </>
        ) : (
          <>
            <p role="status" className="font-semibold text-lg">
              <Trans>Done: you will not get the weekly review email any more.</Trans>
            </p>
            <p className="mt-2 text-muted">
              <Trans>
                Your reviews stay on your learning page. Turn the email back on here, or at any time on your profile.
              </Trans>
            </p>
            <Form method="post" className="mt-6">
              <input type="hidden" name="u" value={loaderData.u} />
              <input type="hidden" name="code" value={loaderData.code} />
              <button
                type="submit"
                name="intent"
                value="start"
                className="rounded-md border border-line px-5 py-3 font-semibold hover:bg-raised"
              >
                <Trans>Turn it back on</Trans>
              </button>
            </Form>
          </>
        )}
        <Link to="/learn" className="mt-8 inline-block text-link underline underline-offset-2">
          <Trans>Go to your learning</Trans>
        </Link>
      </div>
    </>
  );
}
