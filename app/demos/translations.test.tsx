// The translated demos speak Spanish and German: every message of their catalogs has a
// translation that keeps the English placeholders, and a demo rendered in a language shows
// that language's words (its title here), not English.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { i18nFor } from "#app/site/i18n.ts";

/** The demos translated so far, with their title in each language. */
const TRANSLATED: Record<string, { en: string; es: string; de: string }> = {
  "false-alarm-calculator": {
    en: "False-alarm calculator",
    es: "Calculadora de falsas alarmas",
    de: "Fehlalarm-Rechner",
  },
  "corridor-localization": {
    en: "Where am I? A robot in a corridor",
    es: "¿Dónde estoy? Un robot en un pasillo",
    de: "Wo bin ich? Ein Roboter im Flur",
  },
  "loan-counterfactual": {
    en: "Loan counterfactual explorer",
    es: "Explorador contrafáctico de préstamos",
    de: "Kredit-Entscheidung kontrafaktisch erkunden",
  },
  "clickable-day": { en: "A day with AI", es: "Un día con IA", de: "Ein Tag mit KI" },
  "fairness-threshold": {
    en: "Fairness threshold simulator",
    es: "Simulador de umbrales y equidad",
    de: "Simulator für Schwellenwerte und Fairness",
  },
  "convolution-playground": {
    en: "Convolution playground",
    es: "Laboratorio de convolución",
    de: "Faltungs-Spielwiese",
  },
  "braitenberg-vehicles": { en: "Braitenberg vehicles", es: "Vehículos de Braitenberg", de: "Braitenberg-Vehikel" },
  "data-cleaning": {
    en: "Clean a messy customer table",
    es: "Limpia una tabla de clientes desordenada",
    de: "Bereinige eine chaotische Kundentabelle",
  },
  "astar-grid": {
    en: "A* path planning on a grid",
    es: "Planificación de rutas con A* en una cuadrícula",
    de: "A*-Pfadplanung auf einem Raster",
  },
  "dataset-dissector": { en: "Dataset dissector", es: "Disección de conjuntos de datos", de: "Datensatz-Sezierer" },
  "decision-stump": {
    en: "Feature picker and decision stump",
    es: "Selector de características y tocón de decisión",
    de: "Merkmalswahl und Entscheidungsstumpf",
  },
  "knn-playground": {
    en: "k-nearest neighbors playground",
    es: "Laboratorio de k vecinos más cercanos",
    de: "Spielwiese: k-nächste Nachbarn",
  },
  "ai-act-classifier": {
    en: "Which AI Act category? A risk classifier",
    es: "¿Qué categoría del Reglamento de IA? Un clasificador de riesgos",
    de: "Welche Kategorie der KI-Verordnung? Ein Risikoklassifizierer",
  },
  "is-it-ai": {
    en: "Is it AI? Card sort",
    es: "¿Es IA? Clasifica las tarjetas",
    de: "Ist das KI? Sortiere die Karten",
  },
  "ai-timeline": { en: "Timeline sorter", es: "Ordena la línea de tiempo", de: "Ordne den Zeitstrahl" },
  "prompt-makeover": {
    en: "Prompt makeover and hallucination spotter",
    es: "Mejora tu instrucción y detecta alucinaciones",
    de: "Prompt-Makeover und Halluzinationen aufspüren",
  },
};

const demos = import.meta.glob<{ default: ComponentType }>("./*/demo.tsx", { eager: true });
const catalogs = import.meta.glob<Messages>("./*/locales/*.po", { import: "messages", eager: true });

/** msgid → msgstr of a PO file, header left out. */
function entries(path: string): Map<string, string> {
  const text = readFileSync(path, "utf8");
  const unquote = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`)).join("");
  const map = new Map<string, string>();
  for (const m of text.matchAll(/^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm)) {
    const id = unquote(m[1] ?? "");
    if (id) map.set(id, unquote(m[2] ?? ""));
  }
  return map;
}

/** The simple placeholders and tags of a message, sorted: {name}, <0>. */
const slots = (message: string) =>
  [...message.matchAll(/\{(\w+)[,}]|<\/?(\d+)\/?>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();

describe.each(Object.entries(TRANSLATED))("the %s demo", (name, titles) => {
  const dir = join(import.meta.dirname, name, "locales");
  const english = entries(join(dir, "en.po"));

  it.each(["es", "de"] as const)("has every message translated in %s, placeholders kept", (language) => {
    const translated = entries(join(dir, `${language}.po`));
    expect(english.size).toBeGreaterThan(0);
    for (const id of english.keys()) {
      const text = translated.get(id);
      expect(text, `${language}: ${id}`).toBeTruthy();
      expect([...new Set(slots(text ?? ""))], `${language}: ${id}`).toEqual([...new Set(slots(id))]);
    }
  });

  it.each(["en", "es", "de"] as const)("renders its title in %s", (language) => {
    const Demo = demos[`./${name}/demo.tsx`]?.default;
    const messages = catalogs[`./${name}/locales/${language}.po`];
    if (!Demo || !messages) throw new Error(`no demo or catalog for ${name} in ${language}`);
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18nFor(language, messages)}>
        <Demo />
      </I18nProvider>,
    );
    expect(html).toContain(titles[language].replaceAll("'", "&#x27;"));
    if (language !== "en") expect(html).not.toContain(titles.en);
  });
});
