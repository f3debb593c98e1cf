import { describe, expect, it } from "vitest";
import {
  analyze,
  type Board,
  type Cell,
  EMPTY_BOARD,
  isOver,
  legalMoves,
  play,
  type SearchOptions,
  winner,
} from "./logic.ts";

const FULL: SearchOptions = { depth: 9, alphaBeta: false };
const FULL_AB: SearchOptions = { depth: 9, alphaBeta: true };

/** Parses a board written as 9 characters, "." for empty. */
function board(text: string): Board {
  return [...text].map((c): Cell => (c === "X" ? "X" : c === "O" ? "O" : null));
}

/**
 * Plays every possible sequence of X moves against the computer (O) using `options`, and
 * returns the outcomes reached: "X", "O" or "draw".
 */
function outcomesAgainst(options: SearchOptions, start: Board = EMPTY_BOARD): Set<string> {
  const outcomes = new Set<string>();
  const visit = (b: Board) => {
    if (isOver(b)) {
      outcomes.add(winner(b) ?? "draw");
      return;
    }
    for (const square of legalMoves(b)) {
      const afterX = play(b, square);
      if (isOver(afterX)) {
        outcomes.add(winner(afterX) ?? "draw");
        continue;
      }
      const reply = analyze(afterX, options).best;
      if (reply === null) throw new Error("the computer found no move");
      visit(play(afterX, reply));
    }
  };
  visit(start);
  return outcomes;
}

describe("minimax values", () => {
  it("values every first move as a draw: tic-tac-toe is a draw with perfect play", () => {
    const a = analyze(EMPTY_BOARD, FULL);
    expect(a.player).toBe("X");
    expect(a.moves).toHaveLength(9);
    for (const m of a.moves) expect(m.value).toBe(0);
  });

  it("examines all 549,945 positions of the game tree from the empty board without pruning", () => {
    expect(analyze(EMPTY_BOARD, FULL).positions).toBe(549_945);
  });

  it("sees an immediate win for X as +1 and the other moves as worse", () => {
    // X X .
    // O O .
    // . . .
    const a = analyze(board("XX.OO...."), FULL);
    expect(a.moves.find((m) => m.square === 2)?.value).toBe(1);
    expect(a.best).toBe(2);
    // Any move that ignores both the win and O's threat lets O win.
    expect(a.moves.find((m) => m.square === 8)?.value).toBe(-1);
  });

  it("makes the computer (O) block a threat it would otherwise lose to", () => {
    // X X .
    // . O .
    // . . .
    const a = analyze(board("XX..O...."), FULL);
    expect(a.player).toBe("O");
    expect(a.best).toBe(2);
    for (const m of a.moves) if (m.square !== 2) expect(m.value).toBe(1);
  });
});

describe("alpha–beta pruning", () => {
  const positions = [EMPTY_BOARD, board("X........"), board("....X...."), board("X...O...X"), board("XO..X....")];

  it("gives every move the same value as plain minimax while examining fewer positions", () => {
    for (const b of positions) {
      const plain = analyze(b, FULL);
      const pruned = analyze(b, FULL_AB);
      expect(pruned.moves.map((m) => m.value)).toEqual(plain.moves.map((m) => m.value));
      expect(pruned.best).toBe(plain.best);
      expect(pruned.positions).toBeLessThan(plain.positions);
    }
  });

  it("cuts the count from the empty board by more than ten times", () => {
    expect(analyze(EMPTY_BOARD, FULL_AB).positions * 10).toBeLessThan(analyze(EMPTY_BOARD, FULL).positions);
  });
});

describe("playing against the computer", () => {
  it("minimax never loses from the start position, whatever X does", () => {
    const outcomes = outcomesAgainst(FULL_AB);
    expect(outcomes.has("X")).toBe(false);
    expect(outcomes.has("draw")).toBe(true);
  });

  it("plain minimax plays just as well as minimax with pruning after X takes the center", () => {
    const start = play(EMPTY_BOARD, 4);
    expect(outcomesAgainst(FULL, play(start, analyze(start, FULL).best ?? -1)).has("X")).toBe(false);
  });

  it("a computer looking only 1 or 2 moves ahead can be beaten", () => {
    expect(outcomesAgainst({ depth: 1, alphaBeta: true }).has("X")).toBe(true);
    expect(outcomesAgainst({ depth: 2, alphaBeta: true }).has("X")).toBe(true);
  });

  it("looking fewer moves ahead examines far fewer positions", () => {
    const shallow = analyze(EMPTY_BOARD, { depth: 2, alphaBeta: false });
    expect(shallow.positions).toBe(9 * 8 + 9);
    expect(shallow.positions).toBeLessThan(analyze(EMPTY_BOARD, FULL).positions);
  });
});
