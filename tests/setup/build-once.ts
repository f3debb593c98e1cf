import { spawnSync } from "node:child_process";
import path from "node:path";

// The integration and end-to-end suites test the built server, as `npm start` serves it.
export default function buildOnce() {
  const root = path.resolve(import.meta.dirname, "../..");
  const result = spawnSync(process.execPath, ["scripts/build.ts", "--if-stale"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("The build failed, so the server cannot be tested.");
}
