// A real SMTP server on a loopback port, for tests that read the emails Synapse sends.
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { freePort } from "./server.ts";

export type ReceivedEmail = { to: string[]; subject: string; text: string; html: string };

export type Mailbox = {
  /** The SMTP_URL to give the app. */
  url: string;
  messages: ReceivedEmail[];
  /** Waits for the next email to `to` whose subject matches; fails after `timeoutMs`. */
  waitFor: (to: string, subject?: RegExp, timeoutMs?: number) => Promise<ReceivedEmail>;
  close: () => Promise<void>;
};

export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedEmail[] = [];
  const taken = new Set<ReceivedEmail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: email.subject ?? "",
              text: email.text ?? "",
              html: email.html ?? "",
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  async function waitFor(to: string, subject?: RegExp, timeoutMs = 15_000): Promise<ReceivedEmail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(
        (m) => !taken.has(m) && m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)),
      );
      if (found) {
        taken.add(found);
        return found;
      }
      if (Date.now() > deadline) {
        const seen = messages.map((m) => `${m.to.join(",")}: ${m.subject}`).join("\n  ");
        throw new Error(
          `no email to ${to} matching ${subject ?? "anything"} within ${timeoutMs} ms; received:\n  ${seen}`,
        );
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in an email's text that starts with `prefix` (for example the site URL + "/verify-email"). */
export function linkIn(email: ReceivedEmail, prefix: string): string {
  const link = email.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in:\n${email.text}`);
  return link;
}
