import { describe, expect, it } from "vitest";
import { mulberry32 } from "#app/platform/random.ts";
import {
  BUILT_IN_TEXT,
  detokenize,
  entropy,
  generate,
  predict,
  sample,
  tokenize,
  train,
  withTemperature,
} from "./logic.ts";

const model = train(BUILT_IN_TEXT);

describe("counting which word follows which", () => {
  const small = train("the cat sat. the cat ran. the dog sat.");

  it("turns counts into probabilities: after 'the', cat is 2 in 3 and dog 1 in 3", () => {
    const p = predict(small, ["the"], 2);
    expect(p.used).toBe("bigram");
    expect(p.total).toBe(3);
    expect(p.candidates.map((c) => [c.word, c.count])).toEqual([
      ["cat", 2],
      ["dog", 1],
    ]);
    expect(p.candidates[0]?.p).toBeCloseTo(2 / 3, 12);
  });

  it("a trigram uses two words of context: after 'dog sat' comes only '.'", () => {
    const p = predict(small, ["the", "dog", "sat"], 3);
    expect(p.used).toBe("trigram");
    expect(p.context).toBe("dog sat");
    expect(p.candidates.map((c) => c.word)).toEqual(["."]);
    // The bigram model only sees "sat", which was followed by "." twice.
    expect(predict(small, ["the", "dog", "sat"], 2).candidates).toEqual([{ word: ".", count: 2, p: 1 }]);
  });

  it("treats an empty prompt as the start of a sentence", () => {
    expect(predict(small, [], 2).candidates.map((c) => c.word)).toEqual(["the"]);
  });

  it("falls back from trigram to bigram to single-word counts when the context is new", () => {
    expect(predict(small, ["a", "cat"], 3).used).toBe("bigram");
    const unknown = predict(small, ["zebra"], 3);
    expect(unknown.used).toBe("unigram");
    expect(unknown.candidates[0]?.word).toBe(".");
    expect(predict(train(""), ["cat"], 2).used).toBe("none");
  });
});

describe("the built-in text", () => {
  it("predicts 'cat' as the most likely word after 'the', with 'sea' close behind", () => {
    const top = predict(model, tokenize("He said the"), 2)
      .candidates.slice(0, 2)
      .map((c) => c.word);
    expect(top).toEqual(["cat", "sea"]);
  });

  it("gives probabilities that add up to 1 for every context", () => {
    for (const context of ["the", "cat", "was", "."]) {
      const sum = predict(model, [context], 2).candidates.reduce((s, c) => s + c.p, 0);
      expect(sum).toBeCloseTo(1, 12);
    }
  });
});

describe("temperature", () => {
  const candidates = predict(model, ["the"], 2).candidates;

  it("low temperature almost always picks the most likely word; high temperature spreads out", () => {
    const cold = withTemperature(candidates, 0.1);
    const hot = withTemperature(candidates, 2);
    // After "the", "cat" is counted only a little more often than "sea"; cooled to 0.1 it dominates.
    expect(candidates[0]?.p).toBeLessThan(0.3);
    expect(cold[0]?.p).toBeGreaterThan(0.85);
    expect(entropy(hot)).toBeGreaterThan(entropy(candidates));
    expect(entropy(candidates)).toBeGreaterThan(entropy(cold));
  });

  it("temperature 1 leaves the probabilities as counted", () => {
    withTemperature(candidates, 1).forEach((c, i) => {
      expect(c.p).toBeCloseTo(candidates[i]?.p ?? 0, 12);
    });
  });

  it("sampling follows the probabilities", () => {
    const random = mulberry32(3);
    const picks = Array.from({ length: 2000 }, () => sample(candidates, 1, random));
    const share = picks.filter((w) => w === candidates[0]?.word).length / picks.length;
    expect(share).toBeCloseTo(candidates[0]?.p ?? 0, 1);
  });
});

describe("generating text", () => {
  it("writes 20 words, the same for the same seed", () => {
    const a = generate(model, ["the"], 20, 2, 1, mulberry32(9));
    const b = generate(model, ["the"], 20, 2, 1, mulberry32(9));
    expect(a).toEqual(b);
    expect(a.filter((t) => /[a-z]/.test(t))).toHaveLength(20);
  });

  it("at low temperature repeats itself: fewer different words than at high temperature", () => {
    const distinct = (t: number) => new Set(generate(model, ["the"], 40, 2, t, mulberry32(4))).size;
    expect(distinct(0.1)).toBeLessThan(distinct(2));
  });

  it("only ever writes words that follow each other somewhere in the training text", () => {
    const tokens = tokenize(BUILT_IN_TEXT);
    const pairs = new Set(tokens.slice(1).map((t, i) => `${tokens[i]} ${t}`));
    const out = ["the", ...generate(model, ["the"], 30, 2, 1.5, mulberry32(5))];
    for (let i = 1; i < out.length; i++) expect(pairs.has(`${out[i - 1]} ${out[i]}`)).toBe(true);
  });

  it("reads back as sentences", () => {
    expect(detokenize(["the", "cat", "sat", ".", "the", "dog", ",", "ran", "."])).toBe("The cat sat. The dog, ran.");
    expect(tokenize("The cat's hat, red!")).toEqual(["the", "cat's", "hat", ",", "red", "!"]);
  });
});
