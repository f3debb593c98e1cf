import { href } from "react-router";
import { findCourse } from "#app/content/content.server.ts";
import { renderCertificatePng } from "#app/learning/certificate-image.server.ts";
import { certifiedScore, findCertificate } from "#app/learning/certificates.server.ts";
import { poolSize } from "#app/learning/quiz-draws.server.ts";
import { env } from "#app/platform/env.server.ts";
import { formatDate } from "#app/site/dates.ts";
import type { Route } from "./+types/certificate.png.ts";

// The certificate as a 1200×630 PNG: the download, and the image a shared link shows.
export async function loader({ params, request }: Route.LoaderArgs) {
  const certificate = await findCertificate(params.id);
  if (!certificate) return new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain" } });
  const course = findCourse(certificate.course);
  const score = await certifiedScore(certificate.id);
  const details = [
    course ? `${course.lessons.length} lessons, about ${course.hours} hours` : "",
    score
      ? `final quiz ${score.score}/${score.max} (${Math.round((score.score / score.max) * 100)}%)${course ? `, drawn from a pool of ${poolSize(course)}` : ""}`
      : "",
  ]
    .filter(Boolean)
    .join(" · ");
  const png = await renderCertificatePng({
    details,
    name: certificate.name,
    courseTitle: certificate.courseTitle,
    issuedOn: formatDate(certificate.issuedAt),
    id: certificate.id,
    verifyUrl: `${env.SITE_URL}${href("/certificates/:id", { id: certificate.id })}`,
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
