import { describe, expect, it } from "vitest";
import {
  dropObstacleAhead,
  emptyGrid,
  type Grid,
  type Heuristic,
  index,
  neighbors,
  pathCost,
  sampleGrid,
  search,
  TERRAIN_COST,
  withCell,
} from "./logic.ts";

/** An independent Dijkstra (simple and slow) to check A*'s costs against. */
function dijkstra(grid: Grid, start: number, goal: number): number {
  const dist = new Array(grid.cells.length).fill(Infinity);
  const done = new Set<number>();
  dist[start] = 0;
  for (;;) {
    let u = -1;
    dist.forEach((d, i) => {
      if (!done.has(i) && d < Infinity && (u === -1 || d < dist[u])) u = i;
    });
    if (u === -1) return Infinity;
    if (u === goal) return dist[u];
    done.add(u);
    for (const v of neighbors(grid, u)) {
      const alt = dist[u] + TERRAIN_COST[grid.cells[v] ?? "open"];
      if (alt < dist[v]) dist[v] = alt;
    }
  }
}

const run = (grid: Grid, start: number, goal: number, heuristic: Heuristic, weight = 1) =>
  search({ grid, start, goal, heuristic, weight });

describe("A* on a weighted grid", () => {
  it("with Manhattan distance finds the same cost as Dijkstra and expands fewer cells on the open grid", () => {
    const grid = emptyGrid(20, 12);
    const start = index(grid, 1, 1);
    const goal = index(grid, 17, 9);
    const astar = run(grid, start, goal, "manhattan");
    const dijk = run(grid, start, goal, "zero");
    expect(astar.status).toBe("found");
    expect(astar.cost).toBe(16 + 8);
    expect(dijk.cost).toBe(astar.cost);
    expect(dijkstra(grid, start, goal)).toBe(astar.cost);
    expect(astar.expanded).toBeLessThan(dijk.expanded / 3);
  });

  it("finds the optimal cost on the sample map with mud for every admissible heuristic", () => {
    const { grid, start, goal } = sampleGrid();
    const best = dijkstra(grid, start, goal);
    for (const h of ["zero", "manhattan", "euclidean"] as const) {
      const result = run(grid, start, goal, h);
      expect(result.cost).toBe(best);
      expect(pathCost(grid, result.path)).toBe(best);
    }
  });

  it("walks around the mud when the detour is cheaper", () => {
    const { grid, start, goal } = sampleGrid();
    const result = run(grid, start, goal, "manhattan");
    expect(result.path.some((c) => grid.cells[c] === "mud")).toBe(false);
  });

  it("charges 5 for every mud cell entered", () => {
    let grid = emptyGrid(5, 1);
    grid = withCell(grid, 2, "mud");
    const result = run(grid, 0, 4, "manhattan");
    expect(result.path).toEqual([0, 1, 2, 3, 4]);
    expect(result.cost).toBe(1 + 5 + 1 + 1);
  });

  it("an inflated heuristic (weight 3) expands fewer cells but returns a costlier route", () => {
    const { grid, start, goal } = sampleGrid();
    const exact = run(grid, start, goal, "manhattan", 1);
    const greedy = run(grid, start, goal, "manhattan", 3);
    expect(greedy.status).toBe("found");
    expect(greedy.expanded).toBeLessThan(exact.expanded);
    expect(greedy.cost).toBeGreaterThan(exact.cost);
  });

  it("reports no path when walls cut the goal off", () => {
    let grid = emptyGrid(6, 6);
    for (let y = 0; y < 6; y++) grid = withCell(grid, index(grid, 3, y), "wall");
    const result = run(grid, 0, index(grid, 5, 5), "manhattan");
    expect(result.status).toBe("no-path");
    expect(result.path).toEqual([]);
  });

  it("can be stepped: after k steps exactly k cells are closed, and f = g + h on the frontier", () => {
    const { grid, start, goal } = sampleGrid();
    const snap = run(grid, start, goal, "manhattan");
    const partial = search({ grid, start, goal, heuristic: "manhattan", weight: 1 }, 10);
    expect(partial.status).toBe("searching");
    expect(partial.closed.size).toBe(10);
    expect(partial.open.size).toBeGreaterThan(0);
    for (const c of partial.open) {
      expect(partial.g[c]).toBeLessThan(Infinity);
      expect(partial.h[c]).toBeGreaterThanOrEqual(0);
    }
    expect(snap.expanded).toBeGreaterThan(10);
  });

  it("replans around a surprise obstacle dropped in front of the robot", () => {
    const grid0 = emptyGrid(10, 5);
    const start = index(grid0, 0, 2);
    const goal = index(grid0, 9, 2);
    const first = run(grid0, start, goal, "manhattan");
    const dropped = dropObstacleAhead(grid0, first.path, 3);
    expect(dropped).not.toBeNull();
    if (!dropped) return;
    const [grid1, wall] = dropped;
    expect(grid1.cells[wall]).toBe("wall");
    const robotAt = first.path[3] ?? start;
    const replan = run(grid1, robotAt, goal, "manhattan");
    expect(replan.status).toBe("found");
    expect(replan.path).not.toContain(wall);
    expect(replan.cost).toBeGreaterThan(pathCost(grid0, first.path.slice(3)));
  });

  it("never drops a surprise wall on the goal", () => {
    const grid = emptyGrid(3, 1);
    const { path } = run(grid, 0, 2, "manhattan");
    expect(dropObstacleAhead(grid, path, 1)).toBeNull();
  });
});
