import { describe, expect, it } from "vitest";
import { i18nFor } from "#app/site/i18n.ts";
import { messages as de } from "./locales/de.po";
import { messages as es } from "./locales/es.po";
import {
  ANNEX3,
  type Answers,
  CATEGORY_NAMES,
  classify,
  DEFAULT_ANSWERS,
  DISCLAIMER,
  EXAMPLES,
  nextQuestion,
  OMNIBUS_NOTE,
  PROHIBITED,
  QUESTIONS,
  type Result,
  say,
} from "./logic.ts";

const example = (id: string) => {
  const e = EXAMPLES.find((x) => x.id === id);
  if (!e) throw new Error(id);
  return e;
};
const answers = (patch: Partial<Answers>): Answers => ({ ...DEFAULT_ANSWERS, ...patch });

describe("AI Act risk classifier", () => {
  it("a CV-screening tool is classed high-risk; social scoring by public authorities is prohibited", () => {
    expect(classify(example("cv-screener").answers).category).toBe("high-risk");
    const scoring = example("social-scoring");
    expect(scoring.description.message).toMatch(/city council/);
    const result = classify(scoring.answers);
    expect(result.category).toBe("prohibited");
    expect(result.reasons[0]).toMatch(/Article 5\(1\)\(c\)/);
  });

  it("gives every one of the twelve practice systems its expected category", () => {
    expect(EXAMPLES).toHaveLength(12);
    for (const e of EXAMPLES) expect(classify(e.answers).category, e.id).toBe(e.expected);
    expect(new Set(EXAMPLES.map((e) => e.expected))).toEqual(
      new Set(["prohibited", "high-risk", "gpai", "transparency", "minimal"]),
    );
  });

  it("a spam filter and a video game are minimal risk: no risk-level duties, but the AI-literacy duty still applies", () => {
    for (const id of ["spam-filter", "game-enemy"]) {
      const r = classify(example(id).answers);
      expect(r.category).toBe("minimal");
      expect(r.obligations.map((o) => o.source)).toEqual(["Article 4", "Article 95"]);
      expect(r.obligations[0]).toMatchObject({ applies: "2 February 2025" });
      expect(r.obligations[0]?.text).toMatch(/AI literacy/);
      expect(r.obligations[1]?.text).toMatch(/No other obligations/);
      expect(example(id).why.message).not.toMatch(/no new obligations/i);
    }
  });

  it("every AI system gets the AI-literacy duty, but a bare general-purpose model and a banned practice do not", () => {
    for (const a of [{ annex3: "employment" }, { annex1: "yes" }, { interaction: "chatbot" }, {}] as const) {
      expect(classify(answers(a)).obligations.some((o) => o.source === "Article 4")).toBe(true);
    }
    expect(classify(answers({ gpai: "gpai", interaction: "chatbot" })).obligations.at(-1)?.source).toBe("Article 4");
    expect(classify(answers({ gpai: "systemic" })).obligations.some((o) => o.source === "Article 4")).toBe(false);
    expect(classify(answers({ prohibited: "social-scoring" })).obligations.some((o) => o.source === "Article 4")).toBe(
      false,
    );
  });

  it("registers Annex III high-risk systems in the EU database, but not Annex I products", () => {
    expect(classify(answers({ annex3: "education" })).obligations.some((o) => o.source === "Articles 43 and 49")).toBe(
      true,
    );
    const annex1 = classify(answers({ annex1: "yes" }));
    expect(annex1.obligations.some((o) => /EU database/.test(o.text))).toBe(false);
  });

  it("a customer-service chatbot carries a transparency duty, not high-risk rules", () => {
    const r = classify(example("bank-chatbot").answers);
    expect(r.category).toBe("transparency");
    expect(r.obligations.map((o) => o.text).join(" ")).toMatch(/interacting with an AI system/);
    expect(r.obligations.some((o) => o.source.startsWith("Articles 9"))).toBe(false);
  });

  it("emotion recognition in exams is banned, credit scoring is high-risk: the use decides", () => {
    expect(classify(example("proctoring-emotion").answers).category).toBe("prohibited");
    expect(classify(example("credit-scoring").answers).category).toBe("high-risk");
  });

  it("a banned practice wins over everything else and applies from 2 February 2025", () => {
    const r = classify(answers({ prohibited: "face-scraping", annex3: "law-enforcement", interaction: "chatbot" }));
    expect(r.category).toBe("prohibited");
    expect(r.obligations[0]?.applies).toBe("2 February 2025");
    expect(r.obligations[1]?.text).toMatch(/€35 million or 7%/);
  });

  it("a high-risk chatbot keeps its transparency duty as well", () => {
    const r = classify(answers({ annex3: "employment", interaction: "chatbot" }));
    expect(r.category).toBe("high-risk");
    expect(r.obligations.some((o) => o.source === "Article 50(1)")).toBe(true);
    expect(r.obligations.some((o) => o.source === "Articles 43 and 49")).toBe(true);
  });

  it("dates: Annex III high-risk 2 December 2027 and Annex I products 2 August 2028 after the 2026 amendment, with the Omnibus note", () => {
    const annex3 = classify(answers({ annex3: "education" }));
    expect(annex3.obligations[0]?.applies).toMatch(/^2 December 2027/);
    expect(annex3.notes.join(" ")).toMatch(/Digital Omnibus/);
    const annex1 = classify(example("tumour-finder").answers);
    expect(annex1.category).toBe("high-risk");
    expect(annex1.obligations[0]?.applies).toMatch(/^2 August 2028/);
  });

  it("a general-purpose model over 10^25 FLOP gets model duties from 2 August 2025 plus systemic-risk duties", () => {
    const r = classify(example("large-model").answers);
    expect(r.category).toBe("gpai");
    expect(r.obligations.map((o) => o.source)).toEqual(["Article 53", "Article 55"]);
    expect(r.obligations[0]?.applies).toMatch(/^2 August 2025/);
    const plain = classify(answers({ gpai: "gpai" }));
    expect(plain.obligations.map((o) => o.source)).toEqual(["Article 53"]);
  });

  it("transparency duties for generated content and deepfakes apply from 2 August 2026", () => {
    expect(classify(answers({ interaction: "synthetic" })).obligations[0]).toMatchObject({
      source: "Article 50(2)",
      applies: "2 August 2026",
    });
    expect(classify(answers({ interaction: "deepfake" })).obligations[0]?.text).toMatch(/Disclose/);
  });

  it("lists eight Annex III areas and eight kinds of prohibited practice", () => {
    expect(ANNEX3.filter((o) => o.value !== "none")).toHaveLength(8);
    expect(ANNEX3.some((o) => /employment/i.test(o.label.message ?? ""))).toBe(true);
    expect(ANNEX3.some((o) => /credit scoring/i.test(o.label.message ?? ""))).toBe(true);
    expect(PROHIBITED.filter((o) => o.value !== "none")).toHaveLength(8);
  });

  it("asks five questions, but stops after the first when the practice is banned", () => {
    expect(QUESTIONS.map((q) => q.id)).toEqual(["prohibited", "annex3", "annex1", "interaction", "gpai"]);
    expect(nextQuestion({})).toBe("prohibited");
    expect(nextQuestion({ prohibited: "social-scoring" })).toBeNull();
    expect(nextQuestion({ prohibited: "none" })).toBe("annex3");
    expect(nextQuestion({ prohibited: "none", annex3: "none", annex1: "no" })).toBe("interaction");
    expect(nextQuestion(DEFAULT_ANSWERS)).toBeNull();
  });

  it("says it is a learning aid, not legal advice", () => {
    expect(DISCLAIMER.message).toMatch(/learning aid, not legal advice/);
  });
});

describe.each([
  {
    language: "es",
    messages: es,
    ban: "2 de febrero de 2025",
    annex3: "2 de diciembre de 2027",
    article: "Artículo 4",
  },
  { language: "de", messages: de, ban: "2. Februar 2025", annex3: "2. Dezember 2027", article: "Artikel 4" },
] as const)("in $language", ({ language, messages, ban, annex3, article }) => {
  const i18n = i18nFor(language, messages);
  const english = i18nFor("en", {});

  it("classifies every practice system as in English, with the same duties, in the language's words", () => {
    for (const e of EXAMPLES) {
      const here = classify(e.answers, i18n);
      const there = classify(e.answers);
      expect(here.category, e.id).toBe(there.category);
      expect(here.obligations.map((o) => o.id)).toEqual(there.obligations.map((o) => o.id));
      expect(here.reasons).toHaveLength(there.reasons.length);
      expect(here.notes).toHaveLength(there.notes.length);
      const shown = (r: Result) => [...r.reasons, ...r.notes, ...r.obligations.flatMap((o) => [o.text, o.source])];
      const source = shown(there);
      for (const [i, text] of shown(here).entries()) {
        expect(text, e.id).not.toBe(source[i]);
        expect(text, "every placeholder filled in").not.toMatch(/\{\w+\}/);
      }
      for (const m of [e.name, e.description, e.why]) expect(say(m, i18n)).not.toBe(say(m));
    }
  });

  it("writes the dates and amounts as the language does", () => {
    const banned = classify(answers({ prohibited: "social-scoring" }), i18n);
    expect(banned.obligations[0]?.applies).toBe(ban);
    expect(banned.obligations[1]?.text).toMatch(/35\s.*7\s%/);
    const highRisk = classify(answers({ annex3: "education" }), i18n);
    expect(highRisk.obligations[0]?.applies).toMatch(new RegExp(`^${annex3}`));
    expect(say(OMNIBUS_NOTE, i18n)).toContain(annex3);
    expect(classify(answers({}), i18n).obligations.find((o) => o.id === "ai-literacy")?.source).toBe(article);
    expect(say(EXAMPLES.find((e) => e.id === "proctoring-emotion")?.why ?? DISCLAIMER, i18n)).toContain(ban);
  });

  it("names the categories with the official terms of the Act in that language", () => {
    const names = Object.values(CATEGORY_NAMES).map((c) => i18n._(c));
    expect(names).toEqual(
      language === "es"
        ? [
            "Práctica de IA prohibida (riesgo inaceptable)",
            "Sistema de IA de alto riesgo",
            "Normas para modelos de IA de uso general",
            "Obligaciones de transparencia (riesgo limitado)",
            "Riesgo mínimo",
          ]
        : [
            "Verbotene Praktik im KI-Bereich (unannehmbares Risiko)",
            "Hochrisiko-KI-System",
            "Regeln für KI-Modelle mit allgemeinem Verwendungszweck",
            "Transparenzpflichten (begrenztes Risiko)",
            "Minimales Risiko",
          ],
    );
    for (const q of QUESTIONS) {
      expect(i18n._(q.title)).not.toBe(english._(q.title));
      // "No" is "No" in Spanish too.
      for (const o of q.options) if (o.value !== "no") expect(i18n._(o.label)).not.toBe(english._(o.label));
    }
  });
});
