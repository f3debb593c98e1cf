import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const buildInfoSchema = z.object({ buildId: z.string().min(1), builtAt: z.iso.datetime() });
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** build/meta.json is written by scripts/build.ts next to the client and server bundles. */
export const BUILD_META_FILE = "build/meta.json";

function readBuildInfo(): BuildInfo {
  if (import.meta.env?.DEV) return { buildId: "development", builtAt: new Date().toISOString() };
  const file = path.resolve(process.cwd(), BUILD_META_FILE);
  return buildInfoSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

export const buildInfo: BuildInfo = readBuildInfo();
