declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}

declare module "*.md" {
  import type { MarkdownDocument } from "#app/content/document.ts";

  const doc: MarkdownDocument;
  export default doc;
}

declare module "virtual:synapse/search-index" {
  /** The site's search index, serialised by MiniSearch at build time. */
  const index: string;
  export default index;
}
