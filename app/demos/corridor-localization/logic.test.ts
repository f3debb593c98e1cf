import { describe, expect, it } from "vitest";
import {
  CORRIDOR,
  cellsFor90,
  move,
  peak,
  sense,
  simulateMove,
  simulateSense,
  startWorld,
  uniformBelief,
} from "./logic.ts";

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const doorCells = (kind: string) => CORRIDOR.flatMap((f, i) => (f === kind ? [i] : []));

describe("corridor histogram filter", () => {
  it("starts with every cell equally likely", () => {
    const b = uniformBelief(20);
    expect(b).toHaveLength(20);
    for (const p of b) expect(p).toBeCloseTo(0.05);
  });

  it("after sensing a blue door twice the belief peaks at blue-door cells", () => {
    let b = uniformBelief(CORRIDOR.length);
    b = sense(b, CORRIDOR, "blue", 0.8);
    b = sense(b, CORRIDOR, "blue", 0.8);
    const blue = doorCells("blue");
    expect(blue).toContain(peak(b).cell);
    const onBlue = sum(blue.map((i) => b[i] ?? 0));
    expect(onBlue).toBeGreaterThan(0.9);
    expect(sum(b)).toBeCloseTo(1);
  });

  it("a more accurate sensor puts more belief on the matching cells", () => {
    const weak = sense(uniformBelief(20), CORRIDOR, "orange", 0.5);
    const strong = sense(uniformBelief(20), CORRIDOR, "orange", 0.95);
    const onOrange = (b: number[]) => sum(doorCells("orange").map((i) => b[i] ?? 0));
    expect(onOrange(strong)).toBeGreaterThan(onOrange(weak));
  });

  it("moving without slip shifts the belief by exactly one cell", () => {
    const b = new Array(20).fill(0);
    b[5] = 1;
    const right = move(b, 1, 0);
    expect(right[6]).toBeCloseTo(1);
    const left = move(b, -1, 0);
    expect(left[4]).toBeCloseTo(1);
  });

  it("moving with slip blurs the belief: the peak shrinks and neighbors gain", () => {
    const b = new Array(20).fill(0);
    b[5] = 1;
    const after = move(b, 1, 0.2);
    expect(after[6]).toBeCloseTo(0.8);
    expect(after[5]).toBeCloseTo(0.1);
    expect(after[7]).toBeCloseTo(0.1);
    expect(sum(after)).toBeCloseTo(1);
  });

  it("stops at the corridor's end wall instead of falling off", () => {
    const b = new Array(20).fill(0);
    b[19] = 1;
    expect(move(b, 1, 0)[19]).toBeCloseTo(1);
  });

  it("uncertainty shrinks with evidence and grows with every noisy move", () => {
    let b = uniformBelief(20);
    const before = cellsFor90(b);
    b = sense(b, CORRIDOR, "orange", 0.9);
    const afterSense = cellsFor90(b);
    expect(afterSense).toBeLessThan(before);
    const p1 = peak(b).p;
    b = move(b, 1, 0.3);
    expect(peak(b).p).toBeLessThan(p1);
  });

  it("a sense-move-sense sequence with a good sensor finds the hidden robot", () => {
    let world = startWorld(7);
    let b = uniformBelief(CORRIDOR.length);
    for (let k = 0; k < 12; k++) {
      const [reading, w] = simulateSense(world, CORRIDOR, 0.95);
      b = sense(b, CORRIDOR, reading, 0.95);
      const step = world.truth < 10 ? 1 : -1;
      world = simulateMove(w, step, 0.05);
      b = move(b, step, 0.05);
    }
    const [reading] = simulateSense(world, CORRIDOR, 0.95);
    b = sense(b, CORRIDOR, reading, 0.95);
    expect(peak(b).cell).toBe(world.truth);
    expect(peak(b).p).toBeGreaterThan(0.5);
  });

  it("a perfect sensor always reports the true cell's feature", () => {
    let world = startWorld(3);
    for (let k = 0; k < 20; k++) {
      const [reading, w] = simulateSense(world, CORRIDOR, 1);
      expect(reading).toBe(CORRIDOR[world.truth]);
      world = simulateMove(w, 1, 0);
    }
  });

  it("the same seed hides the robot in the same cell", () => {
    expect(startWorld(42).truth).toBe(startWorld(42).truth);
  });
});
