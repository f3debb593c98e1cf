// The PO catalogs as the build reads them (through Lingui's own API): for each catalog, which
// messages each file uses (its origins, `#: app/…`) and each language's words. Used by the page
// messages plugin (page-messages-vite.ts) and the content build (the words the lesson
// renderer writes, content/vite-plugin.ts).
import { type CatalogType, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { DEFAULT_LANGUAGE, type Language, languageCodes } from "#app/site/locale.ts";

/** One PO catalog: where it is, the ids each file uses, the English of each id, each language's messages. */
export type CatalogSource = {
  /** The catalog's path pattern, relative to the project: `app/locales/{locale}`. */
  path: string;
  idsByFile: Map<string, Set<string>>;
  /** The English (source) message of each id. */
  english: Map<string, string>;
  /** Language → id → the message in that language (its translation, or the English). */
  translations: Map<Language, Map<string, string>>;
};

export async function readCatalogs(projectRoot: string): Promise<CatalogSource[]> {
  const config = getConfig({ cwd: projectRoot });
  const catalogs = await getCatalogs(config);
  return Promise.all(
    catalogs.map(async (catalog) => {
      const idsByFile = new Map<string, Set<string>>();
      const english = new Map<string, string>();
      const source: CatalogType = (await catalog.read(DEFAULT_LANGUAGE)) ?? {};
      for (const [id, entry] of Object.entries(source)) {
        if (entry.obsolete) continue;
        english.set(id, entry.message ?? entry.translation ?? id);
        for (const [file] of entry.origin ?? []) {
          const ids = idsByFile.get(file) ?? new Set<string>();
          ids.add(id);
          idsByFile.set(file, ids);
        }
      }
      const translations = new Map<Language, Map<string, string>>();
      for (const language of languageCodes) {
        const { messages } = await catalog.getTranslations(language, {
          fallbackLocales: config.fallbackLocales,
          sourceLocale: config.sourceLocale,
        });
        translations.set(language, new Map(Object.entries(messages)));
      }
      const relativePath = catalog.path.startsWith(projectRoot)
        ? catalog.path.slice(projectRoot.length + 1)
        : catalog.path;
      return { path: relativePath, idsByFile, english, translations };
    }),
  );
}
