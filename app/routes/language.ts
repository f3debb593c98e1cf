import { chooseLanguage } from "#app/accounts/language.server.ts";
import { formValues, readForm } from "#app/http/forms.ts";
import { languageOf } from "#app/http/i18n.server.ts";
import { redirectInLanguage } from "#app/http/language-redirect.ts";
import { safeRedirectPath } from "#app/http/safe-redirect.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { isLanguage } from "#app/site/locale.ts";
import type { Route } from "./+types/language.ts";

/**
 * POST from the language switcher of a signed-in learner (`language`, and `returnTo`: the page
 * they were on, a path on this site): their choice, kept with the account so that it follows
 * them to other devices and their emails; then that page in the chosen language. A link to the
 * other language could not say it was a choice: opening a page in another language is not one.
 * Without a session (signed out meanwhile) it only goes to the page. Works without JavaScript:
 * the switcher posts a plain form, and the answer loads the other language's whole page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const page = safeRedirectPath(values.returnTo, "/");
  if (!isLanguage(values.language)) return redirectInLanguage(request, languageOf({ context }), page, 303);
  const session = sessionOf({ context });
  if (session) await chooseLanguage(session.user.id, values.language);
  return redirectInLanguage(request, values.language, page, 303);
}
