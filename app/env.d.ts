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
  /** The site's search index in each language, serialised by MiniSearch at build time. */
  const indexes: Record<string, string>;
  export default indexes;
}

declare module "*.po" {
  import type { Messages } from "@lingui/core";

  /** A Lingui catalog, compiled by @lingui/vite-plugin. */
  export const messages: Messages;
}

declare module "virtual:synapse/translations" {
  /** For every translated content file, by language and English path: true when its English source changed since. */
  const outdated: Record<string, Record<string, boolean>>;
  export default outdated;
}
