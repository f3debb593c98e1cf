import { publicEnv } from "~/lib/env.server";
import { sitemapPaths } from "~/lib/site";

export function loader() {
  const body = [
    "User-agent: *",
    ...sitemapPaths.map((p) => `Allow: ${p}`),
    "Disallow: /admin",
    "Disallow: /profile",
    "",
    `Sitemap: ${publicEnv.SITE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
