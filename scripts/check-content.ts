// npm run content:check — validates every content file without building the site:
// schemas, cross-references (lessons listed by each course exist, every question points at
// a lesson of its course, every demo a lesson places exists), lesson length, and prints a
// per-course table of lessons, word counts, demos and questions by type.
// The same rules run in the build (scripts/content/vite-plugin.ts) and in the unit tests.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  contentFiles,
  courseSchema,
  glossarySchema,
  lessonFrontMatterSchema,
  placementTestSchema,
  questionBankSchema,
} from "#app/content/schemas.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, languageCodes } from "#app/site/locale.ts";
import { termMatcher } from "#scripts/content/glossary.ts";
import { renderMarkdown } from "#scripts/content/markdown.ts";
import { catalogProblems, checkTranslatedContent, englishContentFiles } from "#scripts/content/translations.ts";

const root = path.resolve(import.meta.dirname, "..");
const coursesDir = path.join(root, "content", "courses");
export const LESSON_WORDS = { min: 900, max: 1600 };
/** Questions per lesson in a course's quiz pool: an attempt asks two of them (decision 0011). */
export const POOL_PER_LESSON = 7;

const problems: string[] = [];
const problem = (where: string, what: string) => problems.push(`${where}: ${what}`);
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));

/** The glossary page promises at least this many terms (issue 15). */
export const GLOSSARY_MIN_TERMS = 120;
const glossaryFile = path.join(root, "content", "glossary.json");
const glossary = existsSync(glossaryFile) ? glossarySchema.safeParse(readJson(glossaryFile)) : null;
if (!glossary) problem("glossary.json", "missing");
else if (!glossary.success)
  problem("glossary.json", glossary.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; "));
const matcher = glossary?.success ? termMatcher(glossary.data) : undefined;
/** Which lessons use each glossary term (slug → "course/lesson"). */
const termUses = new Map<string, string[]>();

const allLessons = new Map<string, Set<string>>();
for (const slug of readdirSync(coursesDir).sort()) {
  const dir = path.join(coursesDir, slug);
  const course = courseSchema.safeParse(readJson(path.join(dir, "course.json")));
  if (!course.success) {
    problem(`${slug}/course.json`, course.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; "));
    continue;
  }
  const rows: string[] = [];
  const lessons = new Set<string>();
  /** Each lesson's "Check your understanding" blocks, which checks.json grades one by one. */
  const checkBlocks = new Map<string, number>();
  /** Each lesson's section headings as the page shows them, which questions may point at. */
  const headings = new Map<string, Set<string>>();
  allLessons.set(slug, lessons);
  for (const lesson of course.data.lessons) {
    const file = path.join(dir, `${lesson}.md`);
    if (!existsSync(file)) {
      problem(`${slug}/${lesson}.md`, "listed in course.json but missing");
      continue;
    }
    lessons.add(lesson);
    try {
      const doc = await renderMarkdown(readFileSync(file, "utf8"), { glossary: matcher });
      for (const term of doc.terms) termUses.set(term, [...(termUses.get(term) ?? []), `${slug}/${lesson}`]);
      headings.set(lesson, new Set(doc.headings.filter((h) => h.level === 2).map((h) => h.text)));
      const fm = lessonFrontMatterSchema.safeParse(doc.frontMatter);
      if (!fm.success)
        problem(`${slug}/${lesson}.md`, fm.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; "));
      if (doc.words < LESSON_WORDS.min || doc.words > LESSON_WORDS.max) {
        problem(`${slug}/${lesson}.md`, `${doc.words} words; lessons have ${LESSON_WORDS.min}-${LESSON_WORDS.max}`);
      }
      if (doc.demos.length === 0) problem(`${slug}/${lesson}.md`, "places no ::demo");
      for (const demo of doc.demos) {
        if (!existsSync(path.join(root, "app", "demos", demo, "demo.tsx"))) {
          problem(`${slug}/${lesson}.md`, `demo "${demo}" has no app/demos/${demo}/demo.tsx`);
        }
      }
      if (!doc.html.includes('class="callout callout-misconception"'))
        problem(`${slug}/${lesson}.md`, "has no :::misconception box");
      // Every demo is met with a guess first (issue 15): the page keeps it and shows it again after.
      if (!doc.html.includes("<div data-predict=")) problem(`${slug}/${lesson}.md`, "has no :::predict prompt");
      const checks = doc.html.match(/<div data-check/g)?.length ?? 0;
      checkBlocks.set(lesson, checks);
      if (checks < 2 || checks > 3) problem(`${slug}/${lesson}.md`, `${checks} check questions; lessons have 2 or 3`);
      rows.push(
        `  ${lesson.padEnd(36)} ${String(doc.words).padStart(5)} words  ${String(doc.terms.length).padStart(2)} terms  demo: ${doc.demos.join(", ")}`,
      );
    } catch (error) {
      problem(`${slug}/${lesson}.md`, error instanceof Error ? error.message : String(error));
    }
  }
  const extra = readdirSync(dir).filter((f) => f.endsWith(".md") && !course.data.lessons.includes(f.slice(0, -3)));
  for (const f of extra) problem(`${slug}/${f}`, "not listed in course.json lessons");

  // The graded form of each check question (issue 15): one per block, in the lesson's order.
  const checksFile = path.join(dir, "checks.json");
  if (!existsSync(checksFile)) problem(`${slug}/checks.json`, "missing");
  else {
    const checks = questionBankSchema.safeParse(readJson(checksFile));
    if (!checks.success)
      problem(`${slug}/checks.json`, checks.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; "));
    else {
      for (const lesson of course.data.lessons) {
        const ids = checks.data.filter((q) => q.lesson === lesson).map((q) => q.id);
        const expected = Array.from({ length: checkBlocks.get(lesson) ?? 0 }, (_, i) => `${lesson}-check-${i + 1}`);
        if (JSON.stringify(ids) !== JSON.stringify(expected))
          problem(
            `${slug}/checks.json`,
            `${lesson} has ${ids.join(", ") || "none"}; its blocks need ${expected.join(", ")}`,
          );
      }
      for (const q of checks.data) {
        if (!course.data.lessons.includes(q.lesson))
          problem(`${slug}/checks.json`, `${q.id} points at unknown lesson ${q.lesson}`);
        else if (q.section === undefined || !headings.get(q.lesson)?.has(q.section))
          problem(`${slug}/checks.json`, `${q.id}: section "${q.section ?? ""}" is not a heading of ${q.lesson}`);
      }
      rows.push(`  checks: ${checks.data.length} graded questions`);
    }
  }

  const quizFile = path.join(dir, "quiz.json");
  if (!existsSync(quizFile)) problem(`${slug}/quiz.json`, "missing");
  else {
    const bank = questionBankSchema.safeParse(readJson(quizFile));
    if (!bank.success)
      problem(`${slug}/quiz.json`, bank.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; "));
    else {
      for (const lesson of course.data.lessons) {
        const inPool = bank.data.filter((q) => q.lesson === lesson).length;
        if (inPool < POOL_PER_LESSON)
          problem(`${slug}/quiz.json`, `${inPool} questions on ${lesson}; a pool has at least ${POOL_PER_LESSON}`);
      }
      for (const q of bank.data) {
        if (q.idea === undefined || q.section === undefined)
          problem(`${slug}/quiz.json`, `${q.id} needs an "idea" and a "section" (shown when it is answered wrong)`);
        if (!course.data.lessons.includes(q.lesson))
          problem(`${slug}/quiz.json`, `${q.id} points at unknown lesson ${q.lesson}`);
        else if (q.section !== undefined && !headings.get(q.lesson)?.has(q.section))
          problem(`${slug}/quiz.json`, `${q.id}: section "${q.section}" is not a heading of ${q.lesson}`);
      }
      const byType = Object.entries(
        bank.data.reduce<Record<string, number>>((acc, q) => {
          acc[q.type] = (acc[q.type] ?? 0) + 1;
          return acc;
        }, {}),
      )
        .map(([t, n]) => `${t} ${n}`)
        .join(", ");
      const perLesson = course.data.lessons.map((l) => bank.data.filter((q) => q.lesson === l).length).join("/");
      rows.push(`  quiz pool: ${bank.data.length} questions, ${perLesson} per lesson (${byType})`);
    }
  }
  console.log(`${course.data.title}\n${rows.join("\n")}`);
}

const placementFile = path.join(root, "content", "placement.json");
if (existsSync(placementFile)) {
  const placement = placementTestSchema.safeParse(readJson(placementFile));
  if (!placement.success)
    problem("placement.json", placement.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; "));
  else {
    for (const { course, question } of placement.data) {
      if (!allLessons.get(course)?.has(question.lesson))
        problem("placement.json", `${question.id} points at unknown lesson ${question.lesson}`);
    }
  }
} else problem("placement.json", "missing");

if (glossary?.success) {
  const terms = glossary.data;
  if (terms.length < GLOSSARY_MIN_TERMS)
    problem("glossary.json", `${terms.length} terms; the glossary has at least ${GLOSSARY_MIN_TERMS}`);
  for (const term of terms) {
    if (!termUses.has(term.slug)) problem("glossary.json", `"${term.term}" is used by no lesson (nothing links to it)`);
    if (term.definition.toLowerCase().startsWith(term.term.toLowerCase()))
      problem("glossary.json", `"${term.term}": say what it is rather than starting with the term`);
  }
  const uses = [...termUses.values()].reduce((sum, list) => sum + list.length, 0);
  console.log(`\nGlossary: ${terms.length} terms, linked ${uses} times from the lessons.`);
}

// Every other language: a translation of every file, in the English file's structure, valid
// against the same schemas, its questions pointing at its own lessons' headings; and a
// catalog with every interface message translated.
for (const language of languageCodes.filter((code) => code !== DEFAULT_LANGUAGE)) {
  const contentDir = path.join(root, "content");
  const report = checkTranslatedContent(contentDir, language);
  problems.push(...report.problems);
  const counts = { lessons: 0, checks: 0, questions: 0, terms: 0 };
  const headingsOf = new Map<string, Set<string>>();
  for (const source of englishContentFiles(contentDir)) {
    const file = path.join(contentDir, language, source);
    if (!existsSync(file)) continue;
    const rule = contentFiles.find((r) => r.match.test(`content/${source}`));
    try {
      if (source.endsWith(".md")) {
        const doc = await renderMarkdown(readFileSync(file, "utf8"), { language });
        const { translation: _translation, ...front } = doc.frontMatter;
        const parsed = rule?.schema.safeParse(front);
        if (parsed && !parsed.success)
          problem(
            `${language}/${source}`,
            parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; "),
          );
        if (source.startsWith("courses/")) {
          counts.lessons++;
          headingsOf.set(
            source.replace(/\.md$/, ""),
            new Set(doc.headings.filter((h) => h.level === 2).map((h) => h.text)),
          );
        }
      } else {
        const content = readJson(file).content;
        const parsed = rule?.schema.safeParse(content);
        if (parsed && !parsed.success)
          problem(
            `${language}/${source}`,
            parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; "),
          );
        if (source === "glossary.json" && Array.isArray(content)) counts.terms = content.length;
        if (/(checks|quiz)\.json$/.test(source) && Array.isArray(content)) {
          counts[source.endsWith("checks.json") ? "checks" : "questions"] += content.length;
        }
      }
    } catch (error) {
      problem(`${language}/${source}`, error instanceof Error ? error.message : String(error));
    }
  }
  // A question's "reread" section names a heading of the lesson in the same language.
  for (const source of englishContentFiles(contentDir).filter((f) => /(checks|quiz)\.json$/.test(f))) {
    const file = path.join(contentDir, language, source);
    if (!existsSync(file)) continue;
    const bank = questionBankSchema.safeParse(readJson(file).content);
    if (!bank.success) continue;
    const course = source.split("/")[1];
    for (const q of bank.data) {
      const headings = headingsOf.get(`courses/${course}/${q.lesson}`);
      if (headings && q.section !== undefined && !headings.has(q.section))
        problem(`${language}/${source}`, `${q.id}: section "${q.section}" is not a heading of ${q.lesson}`);
    }
  }
  // The interface's catalog and each demo's.
  const catalog = path.join(root, "app", "locales", `${language}.po`);
  if (existsSync(catalog)) problems.push(...catalogProblems(catalog, language));
  else problem(`app/locales/${language}.po`, "missing (run npx lingui extract)");
  const demosDir = path.join(root, "app", "demos");
  for (const demo of readdirSync(demosDir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const file = path.join(demosDir, demo.name, "locales", `${language}.po`);
    if (existsSync(file)) problems.push(...catalogProblems(file, language).map((p) => `demos/${demo.name}: ${p}`));
  }
  console.log(
    `\n${LANGUAGES[language].name} (${language}): ${report.translated} files translated — ${counts.lessons} lessons, ${counts.checks} checks, ${counts.questions} quiz questions, ${counts.terms} glossary terms.`,
  );
  if (report.stale.length) {
    console.log(`  Older than their English source (${report.stale.length}); update them:`);
    for (const file of report.stale) console.log(`  - ${file}`);
  }
}

if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `- ${p}`).join("\n")}`);
  process.exitCode = 1;
} else console.log("\nAll content is valid.");
