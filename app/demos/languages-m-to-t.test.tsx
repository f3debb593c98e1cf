// The demos from movie-recommender to tic-tac-toe-minimax speak Spanish and German: every message
// of their catalogs has a translation, and a demo rendered in a language shows its title in it.
import { readFileSync } from "node:fs";
import { I18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { classify, TRAINING_TEXTS, train } from "./spam-filter/logic.ts";

const catalogs = import.meta.glob<Messages>("./*/locales/*.po", { import: "messages", eager: true });
const modules = import.meta.glob<{ default: ComponentType }>("./*/demo.tsx");

/** Each converted demo and its title in Spanish and German. */
const TITLES: Record<string, { es: string; de: string }> = {
  "movie-recommender": { es: "Minirrecomendador de películas", de: "Mini-Filmempfehlung" },
  "next-word-predictor": { es: "Predictor de la palabra siguiente", de: "Vorhersage des nächsten Worts" },
  "noisy-sensor-lab": { es: "Laboratorio de sensores ruidosos", de: "Labor für verrauschte Sensoren" },
  "overfitting-slider": { es: "El control del sobreajuste", de: "Regler für Überanpassung" },
  "perceptron-trainer": { es: "Entrenador de perceptrón", de: "Perzeptron-Trainer" },
  "poll-simulator": { es: "Simulador de encuestas", de: "Umfragesimulator" },
  "provenance-detective": { es: "Detective de procedencia", de: "Herkunftsdetektiv" },
  "q-learning-gridworld": { es: "Q-learning en un mundo en cuadrícula", de: "Q-Learning in einer Gitterwelt" },
  reidentification: { es: "Desafío de reidentificación", de: "Re-Identifizierungs-Challenge" },
  "route-finder": { es: "Buscador de rutas", de: "Routensuche" },
  "sae-level-sorter": { es: "¿Quién conduce? Clasifica los niveles SAE", de: "Wer fährt? Ordne die SAE-Level zu" },
  "spam-filter": { es: "Filtro de spam bayesiano ingenuo", de: "Naiver Bayes-Spamfilter" },
  "stakeholder-map": {
    es: "¿Quién gana y quién sale perjudicado? Un mapa de partes interesadas",
    de: "Wer profitiert, wer wird geschädigt? Eine Stakeholder-Karte",
  },
  "tic-tac-toe-minimax": { es: "Tres en raya contra minimax", de: "Tic-Tac-Toe gegen Minimax" },
};

/** The msgids of a PO file whose msgstr is empty (the header aside). */
function untranslated(path: string): string[] {
  const text = readFileSync(new URL(path, import.meta.url), "utf8");
  return text
    .split("\n\n")
    .map((entry) => /^msgid (".*"(?:\n".*")*)\nmsgstr ("(?:.*)"(?:\n".*")*)/m.exec(entry))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [JSON.parse(`[${(m[1] ?? "").split("\n").join(",")}]`).join(""), m[2] ?? ""] as const)
    .filter(([id, str]) => id !== "" && /^""$/.test(str))
    .map(([id]) => id);
}

describe.each(Object.entries(TITLES))("the %s demo", (name, titles) => {
  it.each(["es", "de"] as const)("has every message translated into %s", (language) => {
    expect(untranslated(`./${name}/locales/${language}.po`)).toEqual([]);
  });

  it.each(["es", "de"] as const)("shows its title in %s", async (language) => {
    const messages = catalogs[`./${name}/locales/${language}.po`];
    const load = modules[`./${name}/demo.tsx`];
    expect(messages && load).toBeTruthy();
    if (!messages || !load) return;
    const i18n = new I18n({ locale: language, messages: { [language]: messages } });
    const { default: Demo } = await load();
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <Demo />
      </I18nProvider>,
    );
    expect(html).toContain(titles[language].replace(/'/g, "&#x27;"));
  });
});

describe.each(["es", "de"] as const)("the spam filter's training messages in %s", (language) => {
  const messages = catalogs[`./spam-filter/locales/${language}.po`] ?? {};
  const i18n = new I18n({ locale: language, messages: { [language]: messages } });
  const training = TRAINING_TEXTS.map((m) => ({ label: m.label, text: i18n._(m.text) }));
  const model = train(training);

  it("are translated and each one is classified as labeled, as in English", () => {
    for (const [i, m] of training.entries()) {
      expect(m.text).not.toBe(TRAINING_TEXTS[i]?.text.message);
      expect(classify(model, m.text).label).toBe(m.label);
    }
  });
});
