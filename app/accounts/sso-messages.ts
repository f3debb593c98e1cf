import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Why a password is refused for an address whose school requires its own sign-in (sso.server.ts). */
export function schoolOnlyMessage(i18n: I18n, school: { name: string; domain: string }): string {
  const { name, domain } = school;
  return i18n._(
    msg`Learners with ${domain} addresses sign in through ${name}, not with a Synapse password: choose “Continue with your school or work account”.`,
  );
}
