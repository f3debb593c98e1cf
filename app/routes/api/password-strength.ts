import { passwordStrengthRequest } from "#app/accounts/forms.ts";
import { estimateStrength } from "#app/accounts/password-strength.server.ts";
import { MIN_STRENGTH_SCORE, type StrengthReport } from "#app/accounts/password-strength.ts";
import { i18nOf } from "#app/http/i18n.server.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { LIMITS } from "#app/platform/rate-limit.server.ts";
import type { Route } from "./+types/password-strength.ts";

// POST /api/password-strength: how guessable the password being typed into a new-password
// field is, for its meter, so zxcvbn's dictionaries never go to the browser. It only informs:
// the form's action checks the password again. Nothing here logs the body. Its advice is in the
// language of its address (/es/api/password-strength for a Spanish page), like a page's words.
const noStore = { "Cache-Control": "no-store" };

function methodNotAllowed(): Response {
  return Response.json(
    { error: "Send the password to check with POST." },
    { status: 405, headers: { Allow: "POST", ...noStore } },
  );
}

export const loader = methodNotAllowed;

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  let body: unknown = null;
  try {
    body = JSON.parse(await request.text());
  } catch {
    // Not JSON: refused below like any other bad body.
  }
  const parsed = passwordStrengthRequest.safeParse(body);
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "The password to check was not readable.";
    return Response.json({ error }, { status: 400, headers: noStore });
  }
  await enforceLimits([LIMITS.passwordStrengthPerIp, context.get(requestContext).clientIp]);
  const { password, userInputs } = parsed.data;
  const report: StrengthReport = {
    ...estimateStrength(password, userInputs, i18nOf({ context })),
    minScore: MIN_STRENGTH_SCORE,
  };
  return Response.json(report, { headers: noStore });
}
