import { describe, expect, it } from "vitest";
import { asciiFileName, attachment, fileNamePart } from "./downloads.ts";

describe("a download's file name", () => {
  it("keeps a group's name in its own letters, a dash for each run of anything else", () => {
    expect(fileNamePart("Year 10 Computing — Ünïcødé 2026")).toBe("year-10-computing-ünïcødé-2026");
    expect(fileNamePart("  Équipe «support» ")).toBe("équipe-support");
  });

  it("gives ASCII clients the letters without their accents", () => {
    expect(asciiFileName("synapse-year-10-computing-ünïcødé-2026-progress-2026-11-28.csv")).toBe(
      "synapse-year-10-computing-unicode-2026-progress-2026-11-28.csv",
    );
    expect(asciiFileName("straße-øre-æble-łódź.csv")).toBe("strasse-ore-aeble-lodz.csv");
    // Letters with no Latin spelling leave no trace, not a run of dashes.
    expect(asciiFileName("synapse-计算机-progress.csv")).toBe("synapse-progress.csv");
  });

  it("sends the UTF-8 name percent-encoded (RFC 8187) beside the ASCII one", () => {
    expect(attachment("synapse-ünïcødé-progress.csv")).toBe(
      "attachment; filename=\"synapse-unicode-progress.csv\"; filename*=UTF-8''synapse-%C3%BCn%C3%AFc%C3%B8d%C3%A9-progress.csv",
    );
    expect(attachment("it's (ok)*.csv")).toBe(
      "attachment; filename=\"it-s-ok.csv\"; filename*=UTF-8''it%27s%20%28ok%29%2A.csv",
    );
  });

  it("sends an ASCII name alone", () => {
    expect(attachment("synapse-survey-2026-11-28.csv")).toBe('attachment; filename="synapse-survey-2026-11-28.csv"');
  });
});
