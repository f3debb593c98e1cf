// npm run create-admin -- --email someone@example.com [--name "Their Name"]
//
// Makes an existing account an admin, or creates an admin account, asking for its password
// (typed without echo; read from the first line of standard input when that is not a
// terminal). The only way to become an admin: no form accepts a role.
//
// Links it writes (the address to log in at; any email the account's creation queues) must
// be the server's. Unset, SITE_URL is the address the server listens on, which a command run
// from another shell cannot know, so it must be set; only with NODE_ENV=development is the
// default taken, as `npm run dev` takes it (the same HOST and PORT give the same address).
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { adminPasswordProblem, createAdmin, promoteToAdmin } from "#app/accounts/admins.server.ts";
import { emailField, nameField } from "#app/accounts/forms.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { db } from "#app/platform/db.server.ts";
import { env } from "#app/platform/env.server.ts";

async function readPassword(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (!process.stdin.isTTY) {
    const { value } = await rl[Symbol.asyncIterator]().next();
    rl.close();
    return typeof value === "string" ? value : "";
  }
  // Echo nothing while the password is typed.
  const output = rl as unknown as { _writeToOutput: (s: string) => void };
  process.stdout.write(prompt);
  output._writeToOutput = () => {};
  const answer = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } } });
  const email = emailField.safeParse(values.email ?? "");
  if (!email.success) {
    console.error(`--email: ${email.error.issues[0]?.message ?? "expected an email address"}`);
    console.error('Usage: npm run create-admin -- --email someone@example.com [--name "Their Name"]');
    return 2;
  }
  if (!env.siteUrlSet && env.NODE_ENV !== "development") {
    console.error(
      "SITE_URL is not set, so this command cannot know the site's address for the links it writes. " +
        "Run it with the SITE_URL the server has, e.g. SITE_URL=https://learn.example.org npm run create-admin -- --email someone@example.com " +
        "(or, for a development server started with npm run dev, with NODE_ENV=development and the same HOST and PORT).",
    );
    return 2;
  }
  await migrateToLatest(db);
  const promoted = await promoteToAdmin(email.data);
  if (promoted !== "no-account") {
    console.log(
      `${promoted === "already-admin" ? `${email.data} is already an admin.` : `${email.data} is now an admin.`} ` +
        `The operators' pages are at ${env.SITE_URL}/admin.`,
    );
    return 0;
  }
  const name = nameField.safeParse(values.name ?? email.data.split("@")[0] ?? "");
  if (!name.success) {
    console.error(`--name: ${name.error.issues[0]?.message}`);
    return 2;
  }
  console.log(`No account uses ${email.data}; creating an admin account.`);
  const password = await readPassword("Password for the new admin: ");
  const problem = adminPasswordProblem(password, [email.data, name.data]);
  if (problem) {
    console.error(problem);
    return 1;
  }
  await createAdmin({ email: email.data, name: name.data, password });
  console.log(`Created the admin account ${email.data}. Log in at ${env.SITE_URL}/login.`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
