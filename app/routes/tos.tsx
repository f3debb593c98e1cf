import { ContentPage } from "~/components/content-page";
import { pages } from "~/lib/content.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/tos";

export function loader() {
  return pages.tos;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/tos" }) : [];

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage
      title={loaderData.title}
      lede={loaderData.description}
      html={loaderData.html}
      headings={loaderData.headings}
      updated={loaderData.updated}
    />
  );
}
