import { describe, expect, it } from "vitest";
import { CLUE_IDS, clueScore, grade, leaning, POSTS } from "./logic.ts";

const post = (id: string) => {
  const p = POSTS.find((x) => x.id === id);
  if (!p) throw new Error(id);
  return p;
};

describe("provenance detective", () => {
  it("has eight posts with all five clues and each of the three verdicts", () => {
    expect(POSTS).toHaveLength(8);
    expect(new Set(POSTS.map((p) => p.id)).size).toBe(8);
    for (const p of POSTS) expect(Object.keys(p.clues).sort()).toEqual([...CLUE_IDS].sort());
    expect(new Set(POSTS.map((p) => p.verdict))).toEqual(new Set(["trustworthy", "unverified", "fake"]));
  });

  it("weighing all five clues of every post gives that post's verdict", () => {
    for (const p of POSTS) expect(leaning(clueScore(p, CLUE_IDS)), p.id).toBe(p.verdict);
  });

  it("every decisive clue points the same way as the verdict", () => {
    for (const p of POSTS) {
      for (const c of p.decisive) {
        const signal = p.clues[c].signal;
        if (p.verdict === "fake") expect(signal, `${p.id}/${c}`).toBe("undermines");
        if (p.verdict === "trustworthy") expect(signal, `${p.id}/${c}`).toBe("supports");
        if (p.verdict === "unverified") expect(signal, `${p.id}/${c}`).toBe("neutral");
      }
    }
  });

  it("the credentials clue matches the post's badge: intact supports, broken undermines, absent proves little", () => {
    for (const p of POSTS) {
      const expected = { present: "supports", broken: "undermines", absent: "neutral" }[p.credential];
      expect(p.clues.credentials.signal, p.id).toBe(expected);
    }
  });

  it("a post without a credentials badge can still be trustworthy", () => {
    const fire = post("wildfire");
    expect(fire.credential).toBe("absent");
    expect(fire.verdict).toBe("trustworthy");
  });

  it("an honestly labeled AI image is trustworthy, while an edited real video is fake", () => {
    expect(post("city2080").verdict).toBe("trustworthy");
    expect(post("mayor").verdict).toBe("fake");
  });

  it("opening only the friendly-looking clue is not enough to trust a post", () => {
    const p = post("plant");
    expect(leaning(clueScore(p, ["account"]))).toBe("unverified");
    const shark = post("shark");
    expect(clueScore(shark, ["date", "credentials"])).toBe(0);
    expect(leaning(clueScore(shark, ["reverse"]))).toBe("fake");
  });

  it("gives two points for the right verdict with a decisive clue, one for the verdict alone, none otherwise", () => {
    const shark = post("shark");
    expect(grade(shark, "fake", "reverse").points).toBe(2);
    expect(grade(shark, "fake", "credentials")).toMatchObject({ points: 1, clueRight: false });
    expect(grade(shark, "trustworthy", "reverse").points).toBe(0);
    expect(grade(shark, "fake", "credentials").feedback).toMatch(/reverse image search/);
  });
});
