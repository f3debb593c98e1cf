import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { content } from "./scripts/content/vite-plugin.ts";
import { linguiPlugins } from "./scripts/lingui-vite.ts";
import { pageMessages } from "./scripts/page-messages-vite.ts";

/** The modules the browser loads on their own: each brings its own words (page-messages-vite.ts). */
const LAZY_SCREENS = new Set([
  "app/components/account-menu.tsx",
  "app/components/attempt-list.tsx",
  "app/components/auth-sync.tsx",
  "app/components/completion-waiting.tsx",
  "app/components/error-screen.tsx",
  "app/components/language-suggestion.tsx",
  "app/components/learning-dashboard.tsx",
  "app/components/lesson-place.tsx",
  "app/components/page-view-beacon.tsx",
  "app/components/quiz-wait-panel.tsx",
  "app/components/save-course.tsx",
  "app/components/saved-course-list.tsx",
  "app/components/signed-in-sync.tsx",
  "app/components/theme.tsx",
  "app/components/translation-notice.tsx",
  "app/components/version-banner.tsx",
]);
const loadsOnItsOwn = (file: string) =>
  file === "app/root.tsx" ||
  /^app\/routes\/.+\.tsx$/.test(file) ||
  /^app\/demos\/[^/]+\/demo\.tsx$/.test(file) ||
  LAZY_SCREENS.has(file);

export default defineConfig({
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: `${import.meta.dirname}/app/site/sync-store.ts` }],
  },
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React, React DOM, React Router and Lingui run on every page: as one file rather than
              // the half-dozen that automatic splitting makes of them, they compress better
              // and cost fewer requests (first-load JavaScript budget, `npm run bench`).
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|@lingui[\\/](core|react))[\\/]|vite[\\/]preload-helper|[\\/]app[\\/]site[\\/]sync-store\.ts$/,
                },
                {
                  // The small modules every page loads (the locale, dates, plurals, page meta,
                  // the viewer, the document-only context, the theme script,
                  // the breadcrumbs and course levels of most pages, the offline addresses): one file
                  // instead of one each, which also saves each one's imports.
                  name: "site",
                  test: /[\\/]app[\\/](site[\\/](locale|dates|plural|meta|site|i18n|browser-i18n|use-language)\.ts|http[\\/]document-only\.ts|components[\\/](use-hydrated\.ts|theme-script\.tsx|breadcrumbs\.tsx)|accounts[\\/]auth-store\.ts|content[\\/]levels\.ts|offline[\\/]addresses\.ts)$/,
                },
                {
                  // A visitor's record in this browser and how it changes: read and written
                  // together by the course pages, the lessons and their checks.
                  name: "visitor-record",
                  test: /[\\/]app[\\/]learning[\\/]visitor-record(-changes)?\.ts$/,
                },
                {
                  // The table primitive, for the list of quiz attempts, the profile and demos.
                  name: "table",
                  test: /[\\/]app[\\/]components[\\/]ui[\\/]table\.tsx$/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    ...linguiPlugins(),
    pageMessages({ root: "app/root.tsx", boundaries: loadsOnItsOwn }),
    content(),
    tailwindcss(),
    reactRouter(),
  ],
});
