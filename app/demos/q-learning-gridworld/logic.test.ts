import { describe, expect, it } from "vitest";
import {
  bestAction,
  DEFAULT_PARAMS,
  defaultWorld,
  emptyQ,
  greedyRoute,
  newAgent,
  parseWorld,
  qOf,
  step,
  train,
  update,
  withCell,
} from "./logic.ts";

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe("Q-learning gridworld", () => {
  it("after 500 seeded episodes the greedy policy reaches the goal and avoids the pit", () => {
    const world = defaultWorld();
    const agent = train(world, newAgent(world), 500, DEFAULT_PARAMS, 1);
    const route = greedyRoute(world, agent.q);
    expect(route.outcome).toBe("goal");
    expect(route.cells.some((c) => world.cells[c] === "pit")).toBe(false);
    expect(route.cells.length - 1).toBe(10);
  });

  it("learns: later episodes earn more reward than the first ones", () => {
    const world = defaultWorld();
    const agent = train(world, newAgent(world), 300, DEFAULT_PARAMS, 5);
    expect(mean(agent.returns.slice(-50))).toBeGreaterThan(mean(agent.returns.slice(0, 20)) + 5);
    expect(agent.outcomes.slice(0, 20).filter((o) => o === "pit").length).toBeGreaterThan(3);
    expect(agent.outcomes.slice(-50).filter((o) => o === "goal").length).toBeGreaterThan(40);
  });

  it("applies the update rule Q ← Q + α (r + γ · max Q(next) − Q)", () => {
    const world = defaultWorld();
    const q = emptyQ(world);
    q[1 * 4 + 2] = 2; // the best action from cell 1 is worth 2
    const value = update(q, 0, 1, -0.1, 1, false, { ...DEFAULT_PARAMS, alpha: 0.5, gamma: 0.9 });
    expect(value).toBeCloseTo(0.5 * (-0.1 + 0.9 * 2));
    expect(qOf(q, 0, 1)).toBeCloseTo(0.85);
  });

  it("ignores the next cell's value when the move ends the episode", () => {
    const world = defaultWorld();
    const q = emptyQ(world);
    q[5 * 4] = 100;
    expect(update(q, 4, 1, 9.9, 5, true, { ...DEFAULT_PARAMS, alpha: 1 })).toBeCloseTo(9.9);
  });

  it("learns nothing when the learning rate α is 0", () => {
    const world = defaultWorld();
    const agent = train(world, newAgent(world), 50, { ...DEFAULT_PARAMS, alpha: 0 }, 1);
    expect(agent.q.every((v) => v === 0)).toBe(true);
    expect(bestAction(agent.q, world.start)).toBeNull();
  });

  it("walls block moves, and a coin pays only when the agent walks onto it", () => {
    const world = parseWorld(["SC", "#G"]);
    expect(step(world, 0, 2, -0.1)).toEqual({ next: 0, reward: -0.1 }); // down into the wall
    expect(step(world, 0, 1, -0.1).reward).toBeCloseTo(0.9); // onto the coin
    expect(step(world, 1, 0, -0.1)).toEqual({ next: 1, reward: -0.1 }); // bumping the edge on the coin
    expect(step(world, 1, 2, -0.1).reward).toBeCloseTo(9.9); // onto the goal
  });

  it("reward hacking: with a repeatable +1 coin beside the start, the agent circles it and never finishes", () => {
    const world = withCell(defaultWorld(), 1, "coin");
    const agent = train(world, newAgent(world), 500, DEFAULT_PARAMS, 1);
    const route = greedyRoute(world, agent.q);
    expect(route.outcome).toBe("loop");
    expect(route.cells).toContain(1);
    expect(agent.outcomes.slice(-20).filter((o) => o === "goal").length).toBeLessThan(5);
    expect(mean(agent.returns.slice(-20))).toBeGreaterThan(10);
  });

  it("is repeatable: the same seed gives the same Q table, another seed a different one", () => {
    const world = defaultWorld();
    const a = train(world, newAgent(world), 40, DEFAULT_PARAMS, 7);
    const b = train(world, newAgent(world), 40, DEFAULT_PARAMS, 7);
    const c = train(world, newAgent(world), 40, DEFAULT_PARAMS, 8);
    expect(a.q).toEqual(b.q);
    expect(c.q).not.toEqual(a.q);
  });

  it("training in batches equals training all at once", () => {
    const world = defaultWorld();
    const once = train(world, newAgent(world), 20, DEFAULT_PARAMS, 3);
    const twice = train(world, train(world, newAgent(world), 10, DEFAULT_PARAMS, 3), 10, DEFAULT_PARAMS, 3);
    expect(twice.q).toEqual(once.q);
    expect(twice.episodes).toBe(20);
  });

  it("moving the goal keeps a single goal on the map", () => {
    const world = withCell(defaultWorld(), 3, "goal");
    expect(world.cells.filter((c) => c === "goal")).toHaveLength(1);
    expect(world.cells[3]).toBe("goal");
    expect(withCell(world, 3, "wall")).toBe(world);
    expect(withCell(world, world.start, "pit")).toBe(world);
  });
});
