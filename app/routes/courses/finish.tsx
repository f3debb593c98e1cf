import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Form, href, Link, redirect } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { LearningGainNote } from "#app/components/learning-gain-note.tsx";
import { SharePanel } from "#app/components/share-panel.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { publicPage } from "#app/http/caching.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { requireSession, sessionOf } from "#app/http/session.server.ts";
import { claimCertificate, finishState } from "#app/learning/record.server.ts";
import { env } from "#app/platform/env.server.ts";
import { formatDate } from "#app/site/dates.ts";
import { numberFormat, pathIn } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import { linkedInAddToProfileUrl } from "#app/site/share.ts";
import { SITE_NAME } from "#app/site/site.ts";
import { useLanguage } from "#app/site/use-language.ts";
import type { Route } from "./+types/finish.ts";

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = languageOf({ context });
  const { findCourse, lessonsByCourse } = contentIn(language);
  const course = findCourse(params.course);
  if (!course) throw data(null, { status: 404 });
  const lessons = (lessonsByCourse.get(course.slug) ?? []).map((l) => ({ slug: l.slug, title: l.title }));
  const i18n = i18nOf({ context });
  const { title } = course;
  const summary = {
    slug: course.slug,
    title,
    takeaways: course.takeaways,
    meta: {
      title: i18n._(msg`Finish · ${title}`),
      description: i18n._(msg`Finish ${title}: complete every lesson, pass the quiz and get your certificate.`),
    },
  };
  const session = sessionOf({ context });
  if (!session) return { status: "visitor" as const, course: summary, lessons };

  const state = await finishState(session.user.id, course, language);
  if (state.status === "unfinished") {
    return {
      status: "unfinished" as const,
      course: summary,
      lessons,
      missing: { lessons: lessons.filter((l) => state.missingLessons.includes(l.slug)), quiz: !state.quizPassed },
      bestPercent: state.bestPercent,
    };
  }
  if (state.status === "unclaimed") return { status: "unclaimed" as const, course: summary, lessons };
  const { certificate } = state;
  const url = `${env.SITE_URL}${pathIn(language, href("/certificates/:id", { id: certificate.id }))}`;
  return {
    status: "finished" as const,
    course: summary,
    lessons,
    name: session.user.name,
    certificate: { id: certificate.id, issuedAt: certificate.issuedAt, url },
    linkedIn: linkedInAddToProfileUrl({
      name: course.title,
      organizationName: SITE_NAME,
      issuedAt: certificate.issuedAt,
      certUrl: url,
      certId: certificate.id,
    }),
    gain: state.gain,
    next: state.next && { slug: state.next.slug, title: state.next.title, tagline: state.next.tagline },
  };
}

/** "Get your certificate", for a course finished before certificates came with the last step. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { findCourse } = contentIn(languageOf({ context }));
  const course = findCourse(params.course);
  if (!course) throw data(null, { status: 404 });
  const session = requireSession({ request, context });
  await claimCertificate(session.user, course);
  return redirect(href("/courses/:course/finish", { course: course.slug }));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.course.meta.title,
        description: loaderData.course.meta.description,
        path: href("/courses/:course/finish", { course: loaderData.course.slug }),
        noindex: true,
      })
    : [];

const primary = "rounded-md bg-accent px-4 py-2 font-semibold text-on-accent hover:opacity-90";
const secondary = "rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised";

export default function CourseFinish({ loaderData }: Route.ComponentProps) {
  const { course } = loaderData;
  const { t } = useLingui();
  const language = useLanguage();
  const courseTitle = course.title;
  const lessonCount = loaderData.lessons.length;
  const best =
    loaderData.status === "unfinished" && loaderData.bestPercent !== null
      ? numberFormat(language, { style: "percent" }).format(loaderData.bestPercent / 100)
      : "";
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Breadcrumbs
        items={[
          { to: "/courses", label: t`Courses` },
          { to: href("/courses/:course", { course: course.slug }), label: course.title },
          { label: t({ message: "Finish", comment: "breadcrumb: the last page of a course" }) },
        ]}
      />
      {loaderData.status === "finished" ? (
        <Finished data={loaderData} />
      ) : loaderData.status === "unclaimed" ? (
        <>
          <h1 className="mt-6 font-bold text-3xl tracking-tight sm:text-4xl">
            <Trans>You finished {courseTitle}</Trans>
          </h1>
          <p className="mt-4 text-lg">
            <Trans>Every lesson is complete and you passed the quiz. Your certificate is ready to be issued.</Trans>
          </p>
          <Form method="post" className="mt-6">
            <button type="submit" className={primary}>
              <Trans>Get your certificate</Trans>
            </button>
          </Form>
        </>
      ) : (
        <>
          <h1 className="mt-6 font-bold text-3xl tracking-tight sm:text-4xl">
            <Trans>Almost there: {courseTitle}</Trans>
          </h1>
          {loaderData.status === "visitor" ? (
            <p className="mt-4 text-lg">
              <Trans>
                Your certificate waits at the end of the course: complete all {lessonCount} lessons and pass the quiz
                with 70% or more.{" "}
                <Link
                  to={`/login?redirectTo=${encodeURIComponent(href("/courses/:course/finish", { course: course.slug }))}`}
                  className="font-semibold text-link underline underline-offset-2"
                >
                  Log in
                </Link>{" "}
                or{" "}
                <Link
                  to={`/sign-up?redirectTo=${encodeURIComponent(href("/courses/:course/finish", { course: course.slug }))}`}
                  className="font-semibold text-link underline underline-offset-2"
                >
                  sign up
                </Link>{" "}
                to track your progress and earn it.
              </Trans>
            </p>
          ) : (
            <>
              <p className="mt-4 text-lg">
                <Trans>To finish the course and get your certificate, you still need to:</Trans>
              </p>
              <ul className="mt-4 space-y-2">
                {loaderData.missing.lessons.map((l) => {
                  const { title } = l;
                  return (
                    <li key={l.slug}>
                      <Link
                        to={href("/courses/:course/:lesson", { course: course.slug, lesson: l.slug })}
                        className="text-link underline underline-offset-2"
                      >
                        <Trans>Complete the lesson “{title}”</Trans>
                      </Link>
                    </li>
                  );
                })}
                {loaderData.missing.quiz ? (
                  <li>
                    <Link
                      to={href("/courses/:course/quiz", { course: course.slug })}
                      className="text-link underline underline-offset-2"
                    >
                      <Trans>Pass the course quiz with 70% or more</Trans>
                    </Link>
                    {loaderData.bestPercent !== null ? (
                      <>
                        {" "}
                        <Trans>(your best so far: {best})</Trans>
                      </>
                    ) : null}
                  </li>
                ) : null}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}

function Finished({ data }: { data: Extract<Route.ComponentProps["loaderData"], { status: "finished" }> }) {
  const { course, certificate } = data;
  const { t } = useLingui();
  const language = useLanguage();
  const { name } = data;
  const courseTitle = course.title;
  const issued = formatDate(certificate.issuedAt, language);
  const site = SITE_NAME;
  const nextTitle = data.next?.title ?? "";
  const nextTagline = data.next?.tagline ?? "";
  return (
    <>
      <h1 className="mt-6 font-bold text-3xl tracking-tight sm:text-4xl">
        <Trans>Congratulations, {name}!</Trans>
      </h1>
      <p className="mt-3 text-lg text-muted">
        <Trans>You completed every lesson of {courseTitle} and passed its quiz. Here is your certificate.</Trans>
      </p>
      <section aria-labelledby="certificate-heading" className="mt-8 rounded-xl border border-line bg-surface p-5">
        <h2 id="certificate-heading" className="font-bold text-xl">
          <Trans>Your certificate</Trans>
        </h2>
        <img
          src={pathIn(language, href("/certificates/:id/certificate.png", { id: certificate.id }))}
          alt={t`Certificate of completion for ${name}: ${courseTitle}, issued ${issued}`}
          width={1200}
          height={630}
          loading="lazy"
          className="mt-4 h-auto w-full rounded-lg border border-line"
        />
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={href("/certificates/:id", { id: certificate.id })} className={primary}>
            <Trans>View and print</Trans>
          </Link>
          <a
            href={`${pathIn(language, href("/certificates/:id/certificate.png", { id: certificate.id }))}?download`}
            download
            className={secondary}
          >
            <Trans>Download as image (PNG)</Trans>
          </a>
          <a href={data.linkedIn} target="_blank" rel="noopener noreferrer" className={secondary}>
            <Trans>
              Add to LinkedIn profile<span className="sr-only"> (opens in a new tab)</span>
            </Trans>
          </a>
        </div>
      </section>
      <section aria-labelledby="share-heading" className="mt-8">
        <h2 id="share-heading" className="font-bold text-xl">
          <Trans>Share it</Trans>
        </h2>
        <div className="mt-4">
          <SharePanel url={certificate.url} title={t`I completed ${courseTitle} on ${site}`} />
        </div>
      </section>
      <section aria-labelledby="gain-heading" className="mt-8">
        <h2 id="gain-heading" className="font-bold text-xl">
          <Trans>How much you learned</Trans>
        </h2>
        <LearningGainNote gain={data.gain} />
      </section>
      <section aria-labelledby="takeaways-heading" className="mt-8">
        <h2 id="takeaways-heading" className="font-bold text-xl">
          <Trans>Key takeaways</Trans>
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          {course.takeaways.map((takeaway) => (
            <li key={takeaway}>{takeaway}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="survey-heading" className="mt-8">
        <h2 id="survey-heading" className="font-bold text-xl">
          <Trans>Tell us how it went</Trans>
        </h2>
        <p className="mt-2">
          <Trans>
            Seven quick questions about clarity, the demos and the pace help us make this course better for the next
            learner.{" "}
            <Link to={`/survey?course=${course.slug}`} className="font-semibold text-link underline underline-offset-2">
              Answer the two-minute survey
            </Link>
          </Trans>
        </p>
      </section>
      <section aria-labelledby="next-heading" className="mt-8 rounded-xl bg-raised p-5">
        <h2 id="next-heading" className="font-bold text-xl">
          <Trans>What next</Trans>
        </h2>
        {data.next ? (
          <>
            <p className="mt-2">
              <Trans>
                We recommend <strong>{nextTitle}</strong>: {nextTagline}
              </Trans>
            </p>
            <Link to={href("/courses/:course", { course: data.next.slug })} className={`${primary} mt-4 inline-block`}>
              <Trans>Go to {nextTitle}</Trans>
            </Link>
          </>
        ) : (
          <p className="mt-2">
            <Trans>
              You have finished every course on {site}. Your certificates are all on{" "}
              <Link to="/learn" className="text-link underline underline-offset-2">
                your dashboard
              </Link>
              .
            </Trans>
          </p>
        )}
      </section>
    </>
  );
}
