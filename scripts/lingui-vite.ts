// Lingui in Vite, for the build and the tests alike. A `.po` import becomes the compiled
// catalog (a catalog with an invalid message fails the build), and Lingui's macros are compiled
// by Babel, only in files that import them. Lingui's faster native transform ships as an
// optional package that npm skips when npm itself runs on a Node older than 22 (this machine's
// system Node), so a fresh `npm install` would lack it.
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";

// The Babel preset otherwise warns, on every build, that the native transform exists.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

export const linguiPlugins = () => [
  lingui({ failOnCompileError: true }),
  babel({ presets: [linguiTransformerBabelPreset()] }),
];
