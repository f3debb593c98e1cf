import { describe, expect, it } from "vitest";
import {
  ALGORITHMS,
  DEFAULT_GOAL,
  DEFAULT_START,
  neighbors,
  pathLength,
  ROADS,
  result,
  straightLine,
  TOWNS,
  trace,
} from "./logic.ts";

const pairs = TOWNS.flatMap((s) => TOWNS.filter((g) => g.id !== s.id).map((g) => [s.id, g.id] as const));

/** Fewest roads between two towns, by a plain breadth-first count written separately here. */
function fewestRoads(start: string, goal: string): number {
  const dist = new Map([[start, 0]]);
  const queue = [start];
  while (queue.length) {
    const id = queue.shift() as string;
    for (const n of neighbors(id)) {
      if (!dist.has(n.id)) {
        dist.set(n.id, (dist.get(id) as number) + 1);
        queue.push(n.id);
      }
    }
  }
  return dist.get(goal) ?? Number.POSITIVE_INFINITY;
}

describe("the map", () => {
  it("has 12 towns, all reachable from each other", () => {
    expect(TOWNS).toHaveLength(12);
    for (const [s, g] of pairs) expect(fewestRoads(s, g)).toBeLessThan(Number.POSITIVE_INFINITY);
  });

  it("never has a road shorter than the straight line, so the estimate never overestimates", () => {
    for (const r of ROADS) expect(r.km).toBeGreaterThanOrEqual(straightLine(r.a, r.b));
  });
});

describe("search on the default trip", () => {
  const s = DEFAULT_START;
  const g = DEFAULT_GOAL;

  it("A* finds the same cost as Dijkstra while expanding fewer towns", () => {
    const d = result("dijkstra", s, g);
    const a = result("astar", s, g);
    expect(a.found && d.found).toBe(true);
    expect(a.km).toBe(d.km);
    expect(a.expanded).toBeLessThan(d.expanded);
  });

  it("greedy best-first expands the fewest towns but takes a longer route", () => {
    const greedy = result("greedy", s, g);
    for (const algo of ALGORITHMS) expect(greedy.expanded).toBeLessThanOrEqual(result(algo.value, s, g).expanded);
    expect(greedy.km).toBeGreaterThan(result("astar", s, g).km);
  });

  it("breadth-first finds the fewest roads, which is not the shortest distance here", () => {
    const bfs = result("bfs", s, g);
    expect(bfs.roads).toBe(fewestRoads(s, g));
    expect(bfs.km).toBeGreaterThan(result("dijkstra", s, g).km);
  });

  it("depth-first finds a route, but a long, wandering one", () => {
    const dfs = result("dfs", s, g);
    expect(dfs.found).toBe(true);
    expect(dfs.km).toBeGreaterThan(result("bfs", s, g).km);
  });
});

describe("search on every pair of towns", () => {
  it("Dijkstra and A* always agree on the cheapest distance; A* never expands more towns", () => {
    for (const [s, g] of pairs) {
      const d = result("dijkstra", s, g);
      const a = result("astar", s, g);
      expect(a.km).toBe(d.km);
      expect(a.expanded).toBeLessThanOrEqual(d.expanded);
    }
  });

  it("no algorithm ever beats Dijkstra's distance, and every route uses real roads", () => {
    for (const [s, g] of pairs) {
      const best = result("dijkstra", s, g).km;
      for (const algo of ALGORITHMS) {
        const r = result(algo.value, s, g);
        expect(r.path[0]).toBe(s);
        expect(r.path.at(-1)).toBe(g);
        expect(pathLength(r.path)).toBe(r.km);
        expect(r.km).toBeGreaterThanOrEqual(best);
      }
    }
  });
});

describe("step-by-step trace", () => {
  it("starts with only the start town on the frontier and expands one town per step", () => {
    const steps = trace("astar", DEFAULT_START, DEFAULT_GOAL);
    expect(steps[0]?.frontier.map((e) => e.id)).toEqual([DEFAULT_START]);
    expect(steps[0]?.explored).toEqual([]);
    steps.slice(1).forEach((snap, i) => {
      expect(snap.explored).toHaveLength(i + 1);
      expect(snap.current).toBe(snap.explored.at(-1));
    });
    expect(steps.at(-1)?.done).toBe(true);
  });

  it("A* always expands the frontier town with the lowest g + h", () => {
    const steps = trace("astar", DEFAULT_START, DEFAULT_GOAL);
    for (let i = 1; i < steps.length; i++) {
      const before = steps[i - 1]?.frontier ?? [];
      const lowest = Math.min(...before.map((e) => e.g + e.h));
      const chosen = before.find((e) => e.id === steps[i]?.current);
      expect(chosen && chosen.g + chosen.h).toBeCloseTo(lowest, 9);
    }
  });

  it("never puts an expanded town back on the frontier", () => {
    for (const algo of ALGORITHMS) {
      for (const snap of trace(algo.value, DEFAULT_START, DEFAULT_GOAL)) {
        for (const e of snap.frontier) expect(snap.explored).not.toContain(e.id);
      }
    }
  });
});
