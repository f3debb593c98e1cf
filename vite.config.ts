import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { content } from "./scripts/content/vite-plugin.ts";

export default defineConfig({
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
  plugins: [content(), tailwindcss(), reactRouter()],
});
