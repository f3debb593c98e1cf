import type { I18n } from "@lingui/core";
import type { RouterContextProvider } from "react-router";
import { catalogOf } from "#app/site/catalogs.server.ts";
import { i18nFor } from "#app/site/i18n.ts";
import type { Language } from "#app/site/locale.ts";
import { requestContext } from "./request-context.ts";

/** The language of the page a loader or action answers (its address's prefix). */
export const languageOf = ({ context }: { context: Readonly<RouterContextProvider> }): Language =>
  context.get(requestContext).language;

/** An i18n instance in the request's language, for words a loader or action writes. */
export const i18nOf = (args: { context: Readonly<RouterContextProvider> }): I18n => {
  const language = languageOf(args);
  return i18nFor(language, catalogOf(language));
};
