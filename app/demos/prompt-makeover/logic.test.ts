import type { MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { i18nFor } from "#app/site/i18n.ts";
import type { Language } from "#app/site/locale.ts";
import { messages as deMessages } from "./locales/de.po";
import { messages as enMessages } from "./locales/en.po";
import { messages as esMessages } from "./locales/es.po";
import { ANSWERS, CHECK_ORDER, type CheckId, countWords, GOALS, gradeSpotting, scorePrompt } from "./logic.ts";

const i18n = { en: i18nFor("en", enMessages), es: i18nFor("es", esMessages), de: i18nFor("de", deMessages) };
/** A message as a learner in that language reads it. */
const text = (language: Language, descriptor: MessageDescriptor) => i18n[language]._(descriptor);

const met = (prompt: string, language: Language = "en") =>
  scorePrompt(prompt, language)
    .checks.filter((c) => c.met)
    .map((c) => c.id);
const evidence = (prompt: string, language: Language, id: CheckId) =>
  scorePrompt(prompt, language).checks.find((c) => c.id === id)?.evidence;

/** The quoted part of a hint, quotation marks included: what the hint suggests typing. */
const quoted = (hint: string) => /[“„«].*[”“»]/u.exec(hint)?.[0] ?? "";

describe("prompt checklist", () => {
  it("scores a vague starter prompt low and a detailed prompt six out of six, for every goal", () => {
    for (const goal of GOALS) {
      expect(scorePrompt(text("en", goal.starter)).score).toBeLessThanOrEqual(2);
      const strong = scorePrompt(text("en", goal.strong));
      expect(strong.score).toBe(6);
      expect(strong.next).toBeNull();
    }
  });

  it("suggests one missing ingredient at a time, in a fixed order", () => {
    expect(scorePrompt("birthday party ideas").next).toBe("task");
    expect(scorePrompt("Plan a birthday party").next).toBe("context");
    expect(scorePrompt("Plan a birthday party for my niece").next).toBe("audience");
    expect(scorePrompt("Plan a birthday party for my niece and her 8-year-old friends").next).toBe("format");
  });

  it("ticks each ingredient only when its words appear, and shows the words it found", () => {
    const prompt = "Write a list of games for my 7-year-old son, such as tag. Keep it under 50 words.";
    expect(met(prompt)).toEqual([...CHECK_ORDER]);
    expect(evidence(prompt, "en", "format")).toBe("list");
    expect(evidence(prompt, "en", "audience")).toBe("7-year-old");
    expect(evidence(prompt, "en", "constraints")).toBe("Keep it");
    expect(met("Write something")).toEqual([]);
  });

  it("needs more than a bare action word for the task", () => {
    expect(met("Write")).toEqual([]);
    expect(met("Write a poem")).toEqual(["task"]);
  });

  it("recognizes a quoted sample as an example and a money limit as a constraint", () => {
    expect(met('Draft a reply like "Thanks so much, see you on Friday!"')).toContain("example");
    expect(met("Suggest gifts up to €30")).toContain("constraints");
    expect(met("Suggest gifts")).not.toContain("constraints");
  });

  it("counts words", () => {
    expect(countWords("  ")).toBe(0);
    expect(countWords("plan a  party\nfor Mila")).toBe(5);
  });
});

describe.each(["es", "de"] as const)("the %s example prompts, checked with that language's words", (language) => {
  it("are translated", () => {
    for (const goal of GOALS) {
      for (const descriptor of [goal.title, goal.starter, goal.strong, ...Object.values(goal.hints)]) {
        expect(text(language, descriptor)).not.toBe(text("en", descriptor));
      }
    }
  });

  it("score ingredient for ingredient as the English ones: the same in each starter, all six in each strong prompt", () => {
    for (const goal of GOALS) {
      expect(met(text(language, goal.starter), language), goal.id).toEqual(met(text("en", goal.starter)));
      const strong = scorePrompt(text(language, goal.strong), language);
      expect(
        strong.checks.filter((c) => !c.met).map((c) => c.id),
        goal.id,
      ).toEqual([]);
      expect(strong.next).toBeNull();
    }
  });

  it("give hints whose quoted phrase ticks the ingredient they are about, as in English", () => {
    for (const goal of GOALS) {
      for (const id of CHECK_ORDER) {
        for (const lang of ["en", language] as const) {
          const phrase = quoted(text(lang, goal.hints[id]));
          expect(phrase, `${lang} ${goal.id} ${id}`).not.toBe("");
          expect(met(phrase, lang), `${lang} ${goal.id} ${id}: ${phrase}`).toContain(id);
        }
      }
    }
  });

  it("would miss most ingredients if checked with the English words, which is why each language has its own", () => {
    for (const goal of GOALS) expect(scorePrompt(text(language, goal.strong), "en").score).toBeLessThan(4);
  });
});

describe("the Spanish rules", () => {
  it("suggest one missing ingredient at a time, in the same order", () => {
    expect(scorePrompt("ideas para una fiesta de cumpleaños", "es").next).toBe("task");
    expect(scorePrompt("Planifica una fiesta de cumpleaños", "es").next).toBe("context");
    expect(scorePrompt("Planifica una fiesta de cumpleaños para mi sobrina", "es").next).toBe("audience");
    expect(scorePrompt("Planifica una fiesta de cumpleaños para mi sobrina y sus amigos de 8 años", "es").next).toBe(
      "format",
    );
  });

  it("tick each ingredient and show the Spanish words they found", () => {
    const prompt =
      "Escribe una lista de juegos para mi hijo de 7 años, como por ejemplo la gallinita ciega. Que no pase de 50 palabras.";
    expect(met(prompt, "es")).toEqual([...CHECK_ORDER]);
    expect(evidence(prompt, "es", "task")).toBe("Escribe");
    expect(evidence(prompt, "es", "context")).toBe("mi");
    expect(evidence(prompt, "es", "format")).toBe("lista");
    expect(evidence(prompt, "es", "audience")).toBe("de 7 años");
    expect(evidence(prompt, "es", "example")).toBe("como por ejemplo");
    expect(evidence(prompt, "es", "constraints")).toBe("no pase de");
    expect(met("Escribe algo", "es")).toEqual([]);
    expect(met("Escribe", "es")).toEqual([]);
    expect(met("Escribe un poema", "es")).toEqual(["task"]);
  });

  it("find commands with a pronoun or an accent, typed with or without the accent, in any case", () => {
    for (const prompt of ["Explícame cómo funciona", "Explicame como funciona", "EXPLÍCAME CÓMO FUNCIONA"]) {
      expect(met(prompt, "es"), prompt).toEqual(["task"]);
    }
    expect(evidence("Recomiéndame tres libros", "es", "task")).toBe("Recomiéndame");
    expect(met("Sugiéreme tres libros", "es")).toContain("task");
    expect(met("Resúmeme este texto", "es")).toContain("task");
    expect(met("Haz un resumen corto", "es")).toContain("task");
  });

  it("treat an accent as one letter, however it was typed (composed or as a separate mark)", () => {
    const decomposed = "Explícame cómo se forma un arcoíris para niños".normalize("NFD");
    expect(met(decomposed, "es")).toEqual(["task", "audience"]);
    expect(evidence(decomposed, "es", "audience")).toBe("niños");
    expect(met("Explicame como se forma un arcoiris para ninos", "es")).toEqual(["task", "audience"]);
  });

  it("find every word its description names", () => {
    for (const verb of ["escribe", "planifica", "explica", "enumera", "sugiere", "compara"]) {
      expect(met(`${verb} tres cosas`, "es"), verb).toContain("task");
    }
    for (const word of ["soy", "tengo", "mi", "nosotros", "nuestro", "porque", "para que", "actualmente"]) {
      expect(met(word, "es"), word).toContain("context");
    }
    for (const word of ["lectores", "de 10 años", "principiantes", "clientes", "un casero", "público"]) {
      expect(met(word, "es"), word).toContain("audience");
    }
    for (const word of ["una lista", "viñetas", "una tabla", "pasos", "párrafos", "un correo"]) {
      expect(met(word, "es"), word).toContain("format");
    }
    for (const word of ["por ejemplo", "tal como", "p. ej.", "«Hola, ¿qué tal estás?»"]) {
      expect(met(word, "es"), word).toContain("example");
    }
    for (const word of ["menos de", "no más de", "como máximo", "presupuesto", "evita", "debe", "solo", "tono"]) {
      expect(met(word, "es"), word).toContain("constraints");
    }
    expect(met("en 100 palabras", "es")).toContain("constraints");
  });

  it("recognize a quoted sample as an example and a money limit as a constraint", () => {
    expect(met("Redacta una respuesta como «¡Muchas gracias, nos vemos el viernes!»", "es")).toContain("example");
    expect(met('Redacta una respuesta como "¡Muchas gracias, nos vemos el viernes!"', "es")).toContain("example");
    expect(met("Sugiere regalos de hasta 30 €", "es")).toContain("constraints");
    expect(met("Sugiere regalos", "es")).not.toContain("constraints");
  });

  it("do not take ordinary words for ingredients", () => {
    // "de" is not "dé", "planeta" is not "planea", "comparte" is not "compara".
    expect(met("un planeta de colores que comparte la luz", "es")).toEqual([]);
  });
});

describe("the German rules", () => {
  it("suggest one missing ingredient at a time, in the same order", () => {
    expect(scorePrompt("Ideen für eine Geburtstagsfeier", "de").next).toBe("task");
    expect(scorePrompt("Plane eine Geburtstagsfeier", "de").next).toBe("context");
    expect(scorePrompt("Plane eine Geburtstagsfeier für meine Nichte", "de").next).toBe("audience");
    expect(scorePrompt("Plane eine Geburtstagsfeier für meine Nichte und ihre 8-jährigen Freunde", "de").next).toBe(
      "format",
    );
  });

  it("tick each ingredient and show the German words they found, capitalised nouns included", () => {
    const prompt =
      "Schreib eine Liste mit Spielen für meinen 7-jährigen Sohn, zum Beispiel Fangen. Halte es unter 50 Wörtern.";
    expect(met(prompt, "de")).toEqual([...CHECK_ORDER]);
    expect(evidence(prompt, "de", "task")).toBe("Schreib");
    expect(evidence(prompt, "de", "context")).toBe("meinen");
    expect(evidence(prompt, "de", "format")).toBe("Liste");
    expect(evidence(prompt, "de", "audience")).toBe("7-jährigen");
    expect(evidence(prompt, "de", "example")).toBe("zum Beispiel");
    expect(evidence(prompt, "de", "constraints")).toBe("Halte es");
    expect(met("Schreib etwas", "de")).toEqual([]);
    expect(met("Schreib", "de")).toEqual([]);
    expect(met("Schreib ein Gedicht", "de")).toEqual(["task"]);
  });

  it("find capitalised nouns, also at the end of a compound", () => {
    expect(evidence("Eine Tabelle für die Zielgruppe", "de", "format")).toBe("Tabelle");
    expect(evidence("Eine Tabelle für die Zielgruppe", "de", "audience")).toBe("Zielgruppe");
    expect(evidence("als Einkaufsliste", "de", "format")).toBe("Einkaufsliste");
    expect(evidence("für Grundschulkinder", "de", "audience")).toBe("Grundschulkinder");
    expect(evidence("für die Partygäste", "de", "audience")).toBe("Partygäste");
    expect(evidence("in Stichpunkten", "de", "format")).toBe("Stichpunkten");
    expect(evidence("mit einem Beispielsatz", "de", "example")).toBe("Beispielsatz");
    expect(evidence("Das Budget ist klein", "de", "constraints")).toBe("Budget");
    // A word that only ends like one is not taken for it: "Journalisten" is not "Listen".
    expect(met("für Journalisten", "de")).toEqual([]);
  });

  it("find umlauts and ß, typed as such or spelled out, in any case", () => {
    for (const prompt of ["Erkläre es für Schüler", "Erklaere es fuer Schueler", "ERKLÄRE ES FÜR SCHÜLER"]) {
      expect(met(prompt, "de"), prompt).toEqual(["task", "audience"]);
    }
    expect(evidence("Übersetze den Text ins Englische", "de", "task")).toBe("Übersetze");
    expect(evidence("Uebersetze den Text ins Englische", "de", "task")).toBe("Uebersetze");
    expect(evidence("höchstens drei Sätze", "de", "constraints")).toBe("höchstens");
    expect(evidence("hoechstens drei Saetze", "de", "constraints")).toBe("hoechstens");
    expect(evidence("Vorschläge für Achtjährige", "de", "audience")).toBe("Achtjährige");
  });

  it("find a separable verb with the words between its parts", () => {
    expect(evidence("Schlag mir drei Spiele vor", "de", "task")).toBe("Schlag mir drei Spiele vor");
    expect(evidence("Fasse den Artikel zusammen", "de", "task")).toBe("Fasse den Artikel zusammen");
    expect(met("Liste fünf Ideen auf", "de")).toContain("task");
  });

  it("find every word its description names", () => {
    for (const verb of ["schreibe", "plane", "erkläre", "nenne", "schlage vor", "vergleiche"]) {
      expect(met(`${verb} drei Dinge`, "de"), verb).toContain("task");
    }
    for (const word of ["ich bin", "mein", "wir", "unser", "weil", "damit", "derzeit"]) {
      expect(met(word, "de"), word).toContain("context");
    }
    for (const word of ["Lesende", "10 Jahre alt", "Anfänger", "Kundschaft", "ein Vermieter", "Zielgruppe"]) {
      expect(met(word, "de"), word).toContain("audience");
    }
    for (const word of ["eine Liste", "Stichpunkte", "eine Tabelle", "Schritte", "Absätze", "eine E-Mail"]) {
      expect(met(word, "de"), word).toContain("format");
    }
    for (const word of ["zum Beispiel", "wie etwa", "z. B.", "z.B.", "„Hallo, wie geht es dir?“"]) {
      expect(met(word, "de"), word).toContain("example");
    }
    for (const word of ["unter", "nicht mehr als", "höchstens", "Budget", "vermeide", "muss", "nur", "Tonfall"]) {
      expect(met(word, "de"), word).toContain("constraints");
    }
    expect(met("Wortzahl", "de")).toContain("constraints");
  });

  it("recognize a quoted sample as an example and a money limit as a constraint", () => {
    expect(met("Entwirf eine Antwort wie „Vielen Dank, bis Freitag!“", "de")).toContain("example");
    expect(met('Entwirf eine Antwort wie "Vielen Dank, bis Freitag!"', "de")).toContain("example");
    expect(met("Schlag Geschenke bis 30 € vor", "de")).toContain("constraints");
    expect(met("Schlag Geschenke vor", "de")).not.toContain("constraints");
  });

  it("do not take ordinary words for ingredients", () => {
    // "Planet" is not "plane", "gibt" is not "gib", "eine" is not "keine".
    expect(met("Es gibt eine Frage zum Planeten", "de")).toEqual([]);
  });
});

describe("hallucination spotter", () => {
  it("plants one or two errors in each answer, each with a way to check it", () => {
    for (const answer of ANSWERS) {
      const planted = answer.sentences.filter((s) => s.planted);
      expect(planted.length).toBeGreaterThanOrEqual(1);
      expect(planted.length).toBeLessThanOrEqual(2);
      for (const s of planted) {
        for (const language of ["en", "es", "de"] as const) {
          expect(s.planted && text(language, s.planted.verify).length).toBeGreaterThan(40);
        }
      }
    }
  });

  it("counts caught errors, missed errors and false alarms", () => {
    const plant = ANSWERS[0];
    if (!plant) throw new Error("no answers");
    // Planted errors are sentences 2 and 4.
    expect(gradeSpotting(plant, [2, 4])).toEqual({ caught: [2, 4], missed: [], falseAlarms: [], planted: 2 });
    expect(gradeSpotting(plant, [0, 2])).toEqual({ caught: [2], missed: [4], falseAlarms: [0], planted: 2 });
    expect(gradeSpotting(plant, [])).toEqual({ caught: [], missed: [2, 4], falseAlarms: [], planted: 2 });
  });

  it.each([
    ["en", "30 November 2022"],
    ["es", "30 de noviembre de 2022"],
    ["de", "30. November 2022"],
  ] as const)("plants the wrong ChatGPT date, not the right one (%s)", (language, released) => {
    const history = ANSWERS.find((a) => a.id === "chatbots");
    const wrong = history?.sentences.find((s) => s.planted);
    if (!wrong?.planted) throw new Error("no planted error");
    expect(text(language, wrong.text)).toContain("2019");
    expect(text(language, wrong.planted.verify)).toContain(released);
  });
});
