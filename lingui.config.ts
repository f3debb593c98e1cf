// Lingui's configuration: which languages have catalogs, where the catalogs are, and which code
// their messages are extracted from (`npx lingui extract`; docs/translating.md).
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { DEFAULT_LANGUAGE, languageCodes } from "./app/site/locale.ts";

export default defineConfig({
  sourceLocale: DEFAULT_LANGUAGE,
  locales: languageCodes,
  fallbackLocales: { default: DEFAULT_LANGUAGE },
  catalogs: [
    {
      // The site's interface: every page, email and message but the demos' and the operators'.
      path: "<rootDir>/app/locales/{locale}",
      include: ["<rootDir>/app", "<rootDir>/server"],
      exclude: [
        "**/node_modules/**",
        "**/+types/**",
        "**/*.test.ts",
        "**/*.test.tsx",
        "<rootDir>/app/demos/*/**", // each demo's own catalog (below); the shared kit.tsx is here
        "<rootDir>/app/routes/admin/**",
        "<rootDir>/app/components/admin/**",
      ],
    },
    {
      // Each lesson demo's words, loaded with the demo itself (app/demos/loaders.ts).
      path: "<rootDir>/app/demos/{name}/locales/{locale}",
      include: ["<rootDir>/app/demos/{name}/"],
      exclude: ["**/*.test.ts", "**/*.test.tsx"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
