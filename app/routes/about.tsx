import { ContentPage } from "~/components/content-page";
import { pages } from "~/lib/content.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

export function loader() {
  return pages.about;
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
    />
  );
}
