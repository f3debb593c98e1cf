import { describe, expect, it, onTestFinished, vi } from "vitest";
import { db } from "#app/platform/db.server.ts";
import { auth, lookUpSession } from "./auth.server.ts";

const PASSWORD = "a long enough passphrase 42";
const DAY_MS = 24 * 60 * 60 * 1000;

let count = 0;
/** A new account, signed in: the Cookie header its browser would send, and its session token. */
async function signedIn(extraCookies = "synapse.tz=Europe%2FLondon") {
  const email = `session-${++count}-${Date.now()}@example.org`;
  await auth.api.signUpEmail({ body: { name: "Ada Lovelace", email, password: PASSWORD } });
  const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  const pair = headers
    .getSetCookie()
    .find((line) => line.startsWith("synapse.session_token="))
    ?.split(";")[0];
  if (!pair) throw new Error("signing in set no session cookie");
  const token = decodeURIComponent(pair.slice(pair.indexOf("=") + 1)).split(".")[0] ?? "";
  return { cookie: `${extraCookies}; ${pair}`, token, email };
}
const headersWith = (cookie: string) => new Headers({ cookie });
const setSession = (token: string, values: { expires_at?: string; created_at?: string }) =>
  db.updateTable("session").set(values).where("token", "=", token).execute();

/** Watches Better Auth's own session lookup for the rest of the test. */
function watchGetSession() {
  const spy = vi.spyOn(auth.api, "getSession");
  onTestFinished(() => spy.mockRestore());
  return spy;
}

describe("looking up the session a request's cookie names", () => {
  it("finds a current session with its learner, without a round through Better Auth's endpoint", async () => {
    const { cookie, token, email } = await signedIn();
    const viaBetterAuth = await auth.api.getSession({ headers: headersWith(cookie) });
    const getSession = watchGetSession();
    const { session, cookies } = await lookUpSession(headersWith(cookie));
    expect(getSession).not.toHaveBeenCalled();
    expect(cookies).toEqual([]);
    expect(session).toEqual({
      id: viaBetterAuth?.session.id,
      token,
      expiresAt: new Date(viaBetterAuth?.session.expiresAt ?? 0).toISOString(),
      user: {
        id: viaBetterAuth?.user.id,
        name: "Ada Lovelace",
        email,
        emailVerified: false,
        role: "learner",
        image: null,
      },
    });
  });

  it("knows no one from a visitor's cookies, a forged signature or an unknown token", async () => {
    const { cookie, token } = await signedIn();
    expect((await lookUpSession(headersWith("synapse.tz=UTC"))).session).toBeNull();
    const signature = decodeURIComponent(cookie.split("synapse.session_token=")[1] ?? "").split(".")[1] ?? "";
    const forgedSignature = `${signature.slice(0, 10)}${signature[10] === "A" ? "B" : "A"}${signature.slice(11)}`;
    for (const forged of [
      `synapse.session_token=${encodeURIComponent(`${token}.${forgedSignature}`)}`,
      `synapse.session_token=${encodeURIComponent(`another-token.${signature}`)}`,
      `synapse.session_token=${token}`,
      "synapse.session_token=",
    ]) {
      expect((await lookUpSession(headersWith(forged))).session, forged).toBeNull();
    }
  });

  it("knows no one once the session is revoked or has expired", async () => {
    const revoked = await signedIn();
    await db.deleteFrom("session").where("token", "=", revoked.token).execute();
    expect((await lookUpSession(headersWith(revoked.cookie))).session).toBeNull();

    const expired = await signedIn();
    await setSession(expired.token, { expires_at: new Date(Date.now() - 1000).toISOString() });
    expect((await lookUpSession(headersWith(expired.cookie))).session).toBeNull();
    // Better Auth deletes an expired session it is shown.
    const left = await db.selectFrom("session").select("id").where("token", "=", expired.token).execute();
    expect(left).toEqual([]);
  });

  it("rolls a session forward an hour after it was last rolled, and sends the cookie again", async () => {
    const { cookie, token } = await signedIn();
    const twoHoursAgoRolled = new Date(Date.now() + 30 * DAY_MS - 2 * 60 * 60 * 1000);
    await setSession(token, { expires_at: twoHoursAgoRolled.toISOString() });
    const { session, cookies } = await lookUpSession(headersWith(cookie));
    expect(session?.token).toBe(token);
    expect(cookies.some((line) => line.startsWith("synapse.session_token="))).toBe(true);
    const row = await db.selectFrom("session").select("expires_at").where("token", "=", token).executeTakeFirst();
    expect(new Date(row?.expires_at ?? 0).getTime()).toBeGreaterThan(twoHoursAgoRolled.getTime() + 60 * 60 * 1000);
  });

  it("ends a session 400 days after log-in, however often it was used", async () => {
    const { cookie, token } = await signedIn();
    await setSession(token, { created_at: new Date(Date.now() - 401 * DAY_MS).toISOString() });
    expect((await lookUpSession(headersWith(cookie))).session).toBeNull();
    const left = await db.selectFrom("session").select("id").where("token", "=", token).execute();
    expect(left).toEqual([]);
  });

  it("leaves a session that ends with the browser to Better Auth", async () => {
    const { cookie } = await signedIn();
    const getSession = watchGetSession();
    const { session } = await lookUpSession(headersWith(`${cookie}; synapse.dont_remember=anything`));
    expect(getSession).toHaveBeenCalledOnce();
    // Its own signature on that cookie does not check out, so Better Auth rolls the session as usual.
    expect(session?.user.name).toBe("Ada Lovelace");
  });
});
