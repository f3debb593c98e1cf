import { useLingui } from "@lingui/react";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./locale.ts";

/** The language the page is rendered in. */
export function useLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}
