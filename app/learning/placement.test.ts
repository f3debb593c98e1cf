import { describe, expect, it } from "vitest";
import { type CourseScores, recommendStart } from "./placement.ts";

const scores = (f: number, e: number, d: number, r: number, x: number): CourseScores => ({
  "the-foundations-of-ai": f,
  "ai-in-our-everyday-world": e,
  "data-the-fuel-that-drives-artificial-intelligence": d,
  "ai-in-robotics-machines-that-think": r,
  "ethical-ai-building-a-responsible-future": x,
});

// The worked examples in the curriculum brief, section 8.
describe("recommendStart", () => {
  it("sends a learner who got everything wrong to the foundations", () => {
    expect(recommendStart(scores(0, 0, 0, 0, 0)).start).toBe("the-foundations-of-ai");
  });

  it("sends 2, 2, 0, 1, 1 (6 right) to the data course, the first clear gap", () => {
    const r = recommendStart(scores(2, 2, 0, 1, 1));
    expect(r.start).toBe("data-the-fuel-that-drives-artificial-intelligence");
    expect(r.message.message).toContain("biggest gap");
  });

  it("sends all ones (5 right) to the foundations, the first partial gap", () => {
    const r = recommendStart(scores(1, 1, 1, 1, 1));
    expect(r.start).toBe("the-foundations-of-ai");
    expect(r.message.message).toContain("round out");
  });

  it("sends a perfect score to Ethical AI", () => {
    const r = recommendStart(scores(2, 2, 2, 2, 2));
    expect(r.start).toBe("ethical-ai-building-a-responsible-future");
    expect(r.message.message).toContain("Excellent");
  });

  it("starts at the beginning for 3 or fewer right, whatever the spread", () => {
    expect(recommendStart(scores(0, 0, 2, 1, 0)).start).toBe("the-foundations-of-ai");
  });

  it("with 4 or more right, a zero beats an earlier one", () => {
    expect(recommendStart(scores(1, 2, 2, 0, 1)).start).toBe("ai-in-robotics-machines-that-think");
  });
});
