import { describe, expect, it } from "vitest";
import {
  blank,
  convolve,
  formatValue,
  INK,
  KERNELS,
  PATTERNS,
  paint,
  patchAt,
  pixel,
  relu,
  SIZE,
  strongest,
} from "./logic.ts";

const at = (map: number[], col: number, row: number) => map[row * SIZE + col];

describe("convolution playground", () => {
  it("a vertical-edge kernel responds to a vertical line and not to a flat area", () => {
    const line = PATTERNS["vertical-line"].picture(); // ink in columns 15 and 16
    const map = convolve(line, KERNELS.vertical.weights);
    expect(at(map, 14, 10)).toBe(4 * INK); // just left of the line: dark → bright
    expect(at(map, 17, 10)).toBe(-4 * INK); // just right of the line: bright → dark
    expect(at(map, 5, 10)).toBe(0); // flat empty area
    expect(at(map, 15, 10)).not.toBe(0); // inside the line, one side is brighter
  });

  it("a horizontal-edge kernel ignores the middle of a vertical line but finds a horizontal one", () => {
    const vertical = convolve(PATTERNS["vertical-line"].picture(), KERNELS.horizontal.weights);
    expect(at(vertical, 14, 10)).toBe(0);
    expect(at(vertical, 17, 10)).toBe(0);
    const horizontal = convolve(PATTERNS["horizontal-line"].picture(), KERNELS.horizontal.weights);
    expect(at(horizontal, 10, 14)).toBe(4 * INK);
  });

  it("the identity kernel copies the picture", () => {
    const house = PATTERNS.house.picture();
    expect(convolve(house, KERNELS.identity.weights)).toEqual(house);
  });

  it("blur keeps a flat area flat and softens a single dot into its neighbors", () => {
    const full = new Array<number>(SIZE * SIZE).fill(INK);
    expect(at(convolve(full, KERNELS.blur.weights), 10, 10)).toBe(INK);
    const dot = paint(blank(), 10, 10, INK);
    const blurred = convolve(dot, KERNELS.blur.weights);
    expect(at(blurred, 10, 10)).toBeCloseTo(INK / 9, 2);
    expect(at(blurred, 11, 11)).toBeCloseTo(INK / 9, 2);
    expect(at(blurred, 12, 12)).toBe(0);
  });

  it("treats pixels outside the picture as 0 (zero padding)", () => {
    const full = new Array<number>(SIZE * SIZE).fill(INK);
    const blurred = convolve(full, KERNELS.blur.weights);
    expect(at(blurred, 0, 0)).toBeCloseTo((4 * INK) / 9, 2); // only 4 of 9 neighbors exist
    expect(pixel(full, -1, 0)).toBe(0);
  });

  it("shows the same multiply-and-add as the feature map, for every kernel", () => {
    const house = PATTERNS.house.picture();
    for (const { weights } of Object.values(KERNELS)) {
      const map = convolve(house, weights);
      for (const [c, r] of [
        [8, 14],
        [15, 4],
        [0, 0],
        [20, 25],
      ] as const) {
        const { terms, sum } = patchAt(house, weights, c, r);
        expect(terms).toHaveLength(9);
        expect(terms.reduce((s, t) => s + t.value * t.weight, 0)).toBeCloseTo(sum, 9);
        expect(at(map, c, r)).toBeCloseTo(sum, 2);
      }
    }
    // The top-left term is the pixel up and to the left, times the top-left weight.
    const dot = paint(blank(), 4, 4, INK);
    expect(patchAt(dot, KERNELS.vertical.weights, 5, 5).terms[0]).toMatchObject({
      col: 4,
      row: 4,
      value: INK,
      weight: -1,
    });
  });

  it("ReLU turns negative responses into zero and keeps positive ones", () => {
    const line = PATTERNS["vertical-line"].picture();
    const raw = convolve(line, KERNELS.vertical.weights);
    const rectified = convolve(line, KERNELS.vertical.weights, true);
    expect(Math.min(...raw)).toBeLessThan(0);
    expect(Math.min(...rectified)).toBe(0);
    expect(at(rectified, 14, 10)).toBe(4 * INK);
    expect(relu([-3, 0, 2])).toEqual([0, 0, 2]);
  });

  it("sharpen leaves flat areas unchanged but boosts the edge of a shape", () => {
    const house = PATTERNS.house.picture();
    const map = convolve(house, KERNELS.sharpen.weights);
    expect(at(map, 12, 24)).toBe(INK); // inside the wall: 5×255 − 4×255
    expect(at(map, 8, 24)).toBe(2 * INK); // left wall edge: one neighbor missing
  });

  it("finds the strongest response and where it is", () => {
    expect(strongest([0, -5, 3, 0])).toEqual({ value: -5, col: 1, row: 0 });
  });

  it("paints a copy and leaves the original alone", () => {
    const before = blank();
    const after = paint(before, 3, 4, INK);
    expect(pixel(after, 3, 4)).toBe(INK);
    expect(pixel(before, 3, 4)).toBe(0);
    expect(paint(before, 40, 4, INK)).toBe(before);
  });

  it("has built-in patterns of the right size, all but one with ink", () => {
    for (const [name, pattern] of Object.entries(PATTERNS)) {
      const picture = pattern.picture();
      expect(picture).toHaveLength(SIZE * SIZE);
      expect(picture.some((v) => v > 0)).toBe(name !== "blank");
    }
    expect(formatValue(-0.04)).toBe("0");
  });
});
