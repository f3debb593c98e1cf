import { courseList } from "~/lib/content.server";
import { courseHref, lessonHref, quizHref } from "~/lib/course-links";
import { publicEnv } from "~/lib/env.server";
import { sitemapPaths } from "~/lib/site";

export function loader() {
  const paths = [
    ...sitemapPaths,
    ...courseList.flatMap((c) => [
      courseHref(c.slug),
      ...c.lessons.map((l) => lessonHref(c.slug, l)),
      quizHref(c.slug),
    ]),
  ];
  const urls = paths.map((p) => `  <url><loc>${publicEnv.SITE_URL}${p}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
