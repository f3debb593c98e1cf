import { readAvatar } from "#app/accounts/avatar.server.ts";
import { requireSession } from "#app/http/session.server.ts";
import type { Route } from "./+types/profile-avatar.ts";

// Only the signed-in learner's own photo: there is no id in the URL to guess.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession({ request, context });
  const avatar = await readAvatar(user.id);
  if (!avatar) throw new Response("Not Found", { status: 404 });
  return new Response(Buffer.from(avatar.bytes), {
    headers: {
      "Content-Type": avatar.mime,
      "Content-Length": String(avatar.bytes.byteLength),
      // The URL changes with every upload (?v=...), so a cached copy never goes stale. The
      // shell adds X-Content-Type-Options: nosniff to every response.
      "Cache-Control": "private, max-age=31536000, immutable",
      "Content-Disposition": "inline",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
