import { describe, expect, it } from "vitest";
import {
  clusters,
  decisionLine,
  errors,
  freshState,
  HIDDEN_LAYER,
  MAX_EPOCHS,
  output,
  positiveRegion,
  presetSamples,
  START_WEIGHTS,
  type TrainerState,
  trainEpoch,
  trainerReducer,
  trainStep,
  trainUntilDone,
  twoLayerOutput,
  type Weights,
  weightedSum,
  xorRegion,
} from "./logic.ts";

const SEED = 1;

describe("one neuron", () => {
  it("computes the weighted sum plus bias (w1 = 2, w2 = −1, bias = −1, inputs 1 and 0 give 1)", () => {
    const w: Weights = { w1: 2, w2: -1, bias: -1 };
    expect(weightedSum(w, 1, 0)).toBe(1);
    expect(output(w, 1, 0)).toBe(1);
    expect(output(w, 0, 1)).toBe(0);
  });
});

describe("the perceptron rule", () => {
  it("leaves the weights alone when the answer is right", () => {
    const r = trainStep({ w1: 1, w2: 1, bias: -1.5 }, { x1: 1, x2: 1, target: 1 }, 0.5);
    expect(r.mistake).toBe(false);
    expect(r.weights).toEqual({ w1: 1, w2: 1, bias: -1.5 });
  });

  it("adds rate × input when it said 0 but should have said 1", () => {
    const r = trainStep({ w1: 0, w2: 0, bias: 0 }, { x1: 1, x2: 0.5, target: 1 }, 0.1);
    expect(r.mistake).toBe(true);
    expect(r.weights).toEqual({ w1: 0.1, w2: 0.05, bias: 0.1 });
  });

  it("subtracts rate × input when it said 1 but should have said 0", () => {
    const r = trainStep({ w1: 1, w2: 1, bias: 0 }, { x1: 1, x2: 0, target: 0 }, 0.5);
    expect(r.weights).toEqual({ w1: 0.5, w2: 1, bias: -0.5 });
  });

  it("counts one mistake per update in an epoch and remembers the last point that caused one", () => {
    const samples = presetSamples("and", SEED);
    const e = trainEpoch(START_WEIGHTS, samples, 0.1);
    expect(e.mistakes).toBeGreaterThan(0);
    expect(e.lastUpdate).not.toBeNull();
    expect(e.mistakes).toBeLessThanOrEqual(samples.length);
  });
});

describe("training until no mistakes", () => {
  for (const preset of ["and", "or", "clusters"] as const) {
    it(`reaches zero errors on ${preset} within ${MAX_EPOCHS} epochs`, () => {
      const samples = presetSamples(preset, SEED);
      const r = trainUntilDone(START_WEIGHTS, samples, 0.1);
      expect(r.converged).toBe(true);
      expect(r.history.at(-1)).toBe(0);
      expect(errors(r.weights, samples)).toBe(0);
    });
  }

  it("never reaches zero errors on XOR, whatever the learning rate or starting weights", () => {
    const samples = presetSamples("xor", SEED);
    for (const rate of [0.05, 0.1, 0.5, 1]) {
      for (const start of [START_WEIGHTS, { w1: 0, w2: 0, bias: 0 }, { w1: -2, w2: 3, bias: 1 }]) {
        const r = trainUntilDone(start, samples, rate);
        expect(r.converged).toBe(false);
        expect(r.history).toHaveLength(MAX_EPOCHS);
        expect(Math.min(...r.history)).toBeGreaterThan(0);
      }
    }
  });

  it("with a hidden layer of two neurons (OR and AND), XOR is solved", () => {
    for (const s of presetSamples("xor", SEED)) expect(twoLayerOutput(s.x1, s.x2)).toBe(s.target);
    // The hidden neurons are themselves OR and AND.
    expect(output(HIDDEN_LAYER.or, 0, 1)).toBe(1);
    expect(output(HIDDEN_LAYER.and, 0, 1)).toBe(0);
  });
});

describe("presets", () => {
  it("gives the four truth-table rows for the logic gates", () => {
    expect(presetSamples("and", SEED).map((s) => s.target)).toEqual([0, 0, 0, 1]);
    expect(presetSamples("or", SEED).map((s) => s.target)).toEqual([0, 1, 1, 1]);
    expect(presetSamples("xor", SEED).map((s) => s.target)).toEqual([0, 1, 1, 0]);
    expect(presetSamples("own", SEED)).toEqual([]);
  });

  it("draws two clusters of 10 from a seed, the same each time", () => {
    expect(clusters(5)).toEqual(clusters(5));
    expect(clusters(5)).not.toEqual(clusters(6));
    expect(clusters(5).filter((s) => s.target === 1)).toHaveLength(10);
  });
});

describe("drawing the decision line", () => {
  it("crosses the square where w1·x1 + w2·x2 + bias = 0", () => {
    const line = decisionLine({ w1: 1, w2: 1, bias: -1 });
    expect(line).not.toBeNull();
    for (const [x, y] of line ?? []) expect(x + y - 1).toBeCloseTo(0, 9);
  });

  it("shades the XOR network's band between the OR and AND lines, containing exactly the two 1 points", () => {
    const band = xorRegion();
    expect(band.length).toBeGreaterThanOrEqual(4);
    for (const [x, y] of band) expect(x + y).toBeGreaterThanOrEqual(0.5 - 1e-9);
    for (const [x, y] of band) expect(x + y).toBeLessThanOrEqual(1.5 + 1e-9);
  });

  it("has no line when both weights are zero", () => {
    expect(decisionLine({ w1: 0, w2: 0, bias: 1 })).toBeNull();
  });

  it("shades the half of the square where the output is 1", () => {
    expect(positiveRegion({ w1: 1, w2: 0, bias: -0.5 })).toHaveLength(4);
    for (const [x] of positiveRegion({ w1: 1, w2: 0, bias: -0.5 })) expect(x).toBeGreaterThanOrEqual(0.5);
    expect(positiveRegion({ w1: 0, w2: 0, bias: -1 })).toEqual([]);
  });
});

describe("the trainer, as the learner drives it", () => {
  const run = (s: TrainerState) => {
    let next = trainerReducer(s, { type: "run", running: true });
    while (next.running) next = trainerReducer(next, { type: "epoch" });
    return next;
  };

  it("Train 1 step uses the next point, highlights it, and moves the weights only after a mistake", () => {
    const start = freshState("and", SEED);
    const after = trainerReducer(start, { type: "step", count: 1 });
    expect(after.last?.index).toBe(0);
    const first = start.samples[0];
    const wasWrong = first ? output(start.weights, first.x1, first.x2) !== first.target : false;
    expect(after.last?.mistake).toBe(wasWrong);
    expect(after.weights === start.weights).toBe(!wasWrong);
    expect(after.cursor).toBe(1);
  });

  it("an epoch visits every point once and records its mistakes", () => {
    const after = trainerReducer(freshState("or", SEED), { type: "epoch" });
    expect(after.cursor).toBe(0);
    expect(after.history).toHaveLength(1);
  });

  it("'Train up to 50 epochs' stops as soon as an epoch has no mistakes on AND", () => {
    const done = run(freshState("and", SEED));
    expect(done.history.at(-1)).toBe(0);
    expect(done.history.length).toBeLessThan(MAX_EPOCHS);
  });

  it("'Train up to 50 epochs' on XOR runs all 50 and every epoch still has mistakes", () => {
    const done = run(freshState("xor", SEED));
    expect(done.history).toHaveLength(MAX_EPOCHS);
    expect(done.history.every((m) => m > 0)).toBe(true);
  });

  it("adding your own point switches to your own data and starts the count again", () => {
    const trained = trainerReducer(freshState("and", SEED), { type: "epoch" });
    const added = trainerReducer(trained, { type: "add", x1: 0.5, x2: 1.2, cls: 1 });
    expect(added.preset).toBe("own");
    expect(added.samples).toHaveLength(5);
    expect(added.history).toEqual([]);
  });

  it("Reset returns to AND with the starting weights", () => {
    const moved = trainerReducer(freshState("xor", SEED), { type: "weights", weights: { w1: 2, w2: 2, bias: 2 } });
    const reset = trainerReducer(moved, { type: "reset" });
    expect(reset.preset).toBe("and");
    expect(reset.weights).toEqual(START_WEIGHTS);
  });
});
