// The words the lesson renderer writes into a lesson (its boxes' labels, a table's name, a
// demo's stand-in), in each language. They are interface
// words: translators find them in the site's catalogs (app/locales/<language>.po), where
// app/content/lesson-words.ts declares them.
import type { Language } from "#app/site/locale.ts";
import { readCatalogs } from "#scripts/lingui-catalogs.ts";

/** The English of each word, as app/content/lesson-words.ts declares it. */
export const ENGLISH_LESSON_WORDS = {
  predict: "Predict first",
  misconception: "Common misconception",
  deeper: "Go deeper",
  table: "Table",
  loadingDemo: "Loading the demo…",
  demoNeedsScript:
    "This interactive demo runs in your browser and needs JavaScript. The text around it explains the same idea.",
};

export type LessonWords = Record<keyof typeof ENGLISH_LESSON_WORDS, string>;

const DECLARED_IN = "app/content/lesson-words.ts";

/** Each language's lesson words, from the site's catalogs. */
export async function readLessonWords(projectRoot: string): Promise<Map<Language, LessonWords>> {
  const catalogs = await readCatalogs(projectRoot);
  const site = catalogs.find((c) => c.idsByFile.has(DECLARED_IN));
  if (!site) throw new Error(`No catalog holds the lesson words: run npx lingui extract (${DECLARED_IN}).`);
  const idOf = new Map([...(site.idsByFile.get(DECLARED_IN) ?? [])].map((id) => [site.english.get(id), id]));
  const words = new Map<Language, LessonWords>();
  for (const [language, messages] of site.translations) {
    const entries = Object.entries(ENGLISH_LESSON_WORDS).map(([key, english]) => {
      const id = idOf.get(english);
      if (!id) throw new Error(`"${english}" is not in ${DECLARED_IN}: declare it there and run npx lingui extract.`);
      return [key, messages.get(id) || english];
    });
    words.set(language, Object.fromEntries(entries) as LessonWords);
  }
  return words;
}
