import type { MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { i18nFor } from "#app/site/i18n.ts";
import type { Language } from "#app/site/locale.ts";
import { messages as de } from "./locales/de.po";
import { messages as en } from "./locales/en.po";
import { messages as es } from "./locales/es.po";
import {
  correctOrder,
  formatDate,
  HYPE_CURVE,
  hint,
  hypeAt,
  isSorted,
  MILESTONES,
  milestone,
  misplaced,
  move,
  PERIODS,
  shuffledIds,
  whenText,
} from "./logic.ts";

const catalogs = { en, es, de };
/** The messages as a reader of that language sees them. */
const reader = (language: Language) => {
  const i18n = i18nFor(language, catalogs[language]);
  return (d: MessageDescriptor) => i18n._(d);
};
const english = reader("en");

describe("the milestones", () => {
  it("have exactly the established dates", () => {
    const years = Object.fromEntries(MILESTONES.map((m) => [m.id, m.year]));
    expect(years).toEqual({
      neuron: 1943,
      turing: 1950,
      dartmouth: 1956,
      perceptron: 1958,
      eliza: 1966,
      "perceptrons-book": 1969,
      backprop: 1986,
      "deep-blue": 1997,
      alexnet: 2012,
      alphago: 2016,
      transformer: 2017,
      chatgpt: 2022,
    });
    expect(whenText(milestone("chatgpt"), "en", english)).toBe("30 November 2022");
    expect(whenText(milestone("alphago"), "en", english)).toBe("March 2016");
    expect(whenText(milestone("dartmouth"), "en", english)).toBe("summer 1956 (proposal dated 31 August 1955)");
    expect(whenText(milestone("deep-blue"), "en", english)).toBe("1997");
    expect(english(milestone("alphago").what)).toContain("4–1");
    expect(english(milestone("deep-blue").what)).toContain("3½–2½");
    // Two more dates live in the explanations rather than on cards of their own.
    expect(english(milestone("perceptrons-book").why)).toContain("1973 Lighthill report");
    expect(english(milestone("alexnet").why)).toContain("ImageNet dataset, presented in 2009");
  });

  it("has the twelve cards the lesson asks for", () => {
    expect(MILESTONES).toHaveLength(12);
  });

  it("never give the year away on the card face", () => {
    for (const language of ["en", "es", "de"] as const) {
      const read = reader(language);
      for (const m of MILESTONES) expect(read(m.what), `${language}: ${m.id}`).not.toMatch(/\b(19|20)\d\d\b/);
    }
  });

  it("each fall in a different year, so there is exactly one right order", () => {
    expect(new Set(MILESTONES.map((m) => m.year)).size).toBe(MILESTONES.length);
    expect(isSorted(correctOrder())).toBe(true);
  });
});

describe("checking the order", () => {
  const right = correctOrder();

  it("starts shuffled, differently for different seeds, never already sorted", () => {
    for (const seed of [1, 2, 3, 4, 5]) expect(isSorted(shuffledIds(seed))).toBe(false);
    expect(shuffledIds(1)).toEqual(shuffledIds(1));
    expect(shuffledIds(1)).not.toEqual(shuffledIds(2));
    expect([...shuffledIds(7)].sort()).toEqual([...right].sort());
  });

  it("flags only the one card that was dropped in the wrong place", () => {
    const last = right.length - 1;
    const wrong = move(right, last, 0); // ChatGPT placed first
    expect(misplaced(wrong)).toEqual(["chatgpt"]);
  });

  it("flags one of two swapped neighbors, and fixing it sorts the timeline", () => {
    const swapped = move(right, 4, 5); // ELIZA and Perceptrons swapped
    const bad = misplaced(swapped);
    expect(bad).toHaveLength(1);
    const id = bad[0] as string;
    const fixed = move(swapped, swapped.indexOf(id), right.indexOf(id));
    expect(isSorted(fixed)).toBe(true);
  });

  it("flags all but one card when the timeline is completely reversed", () => {
    expect(misplaced([...right].reverse())).toHaveLength(right.length - 1);
  });

  it("hints with the decade, not the year", () => {
    expect(english(hint("eliza"))).toBe("Hint: this happened in the 1960s.");
    expect(english(hint("chatgpt"))).toBe("Hint: this happened in the 2020s.");
  });

  it("moves a card up or down without losing any", () => {
    const moved = move(right, 0, 3);
    expect(moved[3]).toBe(right[0]);
    expect([...moved].sort()).toEqual([...right].sort());
    expect(move(right, 0, -1)).toEqual(right);
  });
});

describe("the enthusiasm curve", () => {
  it("stays between 0 and 1 and runs left to right", () => {
    for (let i = 1; i < HYPE_CURVE.length; i++) {
      expect((HYPE_CURVE[i] as [number, number])[0]).toBeGreaterThan((HYPE_CURVE[i - 1] as [number, number])[0]);
    }
    for (const [, v] of HYPE_CURVE) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
  });

  it("dips in both winters below the boom before each", () => {
    const winters = PERIODS.filter((p) => p.winter);
    expect(winters.map((w) => [w.from, w.to])).toEqual([
      [1974, 1980],
      [1987, 1993],
    ]);
    expect(hypeAt(1977)).toBeLessThan(hypeAt(1966));
    expect(hypeAt(1991)).toBeLessThan(hypeAt(1985));
    expect(hypeAt(2022)).toBeGreaterThan(hypeAt(1985));
  });

  it("names the Lighthill report among the causes of the first winter", () => {
    const causes = PERIODS.find((p) => p.id === "winter1")?.causes;
    if (!causes) throw new Error("no first winter");
    expect(english(causes)).toContain("Lighthill");
    expect(reader("es")(causes)).toContain("informe Lighthill de 1973");
    expect(reader("de")(causes)).toContain("Lighthill-Bericht von 1973");
  });
});

describe("in Spanish and German", () => {
  /** Every message a learner reads about the milestones and the periods. */
  const texts: readonly MessageDescriptor[] = [
    ...MILESTONES.flatMap((m) => [m.title, m.what, m.why]),
    ...PERIODS.flatMap((p) => [p.label, p.causes]),
  ];
  /** People, works, systems and organizations: written the same way in every language. */
  const NAMES = [
    "Warren McCulloch",
    "Walter Pitts",
    "Alan Turing",
    "Computing Machinery and Intelligence",
    "Dartmouth",
    "McCarthy, Minsky, Rochester",
    "Shannon",
    "Frank Rosenblatt",
    "Joseph Weizenbaum",
    "ELIZA",
    "MIT",
    "Marvin Minsky",
    "Seymour Papert",
    "Perceptrons",
    "XOR",
    "David Rumelhart, Geoffrey Hinton",
    "Ronald Williams",
    "IBM",
    "Deep Blue",
    "Garry Kasparov",
    "Kasparov",
    "ImageNet",
    "AlexNet",
    "GPU",
    "DeepMind",
    "AlphaGo",
    "Lee Sedol",
    "Attention Is All You Need",
    "OpenAI",
    "ChatGPT",
    "Lighthill",
    "XCON",
    "Digital Equipment Corporation",
  ];
  const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

  it.each(["es", "de"] as const)("%s: every text is translated, with the same years, scores and names", (language) => {
    const read = reader(language);
    for (const d of texts) {
      const source = english(d);
      const translated = read(d);
      expect(translated, source).toBeTruthy();
      expect(numbers(translated), source).toEqual(numbers(source));
      for (const name of NAMES) if (source.includes(name)) expect(translated, source).toContain(name);
    }
  });

  it("give the dates as each language writes them", () => {
    expect(whenText(milestone("chatgpt"), "es", reader("es"))).toBe("30 de noviembre de 2022");
    expect(whenText(milestone("chatgpt"), "de", reader("de"))).toBe("30. November 2022");
    expect(whenText(milestone("alphago"), "es", reader("es"))).toBe("marzo de 2016");
    expect(whenText(milestone("alphago"), "de", reader("de"))).toBe("März 2016");
    expect(whenText(milestone("dartmouth"), "es", reader("es"))).toBe(
      "verano de 1956 (propuesta fechada el 31 de agosto de 1955)",
    );
    expect(whenText(milestone("dartmouth"), "de", reader("de"))).toBe("Sommer 1956 (Antrag vom 31. August 1955)");
    expect(formatDate({ year: 1955, month: 8, day: 31 }, "en")).toBe("31 August 1955");
  });

  it("hint with the decade in each language's words", () => {
    expect(reader("es")(hint("eliza"))).toBe("Pista: esto ocurrió en la década de 1960.");
    expect(reader("de")(hint("eliza"))).toBe("Hinweis: Das geschah in den 1960er-Jahren.");
    expect(reader("de")(hint("chatgpt"))).toBe("Hinweis: Das geschah in den 2020er-Jahren.");
  });

  it("name the events as the translated lessons do", () => {
    expect(reader("es")(milestone("dartmouth").title)).toBe("El taller de Dartmouth");
    expect(reader("de")(milestone("dartmouth").title)).toBe("Der Workshop in Dartmouth");
    expect(reader("es")(milestone("turing").title)).toBe("El juego de la imitación de Turing");
    expect(reader("de")(milestone("turing").title)).toBe("Turings Imitationsspiel");
  });
});
