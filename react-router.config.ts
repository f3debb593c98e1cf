import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A route's clientAction stays in its module (the lesson's, which keeps answers given
  // offline): split into a chunk of its own, the module the browser loads first would no
  // longer be the one that waits for the page's words (scripts/page-messages-vite.ts).
  splitRouteModules: false,
} satisfies Config;
