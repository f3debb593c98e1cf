import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "./site";

type Match = { id: string; loaderData?: unknown } | undefined;
type PageMeta = { title: string; description: string; path: string };

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
    { name: "twitter:card", content: "summary" },
  ];
}
