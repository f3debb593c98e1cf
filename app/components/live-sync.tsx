import { type ComponentType, lazy, Suspense } from "react";
import type { Viewer } from "#app/accounts/auth-store.ts";
import { useHydrated } from "./use-hydrated.ts";

// Only a signed-in learner's tabs hold the event stream and merge a visitor's progress, so
// that code is fetched once someone is signed in and never slows a visitor's first page. If
// it cannot be fetched (offline, or a new release replaced it) the page carries on without
// it: the next full page load tries again, and a visitor's progress waits in the browser.
const SignedInSync = lazy<ComponentType<{ userId: string; secure: boolean; dataAt: number | null }>>(() =>
  import("./signed-in-sync.tsx").then(
    (m) => ({ default: m.SignedInSync }),
    () => ({ default: () => null }),
  ),
);

/**
 * Keeps a signed-in learner's open tabs current and saves what they did as a visitor into
 * their account (signed-in-sync.tsx). Nothing for visitors, and nothing while hydrating.
 */
export function LiveSync({
  user,
  secure,
  dataAt,
}: {
  user: Viewer | null;
  secure: boolean;
  /** When the page read its data, on the server's clock (the root loader's `dataAt`). */
  dataAt: number | null;
}) {
  const hydrated = useHydrated();
  if (!user || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SignedInSync userId={user.id} secure={secure} dataAt={dataAt} />
    </Suspense>
  );
}
