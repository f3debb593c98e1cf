// Emailed sign-in links ("Email me a sign-in link" on /login): proof of the mailbox, which
// lets the owner in however many wrong passwords strangers have tried. Better Auth's
// magic-link plugin makes and checks the tokens (single-use: the first check consumes the
// row; stored hashed, as every verification token is here); this module says how long they
// live and writes the email. Our page, not Better Auth's handler, takes the link: it shows a
// button, because mail scanners open links and a GET must not sign anyone in.
import { magicLink } from "better-auth/plugins/magic-link";
import { db } from "#app/platform/db.server.ts";
import { queueEmail } from "#app/platform/email-outbox.server.ts";
import { env } from "#app/platform/env.server.ts";
import { DEFAULT_LANGUAGE, type Language, pathIn } from "#app/site/locale.ts";
import { emailLanguage } from "./language.server.ts";
import { SIGN_IN_LINK_MINUTES } from "./sign-in-links.ts";

/**
 * Where the emailed link points: our page, with the token and the page to return to (which
 * the log-in page checked, and the link's page checks again).
 */
export function signInLinkUrl(token: string, redirectTo: unknown, language: Language = DEFAULT_LANGUAGE): string {
  const query = new URLSearchParams({ token });
  if (typeof redirectTo === "string" && redirectTo !== "/learn") query.set("redirectTo", redirectTo);
  return `${env.SITE_URL}${pathIn(language, "/login/link")}?${query}`;
}

export const signInLinks = magicLink({
  expiresIn: SIGN_IN_LINK_MINUTES * 60,
  // A link signs in to an existing account only; it never creates one.
  disableSignUp: true,
  async sendMagicLink({ email, token, metadata }) {
    const user = await db.selectFrom("user").select(["name", "language"]).where("email", "=", email).executeTakeFirst();
    if (!user) return; // emailSignInLink asks only for accounts; an account deleted meanwhile gets nothing
    const language = emailLanguage(user.language);
    // Loaded when needed: the emails' words come from catalogs only the built server loads.
    const { signInLinkMessage } = await import("./emails.server.ts");
    await queueEmail(
      email,
      signInLinkMessage(
        { name: user.name, url: signInLinkUrl(token, metadata?.redirectTo, language), minutes: SIGN_IN_LINK_MINUTES },
        language,
      ),
    );
  },
});
