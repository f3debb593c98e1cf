import { data } from "react-router";
import { env } from "#app/platform/env.server.ts";

// For the test suite only: shows the 500 screen. Answers 404 unless ENABLE_TEST_HOOKS is on.
export function loader() {
  if (!env.ENABLE_TEST_HOOKS) throw data(null, { status: 404 });
  throw new Error("Deliberate failure for the error-screen tests");
}

// A page component, so the error renders in the site layout like any page's would.
export default function TestError() {
  return null;
}
