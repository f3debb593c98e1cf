// The language a learner chose, kept with their account so that it follows them to every
// device and every email is written in it. It is set when they sign up on a Spanish or German
// page, and whenever they choose one in the language switcher (routes/language.ts); opening a
// page in another language is not a choice and changes nothing. A stored code that is no
// longer offered reads as English in emails and as no choice everywhere else.
import { db } from "#app/platform/db.server.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#app/site/locale.ts";

/** The stored choice, if it names a language the site still offers. */
export const chosenLanguage = (stored: unknown): Language | null => (isLanguage(stored) ? stored : null);

/** The language a learner's emails are written in: their choice, else English. */
export const emailLanguage = (stored: unknown): Language => chosenLanguage(stored) ?? DEFAULT_LANGUAGE;

/** What the account stores (null for no choice, or no such account). */
export async function storedLanguage(by: { id: string } | { email: string }): Promise<string | null> {
  const query = db.selectFrom("user").select("language");
  const row = await ("id" in by
    ? query.where("id", "=", by.id)
    : query.where("email", "=", by.email.trim().toLowerCase())
  ).executeTakeFirst();
  return row?.language ?? null;
}

/** Records the learner's choice. */
export async function chooseLanguage(userId: string, language: Language): Promise<void> {
  await db.updateTable("user").set({ language }).where("id", "=", userId).execute();
}

/**
 * The language a learner who just logged in on a page in `pageLanguage` should go on in: the
 * one they chose, when it is another; null when they chose none (or one no longer offered).
 */
export async function languageToMoveTo(account: { email: string }, pageLanguage: Language): Promise<Language | null> {
  const chosen = chosenLanguage(await storedLanguage(account));
  return chosen && chosen !== pageLanguage ? chosen : null;
}
