import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, formatJoinCode, newJoinCode, normalJoinCode } from "./codes.ts";

describe("group join codes", () => {
  it("makes eight characters from the unambiguous alphabet", () => {
    let i = 0;
    const code = newJoinCode((size) => i++ % size);
    expect(code).toBe("ABCDEFGH");
    for (let n = 0; n < 200; n++) {
      const random = newJoinCode((size) => Math.floor(Math.random() * size));
      expect(random).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
    }
    expect(CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it("reads a code however it was typed", () => {
    expect(normalJoinCode("abcd-2345")).toBe("ABCD2345");
    expect(normalJoinCode(" ABCD 2345 ")).toBe("ABCD2345");
    expect(normalJoinCode("ab-cd-23-45")).toBe("ABCD2345");
  });

  it("refuses what cannot be a code", () => {
    for (const typed of ["", "ABCD234", "ABCD23456", "ABCD-2340", "ABCD-I345", "ÄBCD2345", "ABCD_2345", "<script>"]) {
      expect(normalJoinCode(typed), typed).toBeNull();
    }
  });

  it("shows a code in two halves", () => {
    expect(formatJoinCode("ABCD2345")).toBe("ABCD-2345");
  });
});
