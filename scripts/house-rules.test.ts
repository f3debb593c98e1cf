// The two rules of the house (docs/architecture.md) checked against the code itself: each
// table has one module that writes it, and the lint rules refuse the imports they promise
// to refuse (so a change to biome.jsonc that quietly drops one fails here).
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("every table has one writer", () => {
  it("names exactly one module for each table it inserts into, updates or deletes from", () => {
    const writers = new Map<string, Set<string>>();
    for (const file of [...sourceFiles("app"), ...sourceFiles("server"), ...sourceFiles("scripts")]) {
      if (file.startsWith("app/db/migrations/")) continue;
      const source = readFileSync(path.join(root, file), "utf8");
      for (const match of source.matchAll(/\b(?:insertInto|updateTable|deleteFrom)\(\s*"(\w+)"/g)) {
        const table = match[1] as string;
        writers.set(table, (writers.get(table) ?? new Set()).add(file));
      }
    }
    const shared = [...writers].filter(([, files]) => files.size > 1).map(([t, files]) => `${t}: ${[...files]}`);
    expect(shared).toEqual([]);
    // A positive control: the scan does find the writers it should.
    expect([...(writers.get("quiz_attempt") ?? [])]).toEqual(["app/learning/attempts.server.ts"]);
    expect([...(writers.get("email_outbox") ?? [])]).toEqual(["app/platform/email-outbox.server.ts"]);
  });
});

/**
 * Lints `source` as if it were the file at `file` in this project (with our biome.jsonc, in
 * a scratch folder, so the working tree is never touched) and returns what Biome says.
 */
function lint(file: string, source: string): string {
  const scratch = mkdtempSync(path.join(tmpdir(), "synapse-lint-"));
  try {
    copyFileSync(path.join(root, "biome.jsonc"), path.join(scratch, "biome.jsonc"));
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), source);
    const biome = path.join(root, "node_modules", ".bin", "biome");
    const result = spawnSync(biome, ["lint", "--vcs-enabled=false", file], { cwd: scratch, encoding: "utf8" });
    return `${result.stdout}\n${result.stderr}`;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

describe("the lint rules for imports and layers", () => {
  const cases: [string, string, string][] = [
    ["app/learning/x.ts", 'import { db } from "~/lib/db.server";', "the ~ alias is gone"],
    ["app/learning/x.ts", 'import { y } from "../content/schemas.ts";', "No parent-relative imports"],
    ["app/learning/x.ts", 'import { y } from "#app/content/schemas";', "Write the file's extension"],
    ["app/learning/x.ts", 'import Home from "#app/routes/home.tsx";', "Nothing imports a route module"],
    ["app/learning/x.ts", 'import { sessionOf } from "#app/http/session.server.ts";', "Domain code never depends"],
    ["app/learning/x.server.ts", 'import { redirect } from "react-router";', "the route maps them to a redirect"],
    ["app/platform/x.ts", 'import { quizBanks } from "#app/content/content.server.ts";', "know no domain"],
    ["app/db/x.ts", 'import { env } from "#app/platform/env.server.ts";', "Migrations and table types stand alone"],
    ["app/components/x.tsx", 'import { db } from "#app/platform/db.server.ts";', "Browser code never imports"],
    ["app/learning/x.ts", 'import { recordAttempt } from "./attempts.server.ts";', "Browser code never imports"],
    // Which domain may import which (each folder's README): one direction only.
    [
      "app/learning/x.server.ts",
      'import { tellGroupLeaders } from "#app/groups/progress.server.ts";',
      "Learning imports no domain but app/content and app/insights",
    ],
    [
      "app/learning/x.server.ts",
      'import { deleteAccount } from "#app/accounts/profile.server.ts";',
      "Learning imports",
    ],
    [
      "app/groups/x.server.ts",
      'import { completeLesson } from "#app/learning/progress.server.ts";',
      "Groups reads only",
    ],
    ["app/groups/x.server.ts", 'import { recordPageView } from "#app/insights/visits.server.ts";', "Groups imports"],
    ["app/insights/x.server.ts", 'import { groupProgress } from "#app/groups/progress.server.ts";', "Insights imports"],
    [
      "app/insights/x.server.ts",
      'import { courseRecord } from "#app/learning/record.server.ts";',
      "Insights reads only",
    ],
    ["app/accounts/x.server.ts", 'import { courseRecord } from "#app/learning/record.server.ts";', "Accounts imports"],
    ["app/feedback/x.ts", 'import { isFinished } from "#app/learning/record.ts";', "Feedback imports"],
    ["app/content/x.server.ts", 'import { env } from "#app/platform/env.server.ts";', "Content imports nothing"],
    ["app/platform/x.server.ts", 'import { groupProgress } from "#app/groups/progress.server.ts";', "know no domain"],
  ];

  it.each(cases)("refuses, in %s, %s", (file, source, message) => {
    expect(lint(file, `${source}\nexport const used = [${/import (?:\{ )?(\w+)/.exec(source)?.[1]}];\n`)).toContain(
      message,
    );
  });

  it("accepts the imports the house uses", () => {
    const source = [
      'import { findCourse } from "#app/content/content.server.ts";',
      'import { recordAttempt } from "./attempts.server.ts";',
      'import { PASS_MARK } from "./quiz.ts";',
      "export const used = [findCourse, recordAttempt, PASS_MARK];",
      "",
    ].join("\n");
    expect(lint("app/learning/x.server.ts", source)).not.toMatch(/noRestrictedImports|useImportExtensions/);
  });

  it("accepts the imports between domains that their READMEs allow", () => {
    const allowed: [string, string][] = [
      ["app/learning/x.server.ts", 'import { recordLearningEvent } from "#app/insights/visits.server.ts";'],
      ["app/groups/x.server.ts", 'import { isFinished } from "#app/learning/record.ts";'],
      ["app/insights/x.server.ts", 'import { gradeQuestion } from "#app/learning/quiz.ts";'],
      ["app/accounts/x.server.ts", 'import { recordLearningEvent } from "#app/insights/visits.server.ts";'],
      ["app/feedback/x.ts", 'import { emailField } from "#app/accounts/forms.ts";'],
      ["app/content/x.ts", 'import { SITE_NAME } from "#app/site/site.ts";'],
    ];
    for (const [file, source] of allowed) {
      const used = /import \{ (\w+)/.exec(source)?.[1];
      expect(lint(file, `${source}\nexport const used = [${used}];\n`), `${file}: ${source}`).not.toMatch(
        /noRestrictedImports/,
      );
    }
  });
});
