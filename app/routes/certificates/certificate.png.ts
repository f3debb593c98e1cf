import { msg } from "@lingui/core/macro";
import { href } from "react-router";
import { contentIn } from "#app/content/content.server.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { renderCertificatePng } from "#app/learning/certificate-image.server.ts";
import { certifiedFacts, findCertificate } from "#app/learning/certificates.server.ts";
import { env } from "#app/platform/env.server.ts";
import { formatDate } from "#app/site/dates.ts";
import { formatNumber, numberFormat, pathIn } from "#app/site/locale.ts";
import type { Route } from "./+types/certificate.png.ts";

// The certificate as a 1200×630 PNG: the download, and the image a shared link shows. Its
// words are in the language of its address (/es/certificates/…/certificate.png is in Spanish).
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf({ context });
  const i18n = i18nOf({ context });
  const certificate = await findCertificate(params.id);
  if (!certificate) {
    return new Response(i18n._(msg`No certificate has this address.`), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const number = (n: number) => formatNumber(n, language);
  const facts = await certifiedFacts(certificate);
  const lessons = number(facts.lessons ?? 0);
  const hours = number(facts.hours ?? 0);
  const pool = number(facts.pool ?? 0);
  const score = number(facts.score?.score ?? 0);
  const max = number(facts.score?.max ?? 0);
  const percent = numberFormat(language, { style: "percent" }).format((facts.percent ?? 0) / 100);
  const details = [
    facts.lessons && facts.hours ? i18n._(msg`${lessons} lessons, about ${hours} hours`) : "",
    facts.score
      ? facts.pool
        ? i18n._(msg`final quiz ${score}/${max} (${percent}), drawn from a pool of ${pool}`)
        : i18n._(msg`final quiz ${score}/${max} (${percent})`)
      : "",
  ]
    .filter(Boolean)
    .join(" · ");
  const issuedOn = formatDate(certificate.issuedAt, language);
  const verifyUrl = `${env.SITE_URL}${pathIn(language, href("/certificates/:id", { id: certificate.id }))}`;
  const { id } = certificate;
  const png = await renderCertificatePng({
    details,
    name: certificate.name,
    courseTitle: contentIn(language).courseTitle(certificate.course),
    issuedOn,
    id,
    verifyUrl,
    words: {
      heading: i18n._(
        msg({ message: "CERTIFICATE OF COMPLETION", comment: "heading of the certificate image, in capitals" }),
      ),
      certifies: i18n._(
        msg({ message: "This certifies that", comment: "certificate image: followed by the learner's name" }),
      ),
      completed: i18n._(
        msg({
          message: "has completed the free online course",
          comment: "certificate image: between the learner's name and the course title",
        }),
      ),
      issued: i18n._(msg`Issued ${issuedOn}`),
      verify: i18n._(msg`Verify at ${verifyUrl}`),
      id: i18n._(msg`Certificate ID ${id}`),
    },
  });
  const download = new URL(request.url).searchParams.has("download");
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
      ...(download
        ? { "Content-Disposition": `attachment; filename="synapse-certificate-${certificate.course}.png"` }
        : {}),
    },
  });
}
