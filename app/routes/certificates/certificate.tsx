import { data, href, Link } from "react-router";
import { PrintButton } from "#app/components/print-button.tsx";
import { sessionOf } from "#app/http/session.server.ts";
import { certifiedFacts, findCertificate, listCertificates } from "#app/learning/certificates.server.ts";
import { env } from "#app/platform/env.server.ts";
import { formatDate } from "#app/site/dates.ts";
import { pageMeta } from "#app/site/meta.ts";
import { linkedInAddToProfileUrl } from "#app/site/share.ts";
import { SITE_NAME } from "#app/site/site.ts";
import type { Route } from "./+types/certificate.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const certificate = await findCertificate(params.id);
  // Unknown, malformed and withdrawn ids get the same plain 404.
  if (!certificate) throw data(null, { status: 404 });
  const session = sessionOf({ context });
  const mine = session ? (await listCertificates(session.user.id)).some((c) => c.id === certificate.id) : false;
  const url = `${env.SITE_URL}${href("/certificates/:id", { id: certificate.id })}`;
  return {
    // What it certifies: the course's size, and the quiz that was passed.
    certified: await certifiedFacts(certificate),
    certificate: {
      id: certificate.id,
      name: certificate.name,
      course: certificate.course,
      courseTitle: certificate.courseTitle,
      issuedAt: certificate.issuedAt,
    },
    mine,
    linkedIn: mine
      ? linkedInAddToProfileUrl({
          name: certificate.courseTitle,
          organizationName: SITE_NAME,
          issuedAt: certificate.issuedAt,
          certUrl: url,
          certId: certificate.id,
        })
      : null,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: `Certificate not found · ${SITE_NAME}` }];
  const { certificate } = loaderData;
  return pageMeta(matches, {
    title: `Certificate: ${certificate.courseTitle}`,
    description: `${certificate.name} completed ${certificate.courseTitle} on ${SITE_NAME} on ${formatDate(certificate.issuedAt)}.`,
    path: href("/certificates/:id", { id: certificate.id }),
    // A learner's name is shown here; link previews yes, search engines no.
    noindex: true,
    image: {
      path: href("/certificates/:id/certificate.png", { id: certificate.id }),
      alt: `Certificate of completion: ${certificate.name}, ${certificate.courseTitle}`,
    },
  });
};

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  const { certificate, certified, mine, linkedIn } = loaderData;
  const issuedOn = formatDate(certificate.issuedAt);
  const { score, percent } = certified;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <p className="flex items-center gap-2 font-semibold text-good print:hidden" role="status">
        <span aria-hidden="true" className="flex size-6 items-center justify-center rounded-full bg-good text-canvas">
          ✓
        </span>
        Valid certificate, issued by {SITE_NAME}
      </p>
      <article
        aria-labelledby="certificate-heading"
        className="mt-6 rounded-2xl border-4 border-accent border-double bg-surface px-6 py-12 text-center sm:px-12 print:mt-0 print:border-black"
      >
        <p className="font-bold text-accent text-xl tracking-wide">{SITE_NAME}</p>
        <h1 id="certificate-heading" className="mt-6 font-semibold text-muted text-sm uppercase tracking-[0.2em]">
          Certificate of completion
        </h1>
        <p className="mt-8 text-muted">This certifies that</p>
        <p className="mt-2 break-words font-bold font-serif text-4xl sm:text-5xl">{certificate.name}</p>
        <p className="mt-6 text-muted">has completed the free online course</p>
        <p className="mt-2 font-bold text-2xl sm:text-3xl">{certificate.courseTitle}</p>
        {certified.lessons && certified.hours ? (
          <p className="mt-3 text-muted">
            {certified.lessons} lessons · about {certified.hours} hours of study
            {score ? ` · final quiz score ${score.score} of ${score.max} (${percent}%)` : ""}
          </p>
        ) : null}
        <dl className="mx-auto mt-10 grid max-w-lg gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">Issued</dt>
            <dd className="font-semibold">
              <time dateTime={certificate.issuedAt}>{issuedOn}</time>
            </dd>
          </div>
          <div>
            <dt className="text-muted">Certificate ID</dt>
            <dd className="break-all font-mono font-semibold">{certificate.id}</dd>
          </div>
        </dl>
      </article>
      <section aria-labelledby="certifies-heading" className="mt-6 rounded-xl border border-line bg-surface p-5">
        <h2 id="certifies-heading" className="font-semibold">
          What this certifies
        </h2>
        <p className="mt-2">
          {certificate.name} completed {certified.lessons ? `all ${certified.lessons} lessons of` : ""}{" "}
          {certificate.courseTitle}
          {certified.hours ? ` (about ${certified.hours} hours of study)` : ""} and passed its final quiz
          {score ? ` with ${score.score} of ${score.max} questions right (${percent}%)` : ""}.
          {score && certified.pool
            ? ` The quiz’s ${score.max} questions were drawn at random from a pool of ${certified.pool}, so each retake asks a different set, and every answer was graded on the ${SITE_NAME} server: the learner’s browser never had the answers.`
            : ` The quiz’s questions were drawn at random from the course’s question pool, and every answer was graded on the ${SITE_NAME} server: the learner’s browser never had the answers.`}
        </p>
      </section>
      <p className="mt-4 text-muted text-sm print:hidden">
        This page is the proof: anyone with its address can check that the certificate is genuine. To finish the course
        too, start with{" "}
        <Link
          to={href("/courses/:course", { course: certificate.course })}
          className="text-link underline underline-offset-2"
        >
          {certificate.courseTitle}
        </Link>
        .
      </p>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <PrintButton />
        <a
          href={`${href("/certificates/:id/certificate.png", { id: certificate.id })}?download`}
          download
          className="rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised"
        >
          Download as image (PNG)
        </a>
        {mine && linkedIn ? (
          <a
            href={linkedIn}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised"
          >
            Add to LinkedIn profile<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        {mine ? (
          <Link
            to={`/share?certificate=${certificate.id}`}
            className="rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised"
          >
            Share
          </Link>
        ) : null}
      </div>
    </div>
  );
}
