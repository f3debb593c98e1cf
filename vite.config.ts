import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { content } from "./scripts/content/vite-plugin.ts";

export default defineConfig({
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React, React DOM and React Router run on every page: as one file rather than
              // the half-dozen that automatic splitting makes of them, they compress better
              // and cost fewer requests (first-load JavaScript budget, `npm run bench`).
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|vite[\\/]preload-helper/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [content(), tailwindcss(), reactRouter()],
});
