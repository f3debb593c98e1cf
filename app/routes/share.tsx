import { Form, Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { SharePanel } from "~/components/share-panel";
import { getAuth } from "~/lib/auth.server";
import { listCertificates } from "~/lib/certificates.server";
import { courseList } from "~/lib/content.server";
import { certificateHref, courseHref } from "~/lib/course-links";
import { env } from "~/lib/env.server";
import { pageMeta } from "~/lib/meta";
import { linkedInAddToProfileUrl } from "~/lib/share";
import { SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/share";

type Choice = { value: string; label: string; url: string; title: string; text: string; linkedIn?: string };

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { state } = await getAuth(request);
  const certificates = state ? await listCertificates(state.user.id) : [];
  const choices: Choice[] = [
    {
      value: "site",
      label: `${SITE_NAME}, the whole site`,
      url: env.SITE_URL,
      title: `${SITE_NAME}: free courses on artificial intelligence`,
      text: `Learn what AI really is, for free, on ${SITE_NAME}.`,
    },
    ...courseList.map((c) => ({
      value: `course:${c.slug}`,
      label: `The course “${c.title}”`,
      url: `${env.SITE_URL}${courseHref(c.slug)}`,
      title: `${c.title} · ${SITE_NAME}`,
      text: `A free course on ${SITE_NAME}: ${c.title}. ${c.tagline}`,
    })),
    ...certificates.map((c) => {
      const url = `${env.SITE_URL}${certificateHref(c.id)}`;
      return {
        value: `certificate:${c.id}`,
        label: `Your certificate for “${c.courseTitle}”`,
        url,
        title: `I completed ${c.courseTitle} on ${SITE_NAME}`,
        text: `I earned a certificate in ${c.courseTitle} on ${SITE_NAME}.`,
        linkedIn: linkedInAddToProfileUrl({
          name: c.courseTitle,
          organizationName: SITE_NAME,
          issuedAt: c.issuedAt,
          certUrl: url,
          certId: c.id,
        }),
      };
    }),
  ];
  // ?what=…, or the shortcuts ?course=… and ?certificate=…; anything unknown shares the site.
  const wanted =
    params.get("what") ??
    (params.get("certificate") ? `certificate:${params.get("certificate")}` : null) ??
    (params.get("course") ? `course:${params.get("course")}` : "site");
  const chosen = choices.find((c) => c.value === wanted) ?? (choices[0] as Choice);
  return { choices: choices.map(({ value, label }) => ({ value, label })), chosen, signedIn: state !== null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Share",
    description: `Share ${SITE_NAME}, one of its free AI courses, or a certificate you earned.`,
    path: "/share",
  });

export default function Share({ loaderData }: Route.ComponentProps) {
  const { choices, chosen, signedIn } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Share"
        title="Tell someone about it"
        lede="Share the site, a course, or a certificate you earned. Nothing is sent anywhere until you choose where."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Form method="get" className="rounded-xl border border-line bg-surface p-5">
          <label htmlFor="share-what" className="font-semibold">
            What would you like to share?
          </label>
          <div className="mt-2 flex flex-wrap gap-3">
            <select
              id="share-what"
              name="what"
              defaultValue={chosen.value}
              key={chosen.value}
              className="min-w-0 flex-1 rounded-md border border-line bg-canvas px-3 py-2"
            >
              {choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
            <button type="submit" className="rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised">
              Show links
            </button>
          </div>
          {signedIn ? null : (
            <p className="mt-3 text-muted text-sm">
              Earned a certificate?{" "}
              <Link to="/login?redirectTo=/share" className="text-link underline underline-offset-2">
                Log in
              </Link>{" "}
              to share it from here.
            </p>
          )}
        </Form>
        <section aria-labelledby="share-links-heading" className="mt-8">
          <h2 id="share-links-heading" className="font-bold text-xl">
            Share {chosen.label.charAt(0).toLowerCase() + chosen.label.slice(1)}
          </h2>
          <div className="mt-4">
            <SharePanel url={chosen.url} title={chosen.title} text={chosen.text} />
          </div>
          {chosen.linkedIn ? (
            <p className="mt-6">
              <a
                href={chosen.linkedIn}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-link underline underline-offset-2"
              >
                Add this certificate to your LinkedIn profile<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
        </section>
      </div>
    </>
  );
}
