import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, href, Link } from "react-router";
import { PrintButton } from "#app/components/print-button.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { certifiedFacts, findCertificate, listCertificates } from "#app/learning/certificates.server.ts";
import { env } from "#app/platform/env.server.ts";
import { formatDate } from "#app/site/dates.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language, numberFormat, pathIn } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import { linkedInAddToProfileUrl } from "#app/site/share.ts";
import { SITE_NAME } from "#app/site/site.ts";
import { useLanguage } from "#app/site/use-language.ts";
import type { Route } from "./+types/certificate.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const certificate = await findCertificate(params.id);
  // Unknown, malformed and withdrawn ids get the same plain 404.
  if (!certificate) throw data(null, { status: 404 });
  const session = sessionOf({ context });
  const mine = session ? (await listCertificates(session.user.id)).some((c) => c.id === certificate.id) : false;
  const language = languageOf({ context });
  // The page in its language: what a learner shares or adds to a profile from this page.
  const url = `${env.SITE_URL}${pathIn(language, href("/certificates/:id", { id: certificate.id }))}`;
  const i18n = i18nOf({ context });
  const courseTitle = contentIn(language).courseTitle(certificate.course);
  const { name } = certificate;
  const issued = formatDate(certificate.issuedAt, language);
  const site = SITE_NAME;
  return {
    meta: {
      title: i18n._(msg`Certificate: ${courseTitle}`),
      description: i18n._(msg`${name} completed ${courseTitle} on ${site} on ${issued}.`),
      imageAlt: i18n._(msg`Certificate of completion: ${name}, ${courseTitle}`),
    },
    // What it certifies: the course's size, and the quiz that was passed.
    certified: await certifiedFacts(certificate),
    certificate: {
      id: certificate.id,
      name: certificate.name,
      course: certificate.course,
      courseTitle,
      issuedAt: certificate.issuedAt,
    },
    mine,
    linkedIn: mine
      ? linkedInAddToProfileUrl({
          name: courseTitle,
          organizationName: SITE_NAME,
          issuedAt: certificate.issuedAt,
          certUrl: url,
          certId: certificate.id,
        })
      : null,
  };
}

/** The page's language, from the root's data (for the address of its image). */
function languageOfMatches(matches: Route.MetaArgs["matches"]): Language {
  const language = (matches.find((m) => m?.id === "root")?.loaderData as { language?: string } | undefined)?.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  // An unknown certificate is the site's 404 screen, which the root's error boundary titles in
  // the page's language (React Router asks no route below the boundary for its meta then).
  if (!loaderData) return [];
  const { certificate, meta } = loaderData;
  return pageMeta(matches, {
    title: meta.title,
    description: meta.description,
    path: href("/certificates/:id", { id: certificate.id }),
    // A learner's name is shown here; link previews yes, search engines no.
    noindex: true,
    image: {
      path: pathIn(languageOfMatches(matches), href("/certificates/:id/certificate.png", { id: certificate.id })),
      alt: meta.imageAlt,
    },
  });
};

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  const { certificate, certified, mine, linkedIn } = loaderData;
  const { t } = useLingui();
  const language = useLanguage();
  const issuedOn = formatDate(certificate.issuedAt, language);
  const { score } = certified;
  const site = SITE_NAME;
  const { name, courseTitle } = certificate;
  const lessons = certified.lessons ?? 0;
  const hours = certified.hours ?? 0;
  const pool = certified.pool ?? 0;
  const right = score?.score ?? 0;
  const max = score?.max ?? 0;
  const percent = numberFormat(language, { style: "percent" }).format((certified.percent ?? 0) / 100);
  const pngHref = pathIn(language, href("/certificates/:id/certificate.png", { id: certificate.id }));
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <p className="flex items-center gap-2 font-semibold text-good print:hidden" role="status">
        <span aria-hidden="true" className="flex size-6 items-center justify-center rounded-full bg-good text-canvas">
          ✓
        </span>
        <Trans>Valid certificate, issued by {site}</Trans>
      </p>
      <article
        aria-labelledby="certificate-heading"
        className="mt-6 rounded-2xl border-4 border-accent border-double bg-surface px-6 py-12 text-center sm:px-12 print:mt-0 print:border-black"
      >
        <p className="font-bold text-accent text-xl tracking-wide">{SITE_NAME}</p>
        <h1 id="certificate-heading" className="mt-6 font-semibold text-muted text-sm uppercase tracking-[0.2em]">
          <Trans>Certificate of completion</Trans>
        </h1>
        <p className="mt-8 text-muted">
          <Trans comment="followed by the learner's name">This certifies that</Trans>
        </p>
        <p className="mt-2 break-words font-bold font-serif text-4xl sm:text-5xl">{certificate.name}</p>
        <p className="mt-6 text-muted">
          <Trans comment="between the learner's name and the course title">has completed the free online course</Trans>
        </p>
        <p className="mt-2 font-bold text-2xl sm:text-3xl">{certificate.courseTitle}</p>
        {certified.lessons && certified.hours ? (
          <p className="mt-3 text-muted">
            {score ? (
              <Trans>
                {lessons} lessons · about {hours} hours of study · final quiz score {right} of {max} ({percent})
              </Trans>
            ) : (
              <Trans>
                {lessons} lessons · about {hours} hours of study
              </Trans>
            )}
          </p>
        ) : null}
        <dl className="mx-auto mt-10 grid max-w-lg gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">
              <Trans comment="label of the date a certificate was issued">Issued</Trans>
            </dt>
            <dd className="font-semibold">
              <time dateTime={certificate.issuedAt}>{issuedOn}</time>
            </dd>
          </div>
          <div>
            <dt className="text-muted">
              <Trans>Certificate ID</Trans>
            </dt>
            <dd className="break-all font-mono font-semibold">{certificate.id}</dd>
          </div>
        </dl>
      </article>
      <section aria-labelledby="certifies-heading" className="mt-6 rounded-xl border border-line bg-surface p-5">
        <h2 id="certifies-heading" className="font-semibold">
          <Trans>What this certifies</Trans>
        </h2>
        <p className="mt-2">
          {certified.lessons && certified.hours
            ? score
              ? t`${name} completed all ${lessons} lessons of ${courseTitle} (about ${hours} hours of study) and passed its final quiz with ${right} of ${max} questions right (${percent}).`
              : t`${name} completed all ${lessons} lessons of ${courseTitle} (about ${hours} hours of study) and passed its final quiz.`
            : score
              ? t`${name} completed ${courseTitle} and passed its final quiz with ${right} of ${max} questions right (${percent}).`
              : t`${name} completed ${courseTitle} and passed its final quiz.`}{" "}
          {score && certified.pool
            ? t`The quiz’s ${max} questions were drawn at random from a pool of ${pool}, so each retake asks a different set, and every answer was graded on the ${site} server: the learner’s browser never had the answers.`
            : t`The quiz’s questions were drawn at random from the course’s question pool, and every answer was graded on the ${site} server: the learner’s browser never had the answers.`}
        </p>
      </section>
      <p className="mt-4 text-muted text-sm print:hidden">
        <Trans>
          This page is the proof: anyone with its address can check that the certificate is genuine. To finish the
          course too, start with{" "}
          <Link
            to={href("/courses/:course", { course: certificate.course })}
            className="text-link underline underline-offset-2"
          >
            {courseTitle}
          </Link>
          .
        </Trans>
      </p>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <PrintButton />
        <a
          href={`${pngHref}?download`}
          download
          className="rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised"
        >
          <Trans>Download as image (PNG)</Trans>
        </a>
        {mine && linkedIn ? (
          <a
            href={linkedIn}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised"
          >
            <Trans>
              Add to LinkedIn profile<span className="sr-only"> (opens in a new tab)</span>
            </Trans>
          </a>
        ) : null}
        {mine ? (
          <Link
            to={`/share?certificate=${certificate.id}`}
            className="rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised"
          >
            <Trans>Share</Trans>
          </Link>
        ) : null}
      </div>
    </div>
  );
}
