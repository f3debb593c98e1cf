import { describe, expect, it } from "vitest";
import { confirmationPath, logInPath } from "./email-links.ts";

const betterAuth = (query: string) => `http://localhost:3000/api/auth/verify-email?${query}`;
const paramsOf = (path: string) => new URL(path, "http://synapse.invalid").searchParams;

describe("logInPath", () => {
  it("leads to log-in, and back to the page given", () => {
    expect(logInPath()).toBe("/login");
    expect(logInPath("/join?code=ABCD-2345")).toBe("/login?redirectTo=%2Fjoin%3Fcode%3DABCD-2345");
  });
});

describe("confirmationPath", () => {
  it("opens our page with the token alone when no return path was given", () => {
    expect(confirmationPath(betterAuth("token=a.b-c_d&callbackURL=%2F"))).toBe("/verify-email?token=a.b-c_d");
    expect(confirmationPath(betterAuth("token=a.b-c_d"))).toBe("/verify-email?token=a.b-c_d");
  });

  it("carries the page to return to, query string and all", () => {
    const path = confirmationPath(betterAuth(`token=t0k&callbackURL=${encodeURIComponent("/join?code=ABCD-2345")}`));
    expect(path.startsWith("/verify-email?")).toBe(true);
    expect(paramsOf(path).get("token")).toBe("t0k");
    expect(paramsOf(path).get("redirectTo")).toBe("/join?code=ABCD-2345");
  });

  it("never carries an address on another site", () => {
    for (const back of ["https://evil.example/", "//evil.example", "evil.example", "javascript:alert(1)"]) {
      const path = confirmationPath(betterAuth(`token=t0k&callbackURL=${encodeURIComponent(back)}`));
      expect(paramsOf(path).get("redirectTo"), back).toBeNull();
    }
  });
});
