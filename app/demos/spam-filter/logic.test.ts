import { describe, expect, it } from "vitest";
import { classify, likelihood, type Message, TRAINING, tokenize, train } from "./logic.ts";

const model = train(TRAINING);

describe("the built-in training set", () => {
  it("has about 30 messages of both kinds", () => {
    expect(TRAINING.length).toBe(30);
    expect(model.docs).toEqual({ spam: 14, ham: 16 });
  });

  it("classifies its own training messages correctly", () => {
    for (const m of TRAINING) expect(classify(model, m.text).label).toBe(m.label);
  });
});

describe("typed messages", () => {
  it("labels 'win a free prize now' as spam", () => {
    const v = classify(model, "win a free prize now");
    expect(v.label).toBe("spam");
    expect(v.pSpam).toBeGreaterThan(0.9);
  });

  it("labels 'see you at lunch tomorrow' as ham", () => {
    const v = classify(model, "See you at lunch tomorrow?");
    expect(v.label).toBe("ham");
    expect(v.pSpam).toBeLessThan(0.1);
  });

  it("shows a likelihood ratio above 1 for spammy words and below 1 for everyday words", () => {
    const v = classify(model, "free tomorrow");
    expect(v.words.find((w) => w.word === "free")?.ratio).toBeGreaterThan(1);
    expect(v.words.find((w) => w.word === "tomorrow")?.ratio).toBeLessThan(1);
  });

  it("ignores words never seen in training, so odd spellings fool it back to the prior", () => {
    const v = classify(model, "Y0u w0n! Cl41m y0ur c4sh");
    expect(v.words.every((w) => !w.known)).toBe(true);
    const prior = classify(model, "");
    expect(prior.pSpam).toBeCloseTo(14 / 30, 12);
    expect(v.pSpam).toBeCloseTo(prior.pSpam, 12);
    expect(v.label).toBe("ham");
    expect(classify(model, "You won! Claim your cash").label).toBe("spam");
  });

  it("adds up evidence as log odds: prior odds times every word's ratio", () => {
    const v = classify(model, "claim your free prize");
    const product = v.words.reduce((odds, w) => odds * w.ratio, v.priorOdds);
    expect(Math.exp(v.logOdds)).toBeCloseTo(product, 9);
    expect(v.pSpam).toBeCloseTo(product / (1 + product), 9);
  });

  it("never underflows, even for a 2,000-word message", () => {
    const v = classify(model, "free prize ".repeat(1000));
    expect(Number.isFinite(v.logOdds)).toBe(true);
    expect(v.pSpam).toBe(1);
    expect(classify(model, "lunch tomorrow ".repeat(1000)).pSpam).toBe(0);
  });
});

describe("smoothing", () => {
  it("gives a word seen only in spam a small, non-zero chance in ham (add-one smoothing)", () => {
    expect(model.counts.ham.get("prize")).toBeUndefined();
    const pHam = likelihood(model, "prize", "ham");
    expect(pHam).toBeGreaterThan(0);
    expect(pHam).toBeCloseTo(1 / (model.totals.ham + model.vocabulary.size), 12);
  });

  it("so one ham-only word cannot force a spam message to zero", () => {
    const v = classify(model, "win a free prize now, cat");
    expect(v.pSpam).toBeGreaterThan(0.5);
  });
});

describe("retraining", () => {
  it("learns from a message you add: after adding it as ham, similar messages look less like spam", () => {
    const text = "free pizza for the team now";
    const before = classify(model, text).pSpam;
    const extra: Message[] = [
      { text, label: "ham" },
      { text: "free coffee in the kitchen", label: "ham" },
    ];
    const after = classify(train([...TRAINING, ...extra]), text).pSpam;
    expect(after).toBeLessThan(before);
  });

  it("splits text into lower-case words", () => {
    expect(tokenize("WIN a FREE prize, now! It's 2 good")).toEqual([
      "win",
      "a",
      "free",
      "prize",
      "now",
      "it's",
      "2",
      "good",
    ]);
  });

  it("copes with a training set that has no spam left", () => {
    const onlyHam = train(TRAINING.filter((m) => m.label === "ham"));
    expect(classify(onlyHam, "win a free prize").pSpam).toBe(0);
    expect(classify(train([]), "hello").pSpam).toBe(0.5);
  });
});
