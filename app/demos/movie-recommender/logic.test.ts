import { describe, expect, it } from "vitest";
import { cosine, FILMS, NEIGHBOURS, recommend, START_RATINGS, similarities, VIEWERS } from "./logic.ts";

const index = (id: string) => FILMS.findIndex((f) => f.id === id);

describe("cosine similarity", () => {
  it("is 1 for identical ratings and for the same tastes on a different scale", () => {
    expect(cosine([5, 3, 0, 1], [5, 3, 0, 1])).toBeCloseTo(1, 12);
    expect(cosine([4, 2, 0], [2, 1, 0])).toBeCloseTo(1, 12);
  });

  it("is 0 when two people have no film in common", () => {
    expect(cosine([5, 0, 0], [0, 4, 3])).toBe(0);
  });

  it("is 0 (no information) for someone who has rated nothing", () => {
    expect(cosine([0, 0, 0], [1, 2, 3])).toBe(0);
  });

  it("matches the worked example: (5,1) against (4,2) is 22 / √(26·20)", () => {
    expect(cosine([5, 1], [4, 2])).toBeCloseTo(22 / Math.sqrt(26 * 20), 12);
  });
});

describe("finding viewers like you", () => {
  it("finds a viewer most similar to themselves", () => {
    for (const v of VIEWERS) {
      const sims = similarities(v.ratings);
      const top = [...sims].sort((a, b) => b.similarity - a.similarity)[0];
      expect(top?.viewer.name).toBe(v.name);
    }
  });

  it(`marks the ${NEIGHBOURS} most similar viewers as the ones whose ratings count`, () => {
    const sims = similarities(START_RATINGS);
    expect(sims.filter((s) => s.neighbor)).toHaveLength(NEIGHBOURS);
    const lowestNeighbor = Math.min(...sims.filter((s) => s.neighbor).map((s) => s.similarity));
    for (const s of sims.filter((x) => !x.neighbor)) expect(s.similarity).toBeLessThanOrEqual(lowestNeighbor);
  });
});

describe("recommendations", () => {
  const recs = recommend(START_RATINGS);

  it("only suggests films you haven't seen, best prediction first", () => {
    for (const r of recs) expect(START_RATINGS[r.index]).toBe(0);
    for (let i = 1; i < recs.length; i++)
      expect(recs[i - 1]?.predicted).toBeGreaterThanOrEqual(recs[i]?.predicted ?? 0);
  });

  it("suggests the animated robot adventure to a fan of space and car chases who dislikes romance", () => {
    expect(recs[0]?.film.id).toBe("cog");
    expect(recs[0]?.because.map((b) => b.name)).toContain("Jun");
  });

  it("predicts a similarity-weighted average of the neighbors' star ratings", () => {
    for (const r of recs) {
      const weight = r.because.reduce((s, b) => s + b.similarity, 0);
      const avg = r.because.reduce((s, b) => s + b.similarity * b.rating, 0) / weight;
      expect(r.predicted).toBeCloseTo(avg, 12);
      expect(r.predicted).toBeGreaterThanOrEqual(Math.min(...r.because.map((b) => b.rating)));
      expect(r.predicted).toBeLessThanOrEqual(Math.max(...r.because.map((b) => b.rating)));
    }
  });

  it("changes when your taste changes: a romance lover is pointed to the drama and the documentary", () => {
    const romantic = [0, 0, 1, 0, 5, 0, 1, 0];
    const recsForRomantic = recommend(romantic);
    expect(recsForRomantic.slice(0, 2).map((r) => r.film.id)).toEqual(expect.arrayContaining(["lanterns", "almanac"]));
  });

  it("cannot recommend anything to a brand-new user with no ratings (cold start)", () => {
    expect(recommend([0, 0, 0, 0, 0, 0, 0, 0])).toEqual([]);
    expect(similarities([0, 0, 0, 0, 0, 0, 0, 0]).every((s) => s.similarity === 0 && !s.neighbor)).toBe(true);
  });

  it("never reads what a film is about: renaming the films gives the same predictions", () => {
    const before = recs.map((r) => [r.index, r.predicted]);
    const renamed = FILMS.map((f) => ({ ...f, blurb: "???" }));
    expect(renamed.map((f) => f.blurb).every((b) => b === "???")).toBe(true);
    expect(recommend(START_RATINGS).map((r) => [r.index, r.predicted])).toEqual(before);
  });

  it("suggests nothing you have already rated, even with every film rated", () => {
    expect(recommend([3, 3, 3, 3, 3, 3, 3, 3])).toEqual([]);
    expect(index("cog")).toBeGreaterThanOrEqual(0);
  });
});
