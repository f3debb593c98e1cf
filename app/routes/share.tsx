import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, href, Link } from "react-router";
import { z } from "zod";
import { PageHeader } from "#app/components/page-header.tsx";
import { SharePanel } from "#app/components/share-panel.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { courseSlugs } from "#app/content/schemas.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { listCertificates } from "#app/learning/certificates.server.ts";
import { env } from "#app/platform/env.server.ts";
import { pathIn } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import { linkedInAddToProfileUrl } from "#app/site/share.ts";
import { SITE_NAME, SITE_TAGLINE } from "#app/site/site.ts";
import type { Route } from "./+types/share.ts";

type Choice = {
  value: string;
  /** In the list of things to share, under its group. */
  label: string;
  group: Group;
  /** The heading above the links: "Share Synapse". */
  heading: string;
  url: string;
  title: string;
  text: string;
  linkedIn?: string;
};

type Group = "Synapse" | "Courses" | "Your certificates";

/** The groups of the list of things to share, in order, with their names. */
const GROUPS: [Group, MessageDescriptor][] = [
  ["Synapse", msg`Synapse`],
  ["Courses", msg`Courses`],
  ["Your certificates", msg`Your certificates`],
];

// A bad value is treated as absent: this page then shares the site rather than failing.
const shareQuery = z.object({
  // The form's select: "site", "course:<slug>" or "certificate:<id>".
  what: z.string().max(100).optional().catch(undefined),
  // Shortcuts for links from other pages.
  course: z.enum(courseSlugs).optional().catch(undefined),
  certificate: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = shareQuery.parse(Object.fromEntries(url.searchParams));
  const session = sessionOf({ context });
  const language = languageOf({ context });
  const certificates = session ? await listCertificates(session.user.id, { language }) : [];
  const i18n = i18nOf({ context });
  // The links shared lead to the pages in this page's language.
  const urlOf = (path: string) => `${env.SITE_URL}${pathIn(language, path)}`;
  const site: Choice = {
    value: "site",
    label: i18n._(msg`${SITE_NAME} (the whole site)`),
    group: "Synapse",
    heading: i18n._(msg`Share ${SITE_NAME}`),
    url: urlOf("/"),
    title: i18n._(msg`${SITE_NAME}: free courses on artificial intelligence`),
    text: i18n._(SITE_TAGLINE),
  };
  const choices: Choice[] = [
    site,
    ...contentIn(language).courseList.map(({ slug, title, tagline }) => ({
      value: `course:${slug}`,
      label: title,
      group: "Courses" as const,
      heading: i18n._(msg`Share the course “${title}”`),
      url: urlOf(href("/courses/:course", { course: slug })),
      title: i18n._(msg`${title}: a free course on ${SITE_NAME}`),
      text: i18n._(msg`A free course on ${SITE_NAME}: ${title}. ${tagline}`),
    })),
    ...certificates.map((c) => {
      const certUrl = urlOf(href("/certificates/:id", { id: c.id }));
      const { courseTitle } = c;
      return {
        value: `certificate:${c.id}`,
        label: courseTitle,
        group: "Your certificates" as const,
        heading: i18n._(msg`Share your certificate for “${courseTitle}”`),
        url: certUrl,
        title: i18n._(msg`I completed ${courseTitle} on ${SITE_NAME}`),
        text: i18n._(msg`I earned a certificate in ${courseTitle} on ${SITE_NAME}.`),
        linkedIn: linkedInAddToProfileUrl({
          name: c.courseTitle,
          organizationName: SITE_NAME,
          issuedAt: c.issuedAt,
          certUrl,
          certId: c.id,
        }),
      };
    }),
  ];

  const asked = url.searchParams.has("what") || url.searchParams.has("course") || url.searchParams.has("certificate");
  const wanted =
    query.what ??
    (query.certificate ? `certificate:${query.certificate}` : undefined) ??
    (query.course ? `course:${query.course}` : undefined);
  const found = choices.find((c) => c.value === wanted);
  const askedForCertificate = url.searchParams.has("certificate") || wanted?.startsWith("certificate:") === true;
  // After logging in, come back to the certificate that was asked for.
  const back = askedForCertificate && !session ? `/share${url.search}` : "/share";

  return {
    choices: choices.map(({ value, label, group }) => ({ value, label, group })),
    chosen: found ?? site,
    signedIn: session !== null,
    hasCertificates: certificates.length > 0,
    notFound: asked && !found ? (askedForCertificate ? "certificate" : "page") : null,
    loginHref: `/login?redirectTo=${encodeURIComponent(back).replaceAll("%2F", "/")}`,
    title: i18n._(msg`Share`),
    description: i18n._(
      msg`Share ${SITE_NAME}, one of its five free AI courses, or a certificate you earned, by link, email or social media.`,
    ),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/share" }) : [];

export default function Share({ loaderData }: Route.ComponentProps) {
  const { choices, chosen, signedIn, hasCertificates, notFound, loginHref } = loaderData;
  const { t, i18n } = useLingui();
  return (
    <>
      <PageHeader
        eyebrow={t`Share`}
        title={t`Tell someone about it`}
        lede={t`Share the site, a course, or a certificate you earned. Nothing is sent anywhere until you choose where.`}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Form method="get" className="rounded-xl border border-line bg-surface p-5">
          <label htmlFor="share-what" className="font-semibold">
            <Trans>What would you like to share?</Trans>
          </label>
          <div className="mt-2 flex flex-wrap gap-3">
            <select
              id="share-what"
              name="what"
              defaultValue={chosen.value}
              key={chosen.value}
              className="w-full min-w-0 rounded-md border border-line bg-canvas px-3 py-2 sm:w-auto sm:flex-1"
            >
              {GROUPS.map(([group, name]) => {
                const inGroup = choices.filter((c) => c.group === group);
                return inGroup.length ? (
                  <optgroup key={group} label={i18n._(name)}>
                    {inGroup.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                  </optgroup>
                ) : null;
              })}
            </select>
            <button type="submit" className="rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised">
              <Trans>Show links</Trans>
            </button>
          </div>
          {signedIn ? (
            hasCertificates ? null : (
              <p className="mt-3 text-muted text-sm">
                <Trans>Finish a course to earn a certificate; you will be able to share it from here.</Trans>
              </p>
            )
          ) : notFound === "certificate" ? null : (
            <p className="mt-3 text-muted text-sm">
              <Trans>
                Earned a certificate?{" "}
                <Link to={loginHref} className="text-link underline underline-offset-2">
                  Log in
                </Link>{" "}
                to share it from here.
              </Trans>
            </p>
          )}
        </Form>
        {notFound ? (
          <p className="mt-6 rounded-md border border-line bg-raised p-4">
            {notFound === "page" ? (
              <Trans>We could not find that, so here are links to share {SITE_NAME} instead.</Trans>
            ) : signedIn ? (
              <Trans>That certificate is not one of yours, so here are links to share {SITE_NAME} instead.</Trans>
            ) : (
              <Trans>
                <Link to={loginHref} className="text-link underline underline-offset-2">
                  Log in
                </Link>{" "}
                to share your certificate. Until then, here are links to share {SITE_NAME}.
              </Trans>
            )}
          </p>
        ) : null}
        <section aria-labelledby="share-links-heading" className="mt-8">
          <h2 id="share-links-heading" className="font-bold text-xl">
            {chosen.heading}
          </h2>
          <div className="mt-4">
            {/* A fresh panel for each choice, so no "Copied" is left over from the last one. */}
            <SharePanel key={chosen.url} url={chosen.url} title={chosen.title} text={chosen.text} />
          </div>
          {chosen.linkedIn ? (
            <p className="mt-6">
              <a
                href={chosen.linkedIn}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-link underline underline-offset-2"
              >
                <Trans>
                  Add to LinkedIn profile<span className="sr-only"> (opens in a new tab)</span>
                </Trans>
              </a>
            </p>
          ) : null}
        </section>
      </div>
    </>
  );
}
