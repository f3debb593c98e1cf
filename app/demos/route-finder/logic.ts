// Route finding on a small map of fictional towns: breadth-first, depth-first, uniform-cost
// (Dijkstra), greedy best-first and A* search, each recorded step by step so the learner can
// watch the frontier grow. Distances are in kilometers; the heuristic is the straight-line
// distance, and every road is at least as long as the straight line between its towns, so
// the heuristic never overestimates (admissible) and is consistent.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface Town {
  id: string;
  name: string;
  x: number;
  y: number;
}

export interface Road {
  a: string;
  b: string;
  km: number;
}

export const TOWNS: readonly Town[] = [
  { id: "A", name: "Amberfield", x: 6, y: 36 },
  { id: "B", name: "Brookhollow", x: 20, y: 12 },
  { id: "C", name: "Cinderwick", x: 22, y: 60 },
  { id: "D", name: "Dovecote", x: 36, y: 34 },
  { id: "E", name: "Emberlee", x: 44, y: 8 },
  { id: "F", name: "Fernmouth", x: 48, y: 62 },
  { id: "G", name: "Glimmerton", x: 62, y: 36 },
  { id: "H", name: "Hollowmere", x: 70, y: 10 },
  { id: "I", name: "Ivyholt", x: 74, y: 58 },
  { id: "J", name: "Juniper Bay", x: 94, y: 34 },
  { id: "K", name: "Kestrel Ford", x: 90, y: 12 },
  { id: "L", name: "Larkspur", x: 92, y: 62 },
];

export const ROADS: readonly Road[] = [
  { a: "A", b: "B", km: 30 },
  { a: "A", b: "C", km: 31 },
  { a: "A", b: "D", km: 32 },
  { a: "B", b: "D", km: 28 },
  { a: "B", b: "E", km: 25 },
  { a: "C", b: "D", km: 30 },
  { a: "C", b: "F", km: 27 },
  { a: "D", b: "E", km: 28 },
  { a: "D", b: "G", km: 47 },
  { a: "D", b: "F", km: 31 },
  { a: "E", b: "H", km: 27 },
  { a: "F", b: "I", km: 27 },
  { a: "G", b: "H", km: 28 },
  { a: "G", b: "I", km: 26 },
  { a: "G", b: "J", km: 50 },
  { a: "H", b: "K", km: 21 },
  { a: "I", b: "L", km: 19 },
  { a: "K", b: "J", km: 23 },
  { a: "L", b: "J", km: 29 },
];

/** The starting trip: from the east coast to the west. */
export const DEFAULT_START = "J";
export const DEFAULT_GOAL = "C";

export type Algorithm = "bfs" | "dfs" | "dijkstra" | "greedy" | "astar";

export const ALGORITHMS: readonly { value: Algorithm; label: MessageDescriptor }[] = [
  { value: "bfs", label: msg`Breadth-first (BFS)` },
  { value: "dfs", label: msg`Depth-first (DFS)` },
  { value: "dijkstra", label: msg`Uniform cost (Dijkstra)` },
  { value: "greedy", label: msg`Greedy best-first` },
  { value: "astar", label: msg`A* (straight-line estimate)` },
];

export function town(id: string): Town {
  const t = TOWNS.find((x) => x.id === id);
  if (!t) throw new Error(`Unknown town ${id}`);
  return t;
}

/** Straight-line distance in km: the heuristic h(n) when the goal is `goal`. */
export function straightLine(from: string, to: string): number {
  const a = town(from);
  const b = town(to);
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Neighbors of a town with road lengths, in alphabetical order (the tie-break order). */
export function neighbors(id: string): { id: string; km: number }[] {
  return ROADS.filter((r) => r.a === id || r.b === id)
    .map((r) => ({ id: r.a === id ? r.b : r.a, km: r.km }))
    .sort((p, q) => p.id.localeCompare(q.id));
}

export interface FrontierEntry {
  id: string;
  /** Cost so far, km. */
  g: number;
  /** Straight-line estimate to the goal, km. */
  h: number;
  /** The route from the start to this town. */
  path: string[];
}

export interface Snapshot {
  /** The town expanded in this step (null for the starting snapshot). */
  current: string | null;
  /** Towns already expanded, in order. */
  explored: string[];
  /** Towns waiting to be expanded, in the order the algorithm will consider them. */
  frontier: FrontierEntry[];
  /** Route to the current town (the best route known to it). */
  path: string[];
  /** Its length in km. */
  cost: number;
  done: boolean;
  found: boolean;
}

/** The number the frontier is ordered by, or null for BFS/DFS, which use arrival order. */
export function priority(algo: Algorithm, e: FrontierEntry): number | null {
  if (algo === "dijkstra") return e.g;
  if (algo === "greedy") return e.h;
  if (algo === "astar") return e.g + e.h;
  return null;
}

/** Orders the frontier so that its first entry is the next to expand. */
function ordered(algo: Algorithm, frontier: FrontierEntry[]): FrontierEntry[] {
  if (algo === "bfs") return frontier;
  if (algo === "dfs") return [...frontier].reverse();
  // A stable sort keeps arrival order between equal priorities.
  return [...frontier].sort((p, q) => (priority(algo, p) ?? 0) - (priority(algo, q) ?? 0));
}

/**
 * Runs a graph search from `start` to `goal` and records a snapshot after every expansion.
 * The goal test happens when a town is expanded (taken off the frontier), as in the textbook
 * versions of uniform-cost and A* search.
 */
export function trace(algo: Algorithm, start: string, goal: string): Snapshot[] {
  // Internal frontier in arrival order; `ordered` decides which entry comes out next.
  let frontier: FrontierEntry[] = [{ id: start, g: 0, h: straightLine(start, goal), path: [start] }];
  const explored: string[] = [];
  const snapshots: Snapshot[] = [
    { current: null, explored: [], frontier: ordered(algo, frontier), path: [], cost: 0, done: false, found: false },
  ];
  while (frontier.length > 0) {
    const next = ordered(algo, frontier)[0] as FrontierEntry;
    frontier = frontier.filter((e) => e !== next);
    explored.push(next.id);
    const found = next.id === goal;
    if (!found) {
      for (const n of neighbors(next.id)) {
        if (explored.includes(n.id)) continue;
        const entry: FrontierEntry = {
          id: n.id,
          g: next.g + n.km,
          h: straightLine(n.id, goal),
          path: [...next.path, n.id],
        };
        const existing = frontier.find((e) => e.id === n.id);
        if (!existing) {
          frontier.push(entry);
        } else if (algo === "dfs") {
          // Depth-first always follows the newest discovery: move the town to the top.
          frontier = [...frontier.filter((e) => e !== existing), entry];
        } else if ((algo === "dijkstra" || algo === "astar") && entry.g < existing.g) {
          // A cheaper route to a town already waiting: replace it.
          frontier = frontier.map((e) => (e === existing ? entry : e));
        }
      }
    }
    const done = found || frontier.length === 0;
    snapshots.push({
      current: next.id,
      explored: [...explored],
      frontier: ordered(algo, frontier),
      path: next.path,
      cost: next.g,
      done,
      found,
    });
    if (done) break;
  }
  return snapshots;
}

export interface Result {
  found: boolean;
  path: string[];
  km: number;
  roads: number;
  expanded: number;
}

export function result(algo: Algorithm, start: string, goal: string): Result {
  const last = trace(algo, start, goal).at(-1) as Snapshot;
  return {
    found: last.found,
    path: last.path,
    km: last.cost,
    roads: Math.max(0, last.path.length - 1),
    expanded: last.explored.length,
  };
}

export function pathLength(path: readonly string[]): number {
  let km = 0;
  for (let i = 1; i < path.length; i++) {
    const road = ROADS.find(
      (r) => (r.a === path[i - 1] && r.b === path[i]) || (r.b === path[i - 1] && r.a === path[i]),
    );
    if (!road) throw new Error(`No road between ${path[i - 1]} and ${path[i]}`);
    km += road.km;
  }
  return km;
}
