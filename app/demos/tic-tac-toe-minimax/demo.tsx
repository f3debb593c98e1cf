import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState } from "react";
import { Button, DemoFrame, Slider, Toggle, useReducedMotion } from "#app/demos/kit.tsx";
import { formatNumber } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  type Analysis,
  analyze,
  type Board,
  EMPTY_BOARD,
  isOver,
  play,
  type SearchOptions,
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

const signed = (v: number) => (v > 0 ? "+1" : v < 0 ? "−1" : "0");
/** Values are from X's side; the learner is X. */
const FOR_YOU = {
  win: msg`you can force a win`,
  loss: msg`the computer can force a win`,
  draw: msg({ message: "draw", comment: "Value of a tic-tac-toe move: neither side can force a win" }),
};
const forYouKey = (v: number) => (v > 0 ? "win" : v < 0 ? "loss" : "draw");
const SQUARES = [
  msg`top left`,
  msg`top middle`,
  msg`top right`,
  msg`middle left`,
  msg`center`,
  msg`middle right`,
  msg`bottom left`,
  msg`bottom middle`,
  msg`bottom right`,
] as const;
const valueClass = (v: number) => (v > 0 ? "text-good" : v < 0 ? "text-bad" : "text-muted");

interface LastAi {
  analysis: Analysis;
  square: number;
}

const START = { depth: 9, alphaBeta: false };

export default function Demo() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const n = (v: number) => formatNumber(v, language);
  const forYou = (v: number) => i18n._(FOR_YOU[forYouKey(v)]);
  const square = (i: number) => {
    const name = SQUARES[i];
    return name ? i18n._(name) : "";
  };
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

  const { you, draws, computer } = tally;
  const examinedYours = n(yours?.positions ?? 0);
  const examinedAi = n(lastAi?.analysis.positions ?? 0);
  const settings = alphaBeta ? t`depth limit ${depth}, alpha–beta on` : t`depth limit ${depth}, alpha–beta off`;
  const bestYours = yours?.moves.find((m) => m.square === yours.best);
  let status: string;
  if (win === "X") status = t`You win! The computer's look-ahead was too shallow to see your threat coming.`;
  else if (win === "O") status = t`The computer wins.`;
  else if (over) status = t`Draw: neither side can win against perfect play.`;
  else if (turn === "O") {
    const played = square(lastYou ?? 0);
    status = t`You played ${played}. The computer is thinking (${settings})…`;
  } else {
    const examined = n(lastAi?.analysis.positions ?? 0);
    const played = lastAi ? square(lastAi.square) : "";
    const before = lastAi ? `${t`The computer examined ${examined} positions and played ${played}.`} ` : "";
    const positions = n(yours?.positions ?? 0);
    const best = signed(bestYours?.value ?? 0);
    const meaning = forYou(bestYours?.value ?? 0);
    status = `${before}${t`Your move (${settings}): ${positions} positions examined; your best value is ${best} (${meaning}).`}`;
  }

  return (
    <DemoFrame
      title={t`Tic-tac-toe against minimax`}
      intro={t`You are X. Before every move, minimax scores each empty square: +1 means you can force a win, 0 a draw, −1 a loss. Try to beat the computer, then lower its depth limit and try again.`}
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
              const name = square(i);
              const value = move ? signed(move.value) : "";
              const meaning = move ? forYou(move.value) : "";
              const label = cell
                ? lastAi?.square === i && cell === "O"
                  ? t`${name}: ${cell} (the computer's last move)`
                  : t`${name}: ${cell}`
                : move && showValues
                  ? t`${name}: empty, value ${value}, ${meaning}`
                  : t`${name}: empty`;
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
            <Trans>
              You ✕: {you} · Draws: {draws} · Computer ◯: {computer}
            </Trans>
          </p>
          <p className="text-muted text-xs">
            <Trans>A dot marks the computer's last move.</Trans>
          </p>
          <Button className="mt-2" onClick={newGame}>
            <Trans>New game</Trans>
          </Button>
        </div>

        <div className="flex flex-col gap-4">
          <Slider
            label={t`Depth limit (moves the computer looks ahead)`}
            value={depth}
            min={1}
            max={9}
            onChange={setDepth}
          />
          <Toggle label={t`Alpha–beta pruning`} checked={alphaBeta} onChange={setAlphaBeta} />
          <Toggle label={t`Show move values on the board`} checked={showValues} onChange={setShowValues} />

          <div className="rounded-md bg-raised p-3 text-sm">
            <h4 className="font-medium">
              <Trans>Your possible moves</Trans>
            </h4>
            {yours && showValues ? (
              <>
                <p className="text-muted text-xs">
                  {depth < 9 ? (
                    <Trans>{examinedYours} positions examined; beyond the depth limit a position counts as 0.</Trans>
                  ) : (
                    <Trans>{examinedYours} positions examined.</Trans>
                  )}
                </p>
                <ul className="mt-1 grid grid-cols-1 gap-x-4 sm:grid-cols-2">
                  {yours.moves.map((m) => (
                    <li key={m.square} className="flex justify-between gap-2">
                      <span>{square(m.square)}</span>
                      <span className={`font-mono ${valueClass(m.value)}`}>
                        {signed(m.value)} <span className="text-muted text-xs">({n(m.positions)})</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="text-muted text-xs">
                {over ? t`Game over. Press New game.` : yours ? t`Values hidden.` : t`Waiting for the computer…`}
              </p>
            )}
          </div>

          {lastAi ? (
            <div className="rounded-md border border-line p-3 text-sm">
              <h4 className="font-medium">
                <Trans>The computer's last choice</Trans>
              </h4>
              <p className="text-muted text-xs">
                <Trans>
                  It examined {examinedAi} positions and picks the lowest value for you (ties: first square).
                </Trans>
              </p>
              <ul className="mt-1 grid grid-cols-1 gap-x-4 sm:grid-cols-2">
                {lastAi.analysis.moves.map((m) => (
                  <li
                    key={m.square}
                    className={`flex justify-between gap-2 ${m.square === lastAi.square ? "font-bold" : ""}`}
                  >
                    <span>
                      {m.square === lastAi.square ? "→ " : ""}
                      {square(m.square)}
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
