import { data } from "react-router";
import { env } from "#app/platform/env.server.ts";
import type { Route } from "./+types/echo.ts";

// For the test suite only: reads the whole body and reports its size, to test the body
// limit on a route that reads its body. Answers 404 unless ENABLE_TEST_HOOKS is on.
export async function action({ request }: Route.ActionArgs) {
  if (!env.ENABLE_TEST_HOOKS) throw data(null, { status: 404 });
  return Response.json({ bytes: (await request.arrayBuffer()).byteLength });
}
