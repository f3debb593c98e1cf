import { href } from "react-router";
import { courseList, glossaryLetters } from "#app/content/content.server.ts";
import { glossaryLetterPath } from "#app/content/glossary-pages.ts";
import { publicEnv } from "#app/platform/env.server.ts";
import { sitemapPaths } from "#app/site/site.ts";

export function loader() {
  const paths = [
    ...sitemapPaths,
    ...courseList.flatMap((c) => [
      href("/courses/:course", { course: c.slug }),
      ...c.lessons.map((l) => href("/courses/:course/:lesson", { course: c.slug, lesson: l })),
      href("/courses/:course/quiz", { course: c.slug }),
    ]),
    ...glossaryLetters.map(({ letter }) => glossaryLetterPath(letter)),
  ];
  const urls = paths.map((p) => `  <url><loc>${publicEnv.SITE_URL}${p}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
