import { href } from "react-router";
import { renderCertificatePng } from "#app/learning/certificate-image.server.ts";
import { certifiedFacts, findCertificate } from "#app/learning/certificates.server.ts";
import { env } from "#app/platform/env.server.ts";
import { formatDate } from "#app/site/dates.ts";
import type { Route } from "./+types/certificate.png.ts";

// The certificate as a 1200×630 PNG: the download, and the image a shared link shows.
export async function loader({ params, request }: Route.LoaderArgs) {
  const certificate = await findCertificate(params.id);
  if (!certificate) return new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain" } });
  const { lessons, hours, pool, score, percent } = await certifiedFacts(certificate);
  const details = [
    lessons && hours ? `${lessons} lessons, about ${hours} hours` : "",
    score ? `final quiz ${score.score}/${score.max} (${percent}%)${pool ? `, drawn from a pool of ${pool}` : ""}` : "",
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
