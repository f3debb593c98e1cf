import { useEffect, useMemo, useState } from "react";
import { Button, DemoFrame, Slider, Toggle, useReducedMotion } from "#app/demos/kit.tsx";
import { formatNumber } from "#app/site/locale.ts";
import {
  type Analysis,
  analyze,
  type Board,
  EMPTY_BOARD,
  isOver,
  play,
  type SearchOptions,
  SQUARE_NAMES,
  toMove,
  winner,
  winningLine,
} from "./logic.ts";

// Searching the empty board without pruning visits 549,945 positions: remember results so
// that Reset or a repeated position never pays twice.
const cache = new Map<string, Analysis>();
function cachedAnalyze(board: Board, options: SearchOptions): Analysis {
  const key = `${board.map((c) => c ?? ".").join("")}|${options.depth}|${options.alphaBeta}`;
  let a = cache.get(key);
  if (!a) {
    a = analyze(board, options);
    cache.set(key, a);
  }
  return a;
}

const n = formatNumber;
const signed = (v: number) => (v > 0 ? "+1" : v < 0 ? "−1" : "0");
/** Values are from X's side; the learner is X. */
const forYou = (v: number) => (v > 0 ? "you can force a win" : v < 0 ? "the computer can force a win" : "draw");
const valueClass = (v: number) => (v > 0 ? "text-good" : v < 0 ? "text-bad" : "text-muted");

interface LastAi {
  analysis: Analysis;
  square: number;
}

const START = { depth: 9, alphaBeta: false };

export default function Demo() {
  const [board, setBoard] = useState<Board>(EMPTY_BOARD);
  const [depth, setDepth] = useState(START.depth);
  const [alphaBeta, setAlphaBeta] = useState(START.alphaBeta);
  const [showValues, setShowValues] = useState(true);
  const [lastAi, setLastAi] = useState<LastAi | null>(null);
  const [lastYou, setLastYou] = useState<number | null>(null);
  const [tally, setTally] = useState({ you: 0, draws: 0, computer: 0 });
  const reduced = useReducedMotion();

  const over = isOver(board);
  const turn = toMove(board);
  const options = useMemo(() => ({ depth, alphaBeta }), [depth, alphaBeta]);
  const yours = useMemo(
    () => (!over && turn === "X" ? cachedAnalyze(board, options) : null),
    [board, options, over, turn],
  );
  const win = winner(board);
  const line = winningLine(board) ?? [];

  // The computer replies after a short pause (none when reduced motion is requested).
  useEffect(() => {
    if (over || turn !== "O") return;
    const t = setTimeout(
      () => {
        const analysis = cachedAnalyze(board, options);
        if (analysis.best === null) return;
        const next = play(board, analysis.best);
        setLastAi({ analysis, square: analysis.best });
        setBoard(next);
        if (isOver(next)) {
          const w = winner(next);
          setTally((t) => ({ ...t, computer: t.computer + (w === "O" ? 1 : 0), draws: t.draws + (w ? 0 : 1) }));
        }
      },
      reduced ? 0 : 450,
    );
    return () => clearTimeout(t);
  }, [board, options, over, turn, reduced]);

  const clickSquare = (square: number) => {
    if (over || turn !== "X" || board[square] !== null) return;
    const next = play(board, square);
    setLastYou(square);
    setBoard(next);
    if (isOver(next)) {
      const w = winner(next);
      setTally((t) => ({ ...t, you: t.you + (w === "X" ? 1 : 0), draws: t.draws + (w ? 0 : 1) }));
    }
  };

  const newGame = () => {
    setBoard(EMPTY_BOARD);
    setLastAi(null);
    setLastYou(null);
  };

  const settings = `depth limit ${depth}, alpha–beta ${alphaBeta ? "on" : "off"}`;
  const bestYours = yours?.moves.find((m) => m.square === yours.best);
  let status: string;
  if (win === "X") status = "You win! The computer's look-ahead was too shallow to see your threat coming.";
  else if (win === "O") status = "The computer wins.";
  else if (over) status = "Draw: neither side can win against perfect play.";
  else if (turn === "O") status = `You played ${SQUARE_NAMES[lastYou ?? 0]}. The computer is thinking (${settings})…`;
  else {
    const before = lastAi
      ? `The computer examined ${n(lastAi.analysis.positions)} positions and played ${SQUARE_NAMES[lastAi.square]}. `
      : "";
    status = `${before}Your move (${settings}): ${n(yours?.positions ?? 0)} positions examined; your best value is ${signed(bestYours?.value ?? 0)} (${forYou(bestYours?.value ?? 0)}).`;
  }

  return (
    <DemoFrame
      title="Tic-tac-toe against minimax"
      intro="You are X. Before every move, minimax scores each empty square: +1 means you can force a win, 0 a draw, −1 a loss. Try to beat the computer, then lower its depth limit and try again."
      status={status}
      onReset={() => {
        newGame();
        setDepth(START.depth);
        setAlphaBeta(START.alphaBeta);
        setShowValues(true);
        setTally({ you: 0, draws: 0, computer: 0 });
      }}
    >
      <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
        <div>
          <div className="grid w-full max-w-64 grid-cols-3 gap-1.5">
            {board.map((cell, i) => {
              const move = yours?.moves.find((m) => m.square === i);
              const label = cell
                ? `${SQUARE_NAMES[i]}: ${cell}${lastAi?.square === i && cell === "O" ? " (the computer's last move)" : ""}`
                : `${SQUARE_NAMES[i]}: empty${move && showValues ? `, value ${signed(move.value)}, ${forYou(move.value)}` : ""}`;
              return (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: the nine squares never move.
                  key={i}
                  type="button"
                  aria-label={label}
                  disabled={cell !== null || over || turn !== "X"}
                  onClick={() => clickSquare(i)}
                  className={`relative flex aspect-square items-center justify-center rounded-md border-2 bg-canvas font-bold text-4xl disabled:cursor-default ${
                    line.includes(i) ? "border-accent bg-accent-soft" : "border-line enabled:hover:bg-raised"
                  }`}
                >
                  <span aria-hidden="true">
                    {cell === "X" ? <span className="text-class-a">✕</span> : null}
                    {cell === "O" ? <span className="text-class-b">◯</span> : null}
                    {!cell && move && showValues ? (
                      <span className={`font-mono text-base ${valueClass(move.value)}`}>{signed(move.value)}</span>
                    ) : null}
                    {lastAi?.square === i && cell === "O" ? (
                      <span className="absolute top-1 right-1 size-2 rounded-full bg-accent" />
                    ) : null}
                  </span>
                </button>
              );
            })}
          </div>
          <p className="mt-2 text-muted text-xs">
            You ✕: {tally.you} · Draws: {tally.draws} · Computer ◯: {tally.computer}
          </p>
          <p className="text-muted text-xs">A dot marks the computer's last move.</p>
          <Button className="mt-2" onClick={newGame}>
            New game
          </Button>
        </div>

        <div className="flex flex-col gap-4">
          <Slider
            label="Depth limit (moves the computer looks ahead)"
            value={depth}
            min={1}
            max={9}
            onChange={setDepth}
          />
          <Toggle label="Alpha–beta pruning" checked={alphaBeta} onChange={setAlphaBeta} />
          <Toggle label="Show move values on the board" checked={showValues} onChange={setShowValues} />

          <div className="rounded-md bg-raised p-3 text-sm">
            <h4 className="font-medium">Your possible moves</h4>
            {yours && showValues ? (
              <>
                <p className="text-muted text-xs">
                  {n(yours.positions)} positions examined
                  {depth < 9 ? "; beyond the depth limit a position counts as 0" : ""}.
                </p>
                <ul className="mt-1 grid grid-cols-1 gap-x-4 sm:grid-cols-2">
                  {yours.moves.map((m) => (
                    <li key={m.square} className="flex justify-between gap-2">
                      <span>{SQUARE_NAMES[m.square]}</span>
                      <span className={`font-mono ${valueClass(m.value)}`}>
                        {signed(m.value)} <span className="text-muted text-xs">({n(m.positions)})</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="text-muted text-xs">
                {over ? "Game over. Press New game." : yours ? "Values hidden." : "Waiting for the computer…"}
              </p>
            )}
          </div>

          {lastAi ? (
            <div className="rounded-md border border-line p-3 text-sm">
              <h4 className="font-medium">The computer's last choice</h4>
              <p className="text-muted text-xs">
                It examined {n(lastAi.analysis.positions)} positions and picks the lowest value for you (ties: first
                square).
              </p>
              <ul className="mt-1 grid grid-cols-1 gap-x-4 sm:grid-cols-2">
                {lastAi.analysis.moves.map((m) => (
                  <li
                    key={m.square}
                    className={`flex justify-between gap-2 ${m.square === lastAi.square ? "font-bold" : ""}`}
                  >
                    <span>
                      {m.square === lastAi.square ? "→ " : ""}
                      {SQUARE_NAMES[m.square]}
                    </span>
                    <span className={`font-mono ${valueClass(m.value)}`}>{signed(m.value)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </DemoFrame>
  );
}
