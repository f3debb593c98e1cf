import { exportAccount } from "~/lib/accounts.server";
import { requireUser } from "~/lib/auth.server";
import type { Route } from "./+types/profile-data";

/** "Download my data": everything Synapse stores about the learner, as one JSON file. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const body = JSON.stringify(await exportAccount(viewer), null, 2);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="synapse-my-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
