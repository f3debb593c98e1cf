import { data, Form, href, Link, redirect } from "react-router";
import { z } from "zod";
import { PageHeader } from "#app/components/page-header.tsx";
import { readForm } from "#app/http/forms.ts";
import { isStopCode, reviewEmailOn, setReviewEmail } from "#app/learning/review-emails.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/review-email.ts";

/** The link in every weekly review email: whose email, and the code that proves the link is theirs (`code`, which the access log blanks out). */
const linkSchema = z.object({ u: z.string().min(1).max(100), code: z.string().min(1).max(100) });

const INVALID =
  "This link is not valid: it may have been cut short when it was copied. You can also turn the weekly email off on your profile.";

function learnerOf(params: URLSearchParams | FormData): string | null {
  const parsed = linkSchema.safeParse({ u: params.get("u"), code: params.get("code") });
  return parsed.success && isStopCode(parsed.data.u, parsed.data.code) ? parsed.data.u : null;
}

/**
 * GET: the one click that stops the weekly review email, signed in or not. With `again=1`
 * (where turning it back on lands) it changes nothing and shows whether the email is on.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const userId = learnerOf(params);
  if (!userId) throw data({ message: INVALID }, { status: 400 });
  if (params.get("again") !== "1") await setReviewEmail(userId, false);
  return { u: params.get("u") ?? "", code: params.get("code") ?? "", on: await reviewEmailOn(userId) };
}

/** POST: turn it back on, from the same page (a click made by mistake, or by a link checker). */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const userId = learnerOf(form);
  if (!userId) return data({ message: INVALID }, { status: 400 });
  await setReviewEmail(userId, true);
  const back = new URLSearchParams({ u: userId, code: String(form.get("code")), again: "1" });
  return redirect(`${href("/learn/review/email")}?${back}`);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Weekly review email",
    description: "Stop, or start again, the weekly email about your reviews on Synapse.",
    path: "/learn/review/email",
  }),
  { name: "robots", content: "noindex" },
];

export default function ReviewEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Review" title="Weekly review email" />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {actionData?.message ? (
          <p role="alert" className="rounded-lg border border-bad px-4 py-3 font-medium text-bad">
            {actionData.message}
          </p>
        ) : loaderData.on ? (
          <p role="status" className="font-semibold text-lg">
            The weekly review email is on again. Each one has a link to stop it.
          </p>
        ) : (
          <>
            <p role="status" className="font-semibold text-lg">
              Done: you will not get the weekly review email any more.
            </p>
            <p className="mt-2 text-muted">
              Your reviews stay on your learning page. Turn the email back on here, or at any time on your profile.
            </p>
            <Form method="post" className="mt-6">
              <input type="hidden" name="u" value={loaderData.u} />
              <input type="hidden" name="code" value={loaderData.code} />
              <button type="submit" className="rounded-md border border-line px-5 py-3 font-semibold hover:bg-raised">
                Turn it back on
              </button>
            </Form>
          </>
        )}
        <Link to="/learn" className="mt-8 inline-block text-link underline underline-offset-2">
          Go to your learning
        </Link>
      </div>
    </>
  );
}
