import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, isLanguage, type Language, languageCodes, pathIn } from "./locale.ts";
import { SITE_NAME } from "./site.ts";

type Match = { id: string; loaderData?: unknown } | undefined;
type PageMeta = {
  title: string;
  description: string;
  path: string;
  /** A private page (a learner's own record): kept out of search engines. */
  noindex?: boolean;
  /** An absolute-path image for link previews (1200×630), e.g. a certificate. */
  image?: { path: string; alt: string };
};

type RootData = { env?: { SITE_URL?: string }; language?: string } | undefined;
const rootOf = (matches: ReadonlyArray<Match>) => matches.find((m) => m?.id === "root")?.loaderData as RootData;

function siteUrlOf(matches: ReadonlyArray<Match>): string {
  return rootOf(matches)?.env?.SITE_URL ?? "";
}

function languageOf(matches: ReadonlyArray<Match>): Language {
  const language = rootOf(matches)?.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Title, description, canonical URL, the page's address in every language (with English as the
 * default for any other) and Open Graph tags for one page. `path` is the page's site path, the
 * same in every language ("/courses"); its language comes from the root's data.
 */
export function pageMeta(matches: ReadonlyArray<Match>, page: PageMeta): MetaDescriptor[] {
  const fullTitle = page.title === SITE_NAME ? page.title : `${page.title} · ${SITE_NAME}`;
  const site = siteUrlOf(matches);
  const url = `${site}${pathIn(languageOf(matches), page.path)}`;
  return [
    { title: fullTitle },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(page.noindex
      ? []
      : [
          ...languageCodes.map((code) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: code,
            href: `${site}${pathIn(code, page.path)}`,
          })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site}${page.path}` },
        ]),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    ...(page.image
      ? [
          { property: "og:image", content: `${siteUrlOf(matches)}${page.image.path}` },
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
          { property: "og:image:alt", content: page.image.alt },
          { name: "twitter:card", content: "summary_large_image" },
        ]
      : [{ name: "twitter:card", content: "summary" }]),
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
