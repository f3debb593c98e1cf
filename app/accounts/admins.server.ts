// Operators: the `admin` role, which no form can give. `npm run create-admin` is the only
// caller; it promotes an account, or creates one that is an admin from the start. Accounts
// are Better Auth's, so the role is set through its store too.
import { forgetEmailsTo } from "#app/platform/email-outbox.server.ts";
import { securityEvent } from "#app/platform/logger.server.ts";
import { auth } from "./auth.server.ts";

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
 * confirmed: the confirmation email Better Auth queued is withdrawn.
 */
export async function createAdmin(input: { email: string; name: string; password: string }): Promise<void> {
  const { user } = await auth.api.signUpEmail({ body: input });
  const { internalAdapter } = await auth.$context;
  await internalAdapter.updateUser(user.id, { role: "admin", emailVerified: true });
  securityEvent("admin-granted", { userId: user.id, by: "npm run create-admin" });
  await forgetEmailsTo(input.email);
}
