import { msg } from "@lingui/core/macro";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { localeOf, pathIn } from "#app/site/locale.ts";
import { SITE_NAME } from "#app/site/site.ts";
import type { Route } from "./+types/manifest.webmanifest.ts";

const ICON = "/icon-192.png";

/**
 * The web app manifest, in the language of its address (/es/manifest.webmanifest is Spanish):
 * what a browser needs to install Synapse, opening on the learner's dashboard, with shortcuts
 * to it and to today's review. The same app (`id`) in every language.
 */
export function loader({ context }: Route.LoaderArgs) {
  const language = languageOf({ context });
  const i18n = i18nOf({ context });
  const manifest = {
    id: "/",
    name: i18n._(msg({ message: "Synapse: learn what AI is", comment: "the installed app's full name" })),
    short_name: SITE_NAME,
    description: i18n._(msg`Free online courses that teach what artificial intelligence is.`),
    lang: localeOf(language),
    dir: "ltr",
    start_url: pathIn(language, "/learn"),
    scope: "/",
    display: "standalone",
    orientation: "any",
    background_color: "#f8fafc",
    theme_color: "#4338ca",
    categories: ["education"],
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
    shortcuts: [
      {
        name: i18n._(msg({ message: "Your learning", comment: "app shortcut to the learner's dashboard" })),
        url: pathIn(language, "/learn"),
        icons: [{ src: ICON, sizes: "192x192", type: "image/png" }],
      },
      {
        name: i18n._(msg({ message: "Review what’s due", comment: "app shortcut to today's spaced review" })),
        short_name: i18n._(msg({ message: "Review", comment: "app shortcut to today's spaced review, short" })),
        url: pathIn(language, "/learn/review"),
        icons: [{ src: ICON, sizes: "192x192", type: "image/png" }],
      },
    ],
  };
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
