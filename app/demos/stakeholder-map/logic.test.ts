import { describe, expect, it } from "vitest";
import { compare, expertPlacements, type Placements, REQUIREMENTS, SCENARIOS } from "./logic.ts";

const scenario = (id: string) => {
  const s = SCENARIOS.find((x) => x.id === id);
  if (!s) throw new Error(id);
  return s;
};

describe("stakeholder impact map", () => {
  it("offers the HLEG's seven requirements for trustworthy AI", () => {
    expect(Object.values(REQUIREMENTS).map((r) => r.message)).toEqual([
      "Human agency and oversight",
      "Technical robustness and safety",
      "Privacy and data governance",
      "Transparency",
      "Diversity, non-discrimination and fairness",
      "Societal and environmental well-being",
      "Accountability",
    ]);
  });

  it("has three scenarios with unique stakeholders, and every expert harm is tagged with a requirement", () => {
    expect(SCENARIOS.map((s) => s.id)).toEqual(["proctoring", "triage", "parking"]);
    for (const s of SCENARIOS) {
      expect(new Set(s.stakeholders.map((x) => x.id)).size).toBe(s.stakeholders.length);
      for (const st of s.stakeholders) {
        if (st.expert.harm > 0) expect(st.expert.tags.length).toBeGreaterThan(0);
      }
    }
  });

  it("in every scenario the most harmed people are mostly not the system's buyers or users", () => {
    for (const s of SCENARIOS) {
      const c = compare(s, {});
      expect(c.mostHarmed.length).toBeGreaterThan(0);
      expect(c.mostHarmed.every((x) => x.role !== "buyer")).toBe(true);
      expect(c.mostHarmedNotUsers / c.mostHarmed.length).toBeGreaterThan(0.5);
    }
  });

  it("the expert's own map matches itself exactly, with nothing overlooked", () => {
    for (const s of SCENARIOS) {
      const c = compare(s, expertPlacements(s));
      expect(c.exact).toBe(s.stakeholders.length);
      expect(c.tagsRight).toBe(c.tagsExpected);
      expect(c.overlooked).toEqual([]);
    }
  });

  it("flags a highly harmed group as overlooked when it is left off or its harm is rated low", () => {
    const s = scenario("proctoring");
    const placements: Placements = {
      students: { benefit: 1, harm: 2, tag: "privacy" },
      disabled: { benefit: 0, harm: 0 },
      university: { benefit: 2, harm: 1, tag: "accountability" },
    };
    const c = compare(s, placements);
    const ids = c.overlooked.map((x) => x.id);
    expect(ids).toContain("disabled");
    expect(ids).toContain("face-detection");
    expect(ids).not.toContain("students");
    expect(c.placed).toBe(3);
    const lower = compare(s, { ...placements, students: { benefit: 1, harm: 1, tag: "privacy" } });
    expect(lower.overlooked.map((x) => x.id)).toContain("students");
    expect(c.exact).toBe(2);
  });

  it("accepts any of the expert's requirement tags and rejects others", () => {
    const s = scenario("proctoring");
    const good = compare(s, { students: { benefit: 1, harm: 2, tag: "agency" } });
    expect(good.rows.find((r) => r.stakeholder.id === "students")?.tagOk).toBe(true);
    const bad = compare(s, { students: { benefit: 1, harm: 2, tag: "wellbeing" } });
    expect(bad.rows.find((r) => r.stakeholder.id === "students")?.tagOk).toBe(false);
  });

  it("reports the gap between the learner's and the expert's placement", () => {
    const s = scenario("parking");
    const c = compare(s, { wardens: { benefit: 2, harm: 0, tag: "wellbeing" } });
    const row = c.rows.find((r) => r.stakeholder.id === "wardens");
    expect(row?.benefitGap).toBe(1);
    expect(row?.harmGap).toBe(-2);
    expect(row?.overlooked).toBe(true);
  });
});
