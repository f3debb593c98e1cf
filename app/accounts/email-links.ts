// Where the links in account emails lead. Better Auth makes its links to its own handler,
// which we do not serve (decision record 0004); ours open our pages, carrying the token and,
// for a learner who signed up from a page that sent them to (a join link, a quiz), the path
// to return to once the address is confirmed.

/** The log-in page, bringing the learner back to `returnTo` (a path on this site) if given. */
export function logInPath(returnTo?: string): string {
  return returnTo ? `/login?${new URLSearchParams({ redirectTo: returnTo })}` : "/login";
}

/**
 * Our confirmation page for the link Better Auth made: its token, and the return path that
 * was given to Better Auth as `callbackURL` when there was one. Better Auth puts "/" there
 * when none was given, which is not a wish to see the home page; our pages check the path
 * again before following it.
 */
export function confirmationPath(betterAuthLink: string): string {
  const params = new URL(betterAuthLink).searchParams;
  const query = new URLSearchParams({ token: params.get("token") ?? "" });
  const back = params.get("callbackURL");
  if (back && back !== "/" && back.startsWith("/") && !back.startsWith("//")) query.set("redirectTo", back);
  return `/verify-email?${query}`;
}
