import type { MetaDescriptor } from "react-router";
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

function siteUrlOf(matches: ReadonlyArray<Match>): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { env?: { SITE_URL?: string } } | undefined;
  return root?.env?.SITE_URL ?? "";
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(matches: ReadonlyArray<Match>, page: PageMeta): MetaDescriptor[] {
  const fullTitle = page.title === SITE_NAME ? page.title : `${page.title} · ${SITE_NAME}`;
  const url = `${siteUrlOf(matches)}${page.path}`;
  return [
    { title: fullTitle },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
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
