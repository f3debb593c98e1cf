// npm run outbox [-- --to someone@example.com]
//
// The emails waiting in the outbox, oldest first, with the links in each: how an operator
// without a mail server (SMTP_URL unset) hands someone their confirmation or reset link. The
// server logs these links only in development; a production log never holds one.
import { parseArgs } from "node:util";
import { emailField } from "#app/accounts/forms.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { db } from "#app/platform/db.server.ts";
import { waitingEmails } from "#app/platform/email-outbox.server.ts";

const USAGE = "Usage: npm run outbox [-- --to someone@example.com]";

async function main(): Promise<number> {
  let to: string | undefined;
  try {
    to = parseArgs({ options: { to: { type: "string" } } }).values.to;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    return 2;
  }
  if (to !== undefined) {
    const address = emailField.safeParse(to);
    if (!address.success) {
      console.error(`--to: ${address.error.issues[0]?.message ?? "expected an email address"}\n${USAGE}`);
      return 2;
    }
    to = address.data;
  }
  await migrateToLatest(db);
  const emails = await waitingEmails(to);
  if (emails.length === 0) {
    console.log(to ? `No email to ${to} is waiting in the outbox.` : "No email is waiting in the outbox.");
    return 0;
  }
  for (const email of emails) {
    console.log(`${email.queuedAt}  to ${email.to}  "${email.subject}"`);
    for (const link of email.links) console.log(`  ${link}`);
  }
  console.log(
    `${emails.length} email${emails.length === 1 ? "" : "s"} waiting. Set SMTP_URL for the server to send them.`,
  );
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
