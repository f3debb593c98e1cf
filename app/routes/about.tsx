import { ContentPage } from "#app/components/content-page.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { publicPage } from "#app/http/caching.ts";
import { languageOf } from "#app/http/i18n.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/about.ts";

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

export function loader({ context }: Route.LoaderArgs) {
  return contentIn(languageOf({ context })).pages.about;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/about" }) : [];

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage
      title={loaderData.title}
      lede={loaderData.description}
      html={loaderData.html}
      headings={loaderData.headings}
      outdated={loaderData.outdated}
    />
  );
}
