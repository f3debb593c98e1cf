// Tabular Q-learning in a small gridworld. The agent learns Q(s, a): the value of taking
// action a in cell s. After each move it nudges Q towards reward + γ · (best Q of the next
// cell), by a fraction α; with probability ε it explores with a random action.

import { mulberry32 } from "#app/platform/random.ts";

export type Cell = "empty" | "wall" | "goal" | "pit" | "coin";
export type World = { width: number; height: number; cells: readonly Cell[]; start: number };
export type Params = { alpha: number; gamma: number; epsilon: number; stepCost: number };
export type Action = 0 | 1 | 2 | 3;
export const ACTIONS: readonly Action[] = [0, 1, 2, 3];
export const ACTION_NAMES = ["up", "right", "down", "left"] as const;
const MOVES: readonly [number, number][] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];
/** Reward for entering a cell, on top of the step cost. The coin pays every time. */
export const CELL_REWARD: Record<Cell, number> = { empty: 0, wall: 0, goal: 10, pit: -10, coin: 1 };
export const MAX_STEPS = 100;
export const DEFAULT_PARAMS: Params = { alpha: 0.5, gamma: 0.9, epsilon: 0.1, stepCost: -0.1 };

const MAP = ["S.....", ".##.#.", "....#.", ".#P...", ".#..#.", "...P.G"];

export function parseWorld(rows: readonly string[]): World {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const kinds: Record<string, Cell> = { ".": "empty", S: "empty", "#": "wall", G: "goal", P: "pit", C: "coin" };
  const cells: Cell[] = [];
  let start = 0;
  rows.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      if (ch === "S") start = y * width + x;
      cells.push(kinds[ch] ?? "empty");
    });
  });
  return { width, height, cells, start };
}

export const defaultWorld = (): World => parseWorld(MAP);

export const isTerminal = (cell: Cell | undefined) => cell === "goal" || cell === "pit";

/** One move: walls and edges block (the agent stays put). Returns the next cell and the reward. */
export function step(world: World, s: number, a: Action, stepCost: number): { next: number; reward: number } {
  const [dx, dy] = MOVES[a] ?? [0, 0];
  const x = (s % world.width) + dx;
  const y = Math.floor(s / world.width) + dy;
  let next = s;
  if (x >= 0 && y >= 0 && x < world.width && y < world.height && world.cells[y * world.width + x] !== "wall") {
    next = y * world.width + x;
  }
  // Bumping into a wall earns only the step cost: the coin pays when the agent walks onto it.
  return { next, reward: stepCost + (next === s ? 0 : CELL_REWARD[world.cells[next] ?? "empty"]) };
}

export const emptyQ = (world: World) => new Array<number>(world.cells.length * 4).fill(0);
export const qOf = (q: readonly number[], s: number, a: Action) => q[s * 4 + a] ?? 0;
export const bestValue = (q: readonly number[], s: number) => Math.max(...ACTIONS.map((a) => qOf(q, s, a)));

/** The greedy action (ties go to the first), or null when the cell is still unexplored. */
export function bestAction(q: readonly number[], s: number): Action | null {
  let best: Action = 0;
  for (const a of ACTIONS) if (qOf(q, s, a) > qOf(q, s, best)) best = a;
  return ACTIONS.every((a) => qOf(q, s, a) === 0) ? null : best;
}

/** The Q-learning update for one move, in place. Returns the new Q value. */
export function update(q: number[], s: number, a: Action, reward: number, next: number, terminal: boolean, p: Params) {
  const target = reward + (terminal ? 0 : p.gamma * bestValue(q, next));
  const i = s * 4 + a;
  q[i] = (q[i] ?? 0) + p.alpha * (target - (q[i] ?? 0));
  return q[i];
}

export type Outcome = "goal" | "pit" | "timeout";
export type Agent = { q: number[]; episodes: number; returns: number[]; outcomes: Outcome[] };

export const newAgent = (world: World): Agent => ({ q: emptyQ(world), episodes: 0, returns: [], outcomes: [] });

/** Runs `count` more episodes. Episode k always uses the same random numbers for a given seed. */
export function train(world: World, agent: Agent, count: number, p: Params, seed: number): Agent {
  const q = [...agent.q];
  const returns = [...agent.returns];
  const outcomes = [...agent.outcomes];
  for (let e = 0; e < count; e++) {
    const random = mulberry32((seed ^ Math.imul(agent.episodes + e + 1, 0x9e3779b1)) >>> 0);
    let s = world.start;
    let total = 0;
    let outcome: Outcome = "timeout";
    for (let t = 0; t < MAX_STEPS; t++) {
      let a: Action;
      if (random() < p.epsilon) a = ACTIONS[Math.floor(random() * 4)] ?? 0;
      else {
        const top = bestValue(q, s);
        const ties = ACTIONS.filter((x) => qOf(q, s, x) >= top - 1e-12);
        a = ties[Math.floor(random() * ties.length)] ?? 0;
      }
      const { next, reward } = step(world, s, a, p.stepCost);
      const cell = world.cells[next];
      update(q, s, a, reward, next, isTerminal(cell), p);
      total += reward;
      s = next;
      if (isTerminal(cell)) {
        outcome = cell === "goal" ? "goal" : "pit";
        break;
      }
    }
    returns.push(total);
    outcomes.push(outcome);
  }
  return { q, episodes: agent.episodes + count, returns, outcomes };
}

/** Follows the greedy policy from the start: where does the learned policy actually go? */
export function greedyRoute(
  world: World,
  q: readonly number[],
  limit = 40,
): { cells: number[]; outcome: Outcome | "loop" | "stuck" } {
  const cells = [world.start];
  const seen = new Set(cells);
  let s = world.start;
  for (let t = 0; t < limit; t++) {
    const a = bestAction(q, s);
    if (a === null) return { cells, outcome: "stuck" };
    const { next } = step(world, s, a, 0);
    cells.push(next);
    const cell = world.cells[next];
    if (cell === "goal") return { cells, outcome: "goal" };
    if (cell === "pit") return { cells, outcome: "pit" };
    if (seen.has(next)) return { cells, outcome: "loop" };
    seen.add(next);
    s = next;
  }
  return { cells, outcome: "timeout" };
}

/** Paints a cell. The start holds only empty ground or a coin; placing a goal moves the single goal. */
export function withCell(world: World, i: number, cell: Cell): World {
  if (i === world.start && cell !== "empty" && cell !== "coin") return world;
  if (world.cells[i] === "goal") return world; // the goal can be moved, not painted over
  const cells = world.cells.map((c) => (cell === "goal" && c === "goal" ? "empty" : c));
  cells[i] = cell;
  return { ...world, cells };
}
