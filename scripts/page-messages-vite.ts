// Each page's words, and only those, in the browser. The catalogs translators edit are one PO
// file per language (app/locales, and one per demo); the browser instead gets, for each module
// that loads on its own (the root, each route, each demo, each lazy screen: a "boundary"), a
// small chunk per language with the messages of the code that module brings in and no other
// boundary does. The module waits for its chunk in the page's language before it runs (a
// top-level await), so no component ever renders a message's id, on the first load or after a
// client navigation, and the chunk loads in parallel with the module's own imports.
//
// Which code a boundary brings in is the build's own module graph: its static imports, and the
// dynamic imports of modules that are not boundaries themselves. Which messages a file holds
// is the source catalog's origins (`#: app/routes/…`), which `lingui check sync`
// (scripts/catalogs.test.ts) keeps exact. The root's messages are left out of every other
// chunk: the root is always there. In development every chunk is the whole catalog.
// docs/decisions/0017-languages.md says why.
import path from "node:path";
import { createCompilationErrorMessage, createCompiledCatalog } from "@lingui/cli/api";
import type { Plugin } from "vite";
import { type Language, languageCodes } from "#app/site/locale.ts";
import { type CatalogSource, readCatalogs } from "#scripts/lingui-catalogs.ts";

const PREFIX = "virtual:synapse-messages/";
const RESOLVED = `\0${PREFIX}`;
// A words module's id ends in this, never in its boundary's file name, so that no rule that
// groups modules by file name (vite.config.ts) puts the words in the boundary's own chunk:
// the boundary would then wait for a chunk that waits for it.
const SUFFIX = ".words";
/** The module that loads a boundary's chunk into the browser's i18n instance. */
const LOADER = "/app/site/browser-i18n.ts";

type Loader = {
  load(options: { id: string; resolveDependencies?: boolean }): Promise<{
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  }>;
};

type Options = {
  /** The root module, relative to the project (its messages are in no other chunk). */
  root: string;
  /** The modules that load on their own, relative to the project. */
  boundaries: (file: string) => boolean;
};

export function pageMessages({ root: rootModule, boundaries }: Options): Plugin {
  let projectRoot = process.cwd();
  let building = false;
  let sources: Promise<CatalogSource[]> | undefined;
  let rootFiles: Promise<Map<string, string>> | undefined;

  const relative = (id: string) =>
    path
      .relative(projectRoot, id.split("?")[0] ?? id)
      .split(path.sep)
      .join("/");
  const isAppFile = (id: string) =>
    !id.startsWith("\0") && !id.includes("/node_modules/") && relative(id).startsWith("app/");

  /**
   * The app files a boundary brings in (its static imports, and lazy ones that are no boundary),
   * each with its code as the browser gets it (a route's server-only loader and action gone).
   */
  async function filesOf(context: Loader, start: string): Promise<Map<string, string>> {
    const files = new Map<string, string>();
    const seen = new Set<string>([start]);
    let level = [start];
    while (level.length > 0) {
      const infos = await Promise.all(level.map((id) => context.load({ id, resolveDependencies: true })));
      const next: string[] = [];
      infos.forEach((info, i) => {
        files.set(relative(level[i] ?? ""), info.code ?? "");
        const lazy = info.dynamicallyImportedIds.filter((id) => !boundaries(relative(id)));
        for (const id of [...info.importedIds, ...lazy]) {
          if (seen.has(id) || !isAppFile(id)) continue;
          seen.add(id);
          next.push(id);
        }
      });
      level = next;
    }
    return files;
  }

  /**
   * The messages the code of these files uses, each in its own catalog's words (a demo's and
   * the site's may share an id): the catalog's origins, less those only server code had (a
   * route's loader). Ids are written as string literals in the code the macros leave.
   */
  function messagesOf(catalogs: CatalogSource[], files: Map<string, string>, language: Language): Map<string, string> {
    const messages = new Map<string, string>();
    for (const [file, code] of files) {
      const catalog = catalogs.find((c) => c.idsByFile.has(file));
      const words = catalog?.translations.get(language);
      for (const id of catalog?.idsByFile.get(file) ?? []) {
        if (code.includes(`"${id}"`) || code.includes(`'${id}'`) || code.includes(`\`${id}\``)) {
          messages.set(id, words?.get(id) ?? "");
        }
      }
    }
    return messages;
  }

  return {
    name: "synapse-page-messages",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      projectRoot = config.root;
      building = config.command === "build";
    },
    buildStart() {
      sources = undefined;
      rootFiles = undefined;
    },
    transform: {
      filter: { id: /\.tsx?(?:$|\?)/ },
      handler(code, id) {
        if (id.startsWith("\0") || id.includes("?")) return null;
        const file = relative(id);
        if (!boundaries(file)) return null;
        const loaders = languageCodes.map(
          (l) => `${l}: () => import(${JSON.stringify(`${PREFIX}${l}/${file}${SUFFIX}`)})`,
        );
        // Appended, so the module's own lines keep their places in its source map; imports are
        // hoisted all the same, and the await holds the module until its words are in.
        return {
          code: `${code}\nimport { loadMessages as __loadMessages } from ${JSON.stringify(LOADER)};\nawait __loadMessages({ ${loaders.join(", ")} });\n`,
          map: null,
        };
      },
    },
    resolveId: {
      filter: { id: /^virtual:synapse-messages\// },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:synapse-messages\// },
      async handler(id) {
        const [language, ...rest] = id.slice(RESOLVED.length, -SUFFIX.length).split("/");
        const file = rest.join("/");
        if (!languageCodes.includes(language as Language)) throw new Error(`no such language: ${id}`);
        // Each catalog on its own: a demo's catalog and the site's may both hold a message with
        // the same English (and so the same id), each translated for its own place.
        sources ??= readCatalogs(projectRoot);
        const catalogs = await sources;
        // In the build, the messages the boundary's code uses, less the root's; in development,
        // every message.
        let messages: Map<string, string>;
        if (building) {
          messages = messagesOf(catalogs, await filesOf(this, path.join(projectRoot, file)), language as Language);
          if (file !== rootModule) {
            rootFiles ??= filesOf(this, path.join(projectRoot, rootModule));
            for (const id of messagesOf(catalogs, await rootFiles, language as Language).keys()) messages.delete(id);
          }
        } else {
          messages = new Map(catalogs.flatMap((c) => [...(c.translations.get(language as Language) ?? [])]));
        }
        const sorted = Object.fromEntries([...messages].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
        const { source, errors } = createCompiledCatalog(language as string, sorted, { namespace: "es" });
        if (errors.length > 0) throw new Error(createCompilationErrorMessage(language as string, errors));
        return { code: source, moduleType: "js" };
      },
    },
  };
}
