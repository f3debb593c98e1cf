import type { MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { i18nFor } from "#app/site/i18n.ts";
import { DEFAULT_LANGUAGE } from "#app/site/locale.ts";
import { messages as de } from "./locales/de.po";
import { messages as es } from "./locales/es.po";
import {
  type Answer,
  CARDS,
  compare,
  emptyAnswers,
  score,
  sliderDistance,
  sliderSuggestion,
  suggestedVerdict,
  suggestionSentence,
  VERDICTS,
  verdictLabel,
} from "./logic.ts";

const english = i18nFor(DEFAULT_LANGUAGE, {});
const en = (d: MessageDescriptor | undefined) => (d ? english._(d) : "");

const answersFrom = (pick: (id: string) => Answer["verdict"]) => {
  const answers = emptyAnswers();
  for (const card of CARDS) answers[card.id] = { ...(answers[card.id] as Answer), verdict: pick(card.id) };
  return answers;
};

describe("the cards", () => {
  it("has the twelve systems from the lesson, each with a reason and scores from 0 to 10", () => {
    expect(CARDS).toHaveLength(12);
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(12);
    for (const c of CARDS) {
      expect(en(c.reason).length).toBeGreaterThan(20);
      for (const v of [c.autonomy, c.adaptivity]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(10);
      }
    }
  });

  it("uses all three piles: some systems are AI, some are not, and some depend on how they are built", () => {
    for (const v of ["ai", "not-ai", "depends"] as const) expect(CARDS.some((c) => c.verdict === v)).toBe(true);
  });

  it("rates every Not AI card as never learning, and every learned AI card as learning", () => {
    for (const c of CARDS.filter((x) => x.verdict === "not-ai")) expect(c.adaptivity).toBe(0);
    for (const c of CARDS.filter((x) => x.verdict === "ai" && x.id !== "chess")) {
      expect(c.adaptivity).toBeGreaterThanOrEqual(7);
    }
  });

  it("counts the chess engine as AI although it need not learn: search is AI too", () => {
    const chess = CARDS.find((c) => c.id === "chess");
    expect(chess?.verdict).toBe("ai");
    expect(chess?.adaptivity).toBeLessThan(5);
  });

  it("puts the keyword-matching FAQ bot in Not AI, and says a language-model bot would be AI", () => {
    const faq = CARDS.find((c) => c.id === "faqbot");
    expect(faq?.verdict).toBe("not-ai");
    expect(en(faq?.does)).toMatch(/keywords/);
    expect(en(faq?.reason)).toMatch(/^Not AI/);
    expect(en(faq?.reason)).toMatch(/language model.*would be AI/);
  });
});

describe("scoring a sort", () => {
  it("gives full marks for our own sort", () => {
    const s = score(answersFrom((id) => CARDS.find((c) => c.id === id)?.verdict ?? null));
    expect(s.same).toBe(12);
    expect(s.points).toBe(s.maxPoints);
  });

  it("treats Depends as a close call, never wrong and never fully right unless we said so too", () => {
    const s = score(answersFrom(() => "depends"));
    const ourDepends = CARDS.filter((c) => c.verdict === "depends").length;
    expect(s.same).toBe(ourDepends);
    expect(s.close).toBe(12 - ourDepends);
    expect(s.different).toBe(0);
  });

  it("counts AI against Not AI as different", () => {
    expect(compare("ai", "not-ai")).toBe("different");
    expect(compare("not-ai", "ai")).toBe("different");
    expect(compare(null, "ai")).toBe("unsorted");
  });

  it("only scores the cards sorted so far", () => {
    const answers = emptyAnswers();
    answers.calculator = { verdict: "ai", autonomy: 5, adaptivity: 5 };
    expect(score(answers)).toMatchObject({ sorted: 1, different: 1, points: 0 });
  });
});

describe("the autonomy × adaptivity chart", () => {
  it("suggests AI for systems that both act alone and learn, Not AI for neither", () => {
    expect(suggestedVerdict(8, 9)).toBe("ai");
    expect(suggestedVerdict(1, 0)).toBe("not-ai");
    expect(suggestedVerdict(9, 1)).toBe("depends");
  });

  it("agrees with our sort for most cards, but not all: the definition does not settle everything", () => {
    const agree = CARDS.filter((c) => suggestedVerdict(c.autonomy, c.adaptivity) === c.verdict).length;
    expect(agree).toBeGreaterThanOrEqual(9);
    expect(agree).toBeLessThan(12);
  });

  it("measures how far your sliders are from ours", () => {
    const calc = CARDS[0];
    if (!calc) throw new Error("no cards");
    expect(sliderDistance({ verdict: null, autonomy: calc.autonomy, adaptivity: calc.adaptivity }, calc)).toBe(0);
    expect(sliderDistance({ verdict: null, autonomy: 4, adaptivity: 4 }, calc)).toBe(5);
    expect(sliderDistance({ verdict: null, autonomy: 4, adaptivity: null }, calc)).toBeNull();
  });
});

describe("the learner's own sliders", () => {
  it("start unset on every card: we do not rate a card for the learner", () => {
    for (const answer of Object.values(emptyAnswers())) {
      expect(answer).toEqual({ verdict: null, autonomy: null, adaptivity: null });
    }
  });

  it("suggest nothing after the learner sorts a card, until both sliders are moved", () => {
    const sorted: Answer = { verdict: "not-ai", autonomy: null, adaptivity: null };
    expect(sliderSuggestion(sorted)).toBeNull();
    expect(suggestionSentence(sorted)).toBeNull();
    expect(suggestionSentence({ ...sorted, autonomy: 1 })).toBeNull();
    expect(suggestionSentence({ ...sorted, adaptivity: 0 })).toBeNull();
  });

  it("say whether the suggestion agrees with the pile the learner chose", () => {
    expect(suggestionSentence({ verdict: "not-ai", autonomy: 1, adaptivity: 0 })).toBe(
      "Your sliders suggest Not AI, the same as your pile.",
    );
    expect(suggestionSentence({ verdict: "not-ai", autonomy: 6, adaptivity: 8 })).toBe(
      "Your sliders suggest AI, but you put it in Not AI. Which fits this card better?",
    );
    expect(suggestionSentence({ verdict: null, autonomy: 9, adaptivity: 1 })).toBe("Your sliders suggest Depends.");
  });
});

describe.each([
  {
    language: "es",
    messages: es,
    piles: ["IA", "No es IA", "Depende"],
    sentences: [
      "Tus controles indican «No es IA», igual que el montón que elegiste.",
      "Tus controles indican «IA», pero la pusiste en «No es IA». ¿Qué encaja mejor con esta tarjeta?",
      "Tus controles indican «Depende».",
    ],
  },
  {
    language: "de",
    messages: de,
    piles: ["KI", "Keine KI", "Kommt darauf an"],
    sentences: [
      "Deine Schieberegler sprechen für „Keine KI“, genau wie der Stapel, den du gewählt hast.",
      "Deine Schieberegler sprechen für „KI“, aber du hast die Karte auf „Keine KI“ gelegt. Was passt besser zu dieser Karte?",
      "Deine Schieberegler sprechen für „Kommt darauf an“.",
    ],
  },
] as const)("in $language", ({ language, messages, piles, sentences }) => {
  const i18n = i18nFor(language, messages);

  it("names the piles as the lesson does", () => {
    expect(VERDICTS.map((v) => verdictLabel(v.value, i18n))).toEqual(piles);
  });

  it("writes every card's name, task and reason in the language", () => {
    for (const c of CARDS) {
      for (const d of [c.name, c.does, c.reason]) {
        expect(i18n._(d), `${c.id}: ${en(d)}`).not.toBe(en(d));
      }
    }
  });

  it("sets the sliders' suggestion against the learner's pile, as in English", () => {
    expect(suggestionSentence({ verdict: "not-ai", autonomy: 1, adaptivity: 0 }, i18n)).toBe(sentences[0]);
    expect(suggestionSentence({ verdict: "not-ai", autonomy: 6, adaptivity: 8 }, i18n)).toBe(sentences[1]);
    expect(suggestionSentence({ verdict: null, autonomy: 9, adaptivity: 1 }, i18n)).toBe(sentences[2]);
    expect(suggestionSentence({ verdict: "ai", autonomy: null, adaptivity: 3 }, i18n)).toBeNull();
  });
});
