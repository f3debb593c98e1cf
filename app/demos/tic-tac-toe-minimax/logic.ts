// Tic-tac-toe and minimax. The learner plays X (the maximizing player) and the computer plays
// O (the minimizing player). Every value is from X's point of view: +1 means X can force a
// win, 0 a draw, −1 a loss for X. Positions deeper than the depth limit are scored 0
// ("unknown, call it a draw"), which is what makes a shallow computer beatable.

export type Cell = "X" | "O" | null;
export type Board = readonly Cell[];
export type Player = "X" | "O";

export const EMPTY_BOARD: Board = Array.from({ length: 9 }, () => null);

export const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
] as const;

export function winner(board: Board): Player | null {
  for (const [a, b, c] of LINES) {
    const v = board[a];
    if (v && v === board[b] && v === board[c]) return v;
  }
  return null;
}

export function winningLine(board: Board): readonly number[] | null {
  for (const line of LINES) {
    const [a, b, c] = line;
    const v = board[a];
    if (v && v === board[b] && v === board[c]) return line;
  }
  return null;
}

export function legalMoves(board: Board): number[] {
  if (winner(board)) return [];
  const moves: number[] = [];
  board.forEach((cell, i) => {
    if (cell === null) moves.push(i);
  });
  return moves;
}

export function isOver(board: Board): boolean {
  return legalMoves(board).length === 0;
}

/** Whose turn it is: X always starts, so X moves when both have played equally often. */
export function toMove(board: Board): Player {
  const xs = board.filter((c) => c === "X").length;
  const os = board.filter((c) => c === "O").length;
  return xs === os ? "X" : "O";
}

export function play(board: Board, square: number): Board {
  if (board[square] !== null || isOver(board)) throw new Error(`Square ${square} is not a legal move`);
  const next = [...board];
  next[square] = toMove(board);
  return next;
}

export interface SearchOptions {
  /** How many moves ahead to look, 1–9 (9 = the whole game). */
  depth: number;
  alphaBeta: boolean;
}

export interface MoveValue {
  square: number;
  /** +1 X wins, 0 draw (or unknown beyond the depth limit), −1 O wins. */
  value: number;
  /** Positions examined to find this value, including the position after the move. */
  positions: number;
}

export interface Analysis {
  player: Player;
  moves: MoveValue[];
  /** All positions examined for all moves together. */
  positions: number;
  /** The move minimax picks: highest value for X, lowest for O; ties go to the first square. */
  best: number | null;
}

/** For each square, the lines through it: a win can only appear on a line through the last move. */
const LINES_THROUGH: readonly (readonly number[])[] = Array.from({ length: 9 }, (_, square) =>
  LINES.filter((line) => (line as readonly number[]).includes(square)).flat(),
);

/**
 * Minimax value (from X's view) of the position reached when the player `mover` (+1 for X,
 * −1 for O) has just played `square`, looking `depth` more moves ahead. The board is an
 * Int8Array (+1 X, −1 O, 0 empty) changed in place and restored, which keeps a full search
 * of the empty board fast enough for a phone.
 */
function search(
  cells: Int8Array,
  square: number,
  mover: number,
  empty: number,
  depth: number,
  alpha: number,
  beta: number,
  prune: boolean,
  counter: { n: number },
): number {
  counter.n++;
  const through = LINES_THROUGH[square] as readonly number[];
  for (let k = 0; k < through.length; k += 3) {
    if (
      cells[through[k] as number] === mover &&
      cells[through[k + 1] as number] === mover &&
      cells[through[k + 2] as number] === mover
    ) {
      return mover;
    }
  }
  if (empty === 0 || depth === 0) return 0;
  const player = -mover;
  let best = player === 1 ? -2 : 2;
  for (let i = 0; i < 9; i++) {
    if (cells[i] !== 0) continue;
    cells[i] = player;
    const v = search(cells, i, player, empty - 1, depth - 1, alpha, beta, prune, counter);
    cells[i] = 0;
    if (player === 1) {
      if (v > best) best = v;
      if (best > alpha) alpha = best;
    } else {
      if (v < best) best = v;
      if (best < beta) beta = best;
    }
    if (prune && alpha >= beta) break;
  }
  return best;
}

/**
 * The value of every legal move for the player to move. With alpha–beta on, each move is
 * searched with a full window, so every value shown is exact (the same as plain minimax);
 * only the number of positions examined drops.
 */
export function analyze(board: Board, options: SearchOptions): Analysis {
  const player = toMove(board);
  const mover = player === "X" ? 1 : -1;
  const cells = Int8Array.from(board, (c) => (c === "X" ? 1 : c === "O" ? -1 : 0));
  const empty = board.filter((c) => c === null).length - 1;
  const moves: MoveValue[] = [];
  let positions = 0;
  for (const square of legalMoves(board)) {
    const counter = { n: 0 };
    cells[square] = mover;
    const value = search(cells, square, mover, empty, options.depth - 1, -2, 2, options.alphaBeta, counter);
    cells[square] = 0;
    moves.push({ square, value, positions: counter.n });
    positions += counter.n;
  }
  let best: number | null = null;
  let bestValue = 0;
  for (const m of moves) {
    if (best === null || (player === "X" ? m.value > bestValue : m.value < bestValue)) {
      best = m.square;
      bestValue = m.value;
    }
  }
  return { player, moves, positions, best };
}

export const SQUARE_NAMES = [
  "top left",
  "top middle",
  "top right",
  "middle left",
  "center",
  "middle right",
  "bottom left",
  "bottom middle",
  "bottom right",
] as const;

export function valueWord(value: number): string {
  if (value > 0) return "X wins";
  if (value < 0) return "O wins";
  return "draw";
}
