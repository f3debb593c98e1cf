import { describe, expect, it } from "vitest";
import { checkAnswer, LEVEL_LIST, LEVELS, SCENARIOS, takeoverDistance, watcherFor } from "./logic.ts";

const card = (id: string) => {
  const s = SCENARIOS.find((x) => x.id === id);
  if (!s) throw new Error(`no card ${id}`);
  return s;
};

describe("SAE level sorter", () => {
  it("has ten cards with unique ids that cover every level from 0 to 5", () => {
    expect(SCENARIOS).toHaveLength(10);
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(10);
    expect(new Set(SCENARIOS.map((s) => s.level))).toEqual(new Set(LEVEL_LIST));
  });

  it("the human driver must supervise at all times at Levels 0, 1 and 2", () => {
    for (const level of [0, 1, 2] as const) expect(watcherFor(level)).toBe("driver");
    expect(LEVELS[2].summary.message).toMatch(/supervise constantly/);
  });

  it("at Level 3 a person must take over when asked; at Levels 4 and 5 nobody needs to", () => {
    expect(watcherFor(3)).toBe("fallback");
    expect(watcherFor(4)).toBe("nobody");
    expect(watcherFor(5)).toBe("nobody");
  });

  it("the 'self-driving' advert with an eye-watching camera is Level 2 and the driver stays responsible", () => {
    const ad = card("marketed-autonomy");
    expect(ad.level).toBe(2);
    const wrong = checkAnswer(ad, 4, "nobody");
    expect(wrong.levelCorrect).toBe(false);
    expect(wrong.watcherCorrect).toBe(false);
    expect(wrong.feedback).toMatch(/Level 2/);
    expect(wrong.feedback).toMatch(/the human driver, all the time/);
  });

  it("marks a fully right answer as right on both questions", () => {
    const jam = card("traffic-jam-pilot");
    const right = checkAnswer(jam, 3, "fallback");
    expect(right).toMatchObject({ levelCorrect: true, watcherCorrect: true });
    expect(right.feedback).toMatch(/^Yes, Level 3/);
  });

  it("can get the level right and the watcher wrong", () => {
    const acc = card("adaptive-cruise");
    const answer = checkAnswer(acc, 1, "fallback");
    expect(answer.levelCorrect).toBe(true);
    expect(answer.watcherCorrect).toBe(false);
  });

  it("emergency braking alone is Level 0", () => {
    expect(card("emergency-brake").level).toBe(0);
  });

  it("says no Level 5 vehicle exists", () => {
    expect(card("anywhere").why.message).toMatch(/no Level 5 vehicle exists/);
    expect(LEVELS[5].summary.message).toMatch(/No such vehicle exists/);
  });

  it("a takeover at 100 km/h that takes 7 s covers about 194 m, and twice the speed doubles it", () => {
    expect(takeoverDistance(100, 7)).toBeCloseTo(194.4, 1);
    expect(takeoverDistance(50, 5)).toBeCloseTo(69.4, 1);
    expect(takeoverDistance(130, 10)).toBeCloseTo(2 * takeoverDistance(65, 10));
  });
});
