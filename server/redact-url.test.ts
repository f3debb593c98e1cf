import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact-url.ts";

describe("redactUrl", () => {
  it("hides the tokens of our emailed links", () => {
    expect(redactUrl("/reset-password?token=abc123DEF")).toBe("/reset-password?token=[redacted]");
    expect(redactUrl("/verify-email?token=eyJhbGciOi.x.y&callbackURL=%2Fprofile")).toBe(
      "/verify-email?token=[redacted]&callbackURL=%2Fprofile",
    );
  });

  it("hides any secret-looking parameter, however its name is written", () => {
    expect(redactUrl("/x?Code=1&api_key=2&client%5Fsecret=3&password=4&sig=5&otp=6")).toBe(
      "/x?Code=[redacted]&api_key=[redacted]&client%5Fsecret=[redacted]&password=[redacted]&sig=[redacted]&otp=[redacted]",
    );
  });

  it("hides what a learner searched for, and only that parameter", () => {
    expect(redactUrl("/search?q=my+diagnosis+and+AI")).toBe("/search?q=[redacted]");
    expect(redactUrl("/search.data?q=bias&_routes=routes%2Fsearch")).toBe(
      "/search.data?q=[redacted]&_routes=routes%2Fsearch",
    );
    expect(redactUrl("/x?quiz=1&seq=2")).toBe("/x?quiz=1&seq=2");
  });

  it("hides the secrets in a page to return to, keeping the page", () => {
    expect(redactUrl("/sign-up?redirectTo=%2Fjoin%3Fcode%3DABCD-2345")).toBe(
      `/sign-up?redirectTo=${encodeURIComponent("/join?code=[redacted]")}`,
    );
    expect(redactUrl("/verify-email?token=x.y.z&redirectTo=%2Fjoin%3Fcode%3DABCD-2345%26from%3Dmail")).toBe(
      `/verify-email?token=[redacted]&redirectTo=${encodeURIComponent("/join?code=[redacted]&from=mail")}`,
    );
    expect(redactUrl("/login?redirectTo=%E0%A4%A")).toBe("/login?redirectTo=[redacted]");
  });

  it("keeps everything else as it was", () => {
    expect(redactUrl("/courses/the-foundations-of-ai/what-is-ai")).toBe("/courses/the-foundations-of-ai/what-is-ai");
    expect(redactUrl("/quick-quiz?seed=42&r=1.0&utm_source=mail")).toBe("/quick-quiz?seed=42&r=1.0&utm_source=mail");
    expect(redactUrl("/login?redirectTo=%2Fprofile&flag")).toBe("/login?redirectTo=%2Fprofile&flag");
    expect(redactUrl("/x?%E0%A4%A=1")).toBe("/x?%E0%A4%A=1");
  });
});
