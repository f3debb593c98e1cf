import { redirectDocument } from "react-router";
import { type Language, languageOfPath, pathIn } from "#app/site/locale.ts";

/**
 * A redirect to a site page (`path`, without a language prefix; one is dropped) in `language`,
 * which may not be the request's. It names the whole address: a bare path would get the
 * current language's prefix from the router (its basename). Each language has its own router,
 * so the browser loads the whole document, with or without JavaScript.
 */
export function redirectInLanguage(
  request: Request,
  language: Language,
  path: string,
  init: number | ResponseInit = 302,
): Response {
  const target = new URL(path, "http://synapse.invalid");
  const page = `${languageOfPath(target.pathname).path}${target.search}${target.hash}`;
  return redirectDocument(new URL(pathIn(language, page), request.url).href, init);
}
