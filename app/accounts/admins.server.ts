// Operators: the `admin` role, which no form can give. `npm run create-admin` is the only
// caller; it promotes an account, or creates one that is an admin from the start. Accounts
// are Better Auth's, so the role is set through its store too.
import { securityEvent } from "#app/platform/logger.server.ts";
import { auth, passwordPolicy } from "./auth.server.ts";
import { passwordRules } from "./password-policy.ts";
import { weakPasswordMessage } from "./password-strength.server.ts";

/**
 * Null when an admin's new password is acceptable, otherwise what is wrong, in English for the
 * operator at the command line (the pages say it in their language: sign-in.server.ts).
 */
export function adminPasswordProblem(password: string, userInputs: string[]): string | null {
  const unmet = passwordRules(password, passwordPolicy).filter((rule) => !rule.met);
  if (unmet.length > 0) {
    const { minLength, maxLength } = passwordPolicy;
    const kinds = unmet.filter((rule) => rule.id !== "minLength" && rule.id !== "maxLength").map((rule) => rule.id);
    return [
      `The password does not meet the password policy: use ${minLength} to ${maxLength} characters`,
      kinds.length > 0 ? `, with at least one of each: ${kinds.join(", ")}.` : ".",
    ].join("");
  }
  return weakPasswordMessage(password, userInputs);
}

/** Makes the account with this address an admin; says what it found. */
export async function promoteToAdmin(email: string): Promise<"promoted" | "already-admin" | "no-account"> {
  const { internalAdapter } = await auth.$context;
  const found = await internalAdapter.findUserByEmail(email);
  if (!found) return "no-account";
  if ((found.user as { role?: string }).role === "admin") return "already-admin";
  await internalAdapter.updateUser(found.user.id, { role: "admin" });
  securityEvent("admin-granted", { userId: found.user.id, by: "npm run create-admin" });
  return "promoted";
}

/**
 * Creates an admin account. The operator vouches for the address, so it counts as
 * confirmed, and no confirmation email is queued: a command-line tool sends no links, and
 * mail already waiting for the address (a contact form's receipt, say) stays.
 */
export async function createAdmin(input: { email: string; name: string; password: string }): Promise<void> {
  const { internalAdapter, password } = await auth.$context;
  // As Better Auth's own sign-up does it: the hash first, then the user and its password.
  const hash = await password.hash(input.password);
  const user = await internalAdapter.createUser(
    { email: input.email, name: input.name, emailVerified: true, role: "admin" },
    { method: "admin" },
  );
  await internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: hash });
  securityEvent("admin-granted", { userId: user.id, by: "npm run create-admin" });
}
