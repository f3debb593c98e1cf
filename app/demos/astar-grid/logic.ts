// A* on a weighted, 4-connected grid. Each step moves into a neighboring cell and costs that
// cell's terrain: 1 on open ground, 5 in mud; walls cannot be entered. The search keeps an
// open set (frontier) ordered by f = g + w·h and a closed set of cells already expanded.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type Terrain = "open" | "wall" | "mud";
export const TERRAIN_COST: Record<Terrain, number> = { open: 1, wall: Number.POSITIVE_INFINITY, mud: 5 };

export type Grid = { width: number; height: number; cells: readonly Terrain[] };
export type Heuristic = "zero" | "manhattan" | "euclidean";
export const HEURISTIC_NAMES: Record<Heuristic, MessageDescriptor> = {
  zero: msg`None (h = 0, Dijkstra)`,
  manhattan: msg`Manhattan distance`,
  euclidean: msg`Straight-line (Euclidean) distance`,
};

export function emptyGrid(width: number, height: number): Grid {
  return { width, height, cells: new Array<Terrain>(width * height).fill("open") };
}

export const index = (grid: Grid, x: number, y: number) => y * grid.width + x;
export const xy = (grid: Grid, i: number): [number, number] => [i % grid.width, Math.floor(i / grid.width)];

export function withCell(grid: Grid, i: number, terrain: Terrain): Grid {
  if (grid.cells[i] === terrain) return grid;
  const cells = [...grid.cells];
  cells[i] = terrain;
  return { ...grid, cells };
}

/** The base heuristic, before weighting. Both never overestimate, because every step costs at least 1. */
export function heuristic(grid: Grid, kind: Heuristic, from: number, to: number): number {
  if (kind === "zero") return 0;
  const [ax, ay] = xy(grid, from);
  const [bx, by] = xy(grid, to);
  const dx = Math.abs(ax - bx);
  const dy = Math.abs(ay - by);
  return kind === "manhattan" ? dx + dy : Math.hypot(dx, dy);
}

export function neighbors(grid: Grid, i: number): number[] {
  const [x, y] = xy(grid, i);
  const out: number[] = [];
  for (const [dx, dy] of [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const) {
    const nx = x + dx;
    const ny = y + dy;
    if (nx < 0 || ny < 0 || nx >= grid.width || ny >= grid.height) continue;
    const j = index(grid, nx, ny);
    if (grid.cells[j] !== "wall") out.push(j);
  }
  return out;
}

export type Problem = { grid: Grid; start: number; goal: number; heuristic: Heuristic; weight: number };

export type Snapshot = {
  /** Cost so far for every reached cell (Infinity when not reached). */
  g: number[];
  /** Weighted heuristic for every cell. */
  h: number[];
  parent: number[];
  open: Set<number>;
  closed: Set<number>;
  /** The cell expanded by the last step, or −1 before the first step. */
  current: number;
  expanded: number;
  status: "searching" | "found" | "no-path";
  /** When found: the cells from start to goal, and their total cost. */
  path: number[];
  cost: number;
};

export function pathTo(parent: readonly number[], cell: number): number[] {
  const path: number[] = [];
  for (let c = cell; c !== -1; c = parent[c] ?? -1) path.unshift(c);
  return path;
}

/**
 * Runs A* for at most `maxSteps` expansions and returns what the search looks like then.
 * Ties in f go to the cell with the smaller h (nearer the goal), then to the older entry.
 */
export function search(problem: Problem, maxSteps = Number.POSITIVE_INFINITY): Snapshot {
  const { grid, start, goal, weight } = problem;
  const n = grid.cells.length;
  const g = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
  const h = Array.from({ length: n }, (_, i) => weight * heuristic(grid, problem.heuristic, i, goal));
  const parent = new Array<number>(n).fill(-1);
  const open = new Set<number>();
  const closed = new Set<number>();
  const order = new Array<number>(n).fill(0);
  let counter = 0;
  const snap = (current: number, status: Snapshot["status"]): Snapshot => {
    const path = status === "found" ? pathTo(parent, goal) : [];
    return { g, h, parent, open, closed, current, expanded: closed.size, status, path, cost: g[goal] ?? Infinity };
  };
  if (grid.cells[start] === "wall" || grid.cells[goal] === "wall") return snap(-1, "no-path");
  g[start] = 0;
  open.add(start);
  let current = -1;
  let steps = 0;
  while (open.size > 0) {
    if (steps >= maxSteps) return snap(current, "searching");
    let best = -1;
    for (const c of open) {
      if (best === -1) {
        best = c;
        continue;
      }
      const fc = (g[c] ?? 0) + (h[c] ?? 0);
      const fb = (g[best] ?? 0) + (h[best] ?? 0);
      if (
        fc < fb - 1e-9 ||
        (Math.abs(fc - fb) <= 1e-9 &&
          ((h[c] ?? 0) < (h[best] ?? 0) - 1e-9 ||
            (Math.abs((h[c] ?? 0) - (h[best] ?? 0)) <= 1e-9 && (order[c] ?? 0) < (order[best] ?? 0))))
      ) {
        best = c;
      }
    }
    current = best;
    open.delete(current);
    closed.add(current);
    steps++;
    if (current === goal) return snap(current, "found");
    for (const nb of neighbors(grid, current)) {
      if (closed.has(nb)) continue;
      const tentative = (g[current] ?? 0) + TERRAIN_COST[grid.cells[nb] ?? "open"];
      if (tentative < (g[nb] ?? Infinity)) {
        g[nb] = tentative;
        parent[nb] = current;
        if (!open.has(nb)) order[nb] = ++counter;
        open.add(nb);
      }
    }
  }
  return snap(current, "no-path");
}

/** The total cost of walking a path (every cell after the first is paid for). */
export function pathCost(grid: Grid, path: readonly number[]): number {
  return path.slice(1).reduce((s, c) => s + TERRAIN_COST[grid.cells[c] ?? "open"], 0);
}

/**
 * A surprise obstacle: a wall dropped on the next cell of the path ahead of the robot (never on
 * the goal). Returns the new grid and the cell, or null when the robot is next to the goal.
 */
export function dropObstacleAhead(grid: Grid, path: readonly number[], robotStep: number): [Grid, number] | null {
  const ahead = path[robotStep + 1];
  if (ahead === undefined || robotStep + 1 >= path.length - 1) return null;
  return [withCell(grid, ahead, "wall"), ahead];
}

/**
 * The starting map: a mud pond (cost 5) between start and goal with dry ground around it, and a
 * short wall. The cheapest route walks around the mud; an inflated heuristic wades through it.
 */
export function sampleGrid(): { grid: Grid; start: number; goal: number } {
  const width = 20;
  const height = 12;
  let grid = emptyGrid(width, height);
  for (let y = 2; y <= 9; y++) {
    for (let x = 8; x <= 11; x++) grid = withCell(grid, index(grid, x, y), "mud");
  }
  for (let y = 4; y <= 8; y++) grid = withCell(grid, index(grid, 4, y), "wall");
  for (let x = 14; x <= 17; x++) grid = withCell(grid, index(grid, x, 10), "wall");
  return { grid, start: index(grid, 1, 6), goal: index(grid, 18, 6) };
}
