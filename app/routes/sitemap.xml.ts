import { href } from "react-router";
import { contentIn } from "#app/content/content.server.ts";
import { glossaryLetterPath } from "#app/content/glossary-pages.ts";
import { publicEnv } from "#app/platform/env.server.ts";
import { type Language, languageCodes, pathIn } from "#app/site/locale.ts";
import { sitemapPaths } from "#app/site/site.ts";

/** A language's public pages, as site paths ("/courses/x"). */
function pathsIn(language: Language): string[] {
  const { courseList, glossaryLetters } = contentIn(language);
  return [
    ...sitemapPaths,
    ...courseList.flatMap((c) => [
      href("/courses/:course", { course: c.slug }),
      ...c.lessons.map((l) => href("/courses/:course/:lesson", { course: c.slug, lesson: l })),
      href("/courses/:course/quiz", { course: c.slug }),
    ]),
    // Glossary letters follow each language's terms, so not every letter is in every language.
    ...glossaryLetters.map(({ letter }) => glossaryLetterPath(letter)),
  ];
}

const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;");

// Every page in every language, each with its addresses in the others (where it has one).
export function loader() {
  const pathSets = new Map(languageCodes.map((language) => [language, new Set(pathsIn(language))]));
  const urls = languageCodes.flatMap((language) =>
    [...(pathSets.get(language) ?? [])].map((path) => {
      const alternates = languageCodes
        .filter((other) => pathSets.get(other)?.has(path))
        .map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(publicEnv.SITE_URL + pathIn(other, path))}"/>`,
        );
      return [
        `  <url>`,
        `    <loc>${escapeXml(publicEnv.SITE_URL + pathIn(language, path))}</loc>`,
        ...alternates,
        `  </url>`,
      ].join("\n");
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
