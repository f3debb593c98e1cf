import { describe, expect, it } from "vitest";
import type { EmailContent } from "#app/platform/email-layout.server.ts";
import {
  changeEmailConfirmationMessage,
  existingAccountSignUpMessage,
  passwordChangedMessage,
  resetPasswordMessage,
  signInLinkMessage,
  verifyEmailMessage,
  verifyNewEmailMessage,
} from "./emails.server.ts";

const url = "https://synapse.example/verify-email?token=abc&next=%2Fprofile";
const escapedUrl = "https://synapse.example/verify-email?token=abc&amp;next=%2Fprofile";
const loginUrl = "https://synapse.example/login?from=email&x=1";
const resetUrl = "https://synapse.example/forgot-password?from=email&x=2";
const when = new Date("2026-11-22T19:05:00Z");
const hostile = "<script>alert(1)</script>";

function allMessages(name: string): Record<string, EmailContent> {
  return {
    verifyEmail: verifyEmailMessage({ name, url }),
    existingAccountSignUp: existingAccountSignUpMessage({ name, loginUrl, resetUrl }),
    resetPassword: resetPasswordMessage({ name, url }),
    changeEmailConfirmation: changeEmailConfirmationMessage({ name, newEmail: "ada.new@example.com", url }),
    verifyNewEmail: verifyNewEmailMessage({ name, url }),
    passwordChanged: passwordChangedMessage({ name, when, resetUrl }),
    signInLink: signInLinkMessage({ name, url, minutes: 15 }),
  };
}

const lines = (message: EmailContent) => message.text.split("\n");

describe("account emails", () => {
  it("have clear subjects", () => {
    const subjects = Object.fromEntries(Object.entries(allMessages("Ada")).map(([key, m]) => [key, m.subject]));
    expect(subjects).toEqual({
      verifyEmail: "Confirm your email for Synapse",
      existingAccountSignUp: "You already have a Synapse account",
      resetPassword: "Reset your Synapse password",
      changeEmailConfirmation: "Confirm your new email for Synapse",
      verifyNewEmail: "Confirm your new email for Synapse",
      passwordChanged: "Your Synapse password was changed",
      signInLink: "Your Synapse sign-in link",
    });
  });

  it.each([
    ["verifyEmail", verifyEmailMessage({ name: "Ada", url })],
    ["resetPassword", resetPasswordMessage({ name: "Ada", url })],
    ["changeEmailConfirmation", changeEmailConfirmationMessage({ name: "Ada", newEmail: "n@example.com", url })],
    ["verifyNewEmail", verifyNewEmailMessage({ name: "Ada", url })],
    ["signInLink", signInLinkMessage({ name: "Ada", url, minutes: 15 })],
  ])("%s puts its link alone on a text line and escaped in an HTML href", (_, message) => {
    expect(lines(message)).toContain(url);
    expect(message.html).toContain(`href="${escapedUrl}"`);
    // Printed as text too, for mail clients that hide the button.
    expect(message.html).toContain(`>${escapedUrl}</a>`);
    expect(message.html).not.toContain("&next");
  });

  it("offers both logging in and resetting the password to someone who already has an account", () => {
    const message = existingAccountSignUpMessage({ name: "Ada", loginUrl, resetUrl });
    expect(lines(message)).toContain(loginUrl);
    expect(lines(message)).toContain(resetUrl);
    expect(message.html).toContain('href="https://synapse.example/login?from=email&amp;x=1"');
    expect(message.html).toContain('href="https://synapse.example/forgot-password?from=email&amp;x=2"');
    expect(message.text).toContain("Someone (maybe you)");
    expect(message.text).toContain("Nothing has changed in your account.");
  });

  it("tells the reader how long each link works", () => {
    expect(verifyEmailMessage({ name: "Ada", url }).text).toContain("This link works for 24 hours.");
    expect(verifyNewEmailMessage({ name: "Ada", url }).text).toContain("This link works for 24 hours.");
    expect(changeEmailConfirmationMessage({ name: "Ada", newEmail: "n@example.com", url }).text).toContain(
      "This link works for 24 hours.",
    );
    const reset = resetPasswordMessage({ name: "Ada", url });
    expect(reset.text).toContain("This link works for 1 hour and can be used only once.");
    expect(reset.html).toContain("This link works for 1 hour and can be used only once.");
    expect(reset.text).toContain("Your password stays the same until you choose a new one.");
    expect(signInLinkMessage({ name: "Ada", url, minutes: 15 }).text).toContain(
      "This link works once, for 15 minutes, in any browser.",
    );
  });

  it("asks the current address to confirm the switch, naming the new one", () => {
    const message = changeEmailConfirmationMessage({ name: "Ada", newEmail: "o'hara&co@example.com", url });
    expect(message.text).toContain("o'hara&co@example.com");
    expect(message.html).toContain("o&#39;hara&amp;co@example.com");
    expect(message.text).toContain("If you didn't ask for this, please change your password");
  });

  it("dates a password change in UTC and links to a reset", () => {
    const message = passwordChangedMessage({ name: "Ada", when, resetUrl });
    expect(message.text).toContain("changed on 22 November 2026 at 19:05 UTC.");
    expect(message.text).toContain("signed you out on your other devices");
    expect(lines(message)).toContain(resetUrl);
    expect(message.html).toContain('href="https://synapse.example/forgot-password?from=email&amp;x=2"');
  });

  it.each(Object.entries(allMessages(hostile)))("%s escapes a hostile name in the HTML", (_, message) => {
    expect(message.html).not.toContain("<script");
    expect(message.html).toContain("Hi &lt;script&gt;alert(1)&lt;/script&gt;,");
    // Plain text is not HTML: the name stays as typed.
    expect(lines(message)[0]).toBe(`Hi ${hostile},`);
  });

  it.each(Object.entries(allMessages("Ada")))("%s is a self-contained, signed HTML document", (_, message) => {
    expect(message.html.startsWith("<!doctype html>")).toBe(true);
    expect(message.html).toContain('<html lang="en">');
    expect(message.html).toContain('<meta charset="utf-8">');
    expect(message.html).toContain(`<title>${message.subject}</title>`);
    expect(message.html).toContain("max-width:560px");
    expect(message.html).not.toMatch(/<style|<script|<img|<link|url\(/i);
    for (const body of [message.text, message.html]) {
      expect(body).toContain("Hi Ada,");
      expect(body).toContain("— Synapse");
      expect(body).toContain("You received this because someone used this address on Synapse.");
    }
  });

  it("greets plainly when the name is blank", () => {
    expect(lines(verifyEmailMessage({ name: "  ", url }))[0]).toBe("Hi,");
  });
});
