import { renderCertificatePng } from "~/lib/certificate-image.server";
import { findCertificate } from "~/lib/certificates.server";
import { certificateHref } from "~/lib/course-links";
import { formatDate } from "~/lib/dates";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/certificate-image";

// The certificate as a 1200×630 PNG: the download, and the image a shared link shows.
export async function loader({ params, request }: Route.LoaderArgs) {
  const certificate = await findCertificate(params.id);
  if (!certificate) return new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain" } });
  const png = await renderCertificatePng({
    name: certificate.name,
    courseTitle: certificate.courseTitle,
    issuedOn: formatDate(certificate.issuedAt),
    id: certificate.id,
    verifyUrl: `${env.SITE_URL}${certificateHref(certificate.id)}`,
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
