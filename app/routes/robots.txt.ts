import { publicEnv } from "#app/platform/env.server.ts";
import { sitemapPaths } from "#app/site/site.ts";

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
