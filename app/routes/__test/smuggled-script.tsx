import { data } from "react-router";
import { publicPage } from "#app/http/caching.ts";
import { env } from "#app/platform/env.server.ts";

// For the test suite only: a page kept for every visitor whose content holds a <script> the
// app did not write, as a lesson's HTML could. The page cache must not allow it
// (server/page-cache.ts). Answers 404 unless ENABLE_TEST_HOOKS is on.
const SMUGGLED_SCRIPT = 'document.title = "smuggled"';

export function loader() {
  if (!env.ENABLE_TEST_HOOKS) throw data(null, { status: 404 });
  return null;
}

export const headers = publicPage;

export default function SmuggledScript() {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the point of the page: content that carries a script.
    <div dangerouslySetInnerHTML={{ __html: `<h1>Content</h1><script>${SMUGGLED_SCRIPT}</script>` }} />
  );
}
