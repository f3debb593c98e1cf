import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { Button, cellFromPointer, DemoFrame, Select, Toggle, useGridPainter } from "#app/demos/kit.tsx";
import {
  convolve,
  formatValue,
  formatWeight,
  INK,
  KERNELS,
  type Kernel,
  type KernelName,
  PATTERNS,
  type PatternName,
  type Picture,
  paint,
  patchAt,
  pixel,
  SIZE,
  strongest,
} from "./logic.ts";

const CELL = 10;
const START = { pattern: "house" as const, kernel: "vertical" as const, cursor: { col: 8, row: 14 } };

type PatternChoice = PatternName | "drawn";
type KernelChoice = KernelName | "custom";

const patternOptions = [
  ...Object.entries(PATTERNS).map(([value, p]) => ({ value: value as PatternChoice, label: p.label })),
  { value: "drawn" as const, label: "Your drawing" },
];
const kernelOptions = [
  ...Object.entries(KERNELS).map(([value, k]) => ({ value: value as KernelChoice, label: k.label })),
  { value: "custom" as const, label: "Your own numbers" },
];

function PixelMap({ values, kind, max }: { values: number[]; kind: "input" | "output"; max: number }) {
  return (
    <>
      <rect width={SIZE * CELL} height={SIZE * CELL} className="fill-raised" />
      {values.map((v, i) => {
        if (v === 0) return null;
        const fill = kind === "input" ? "fill-ink" : v > 0 ? "fill-class-a" : "fill-class-b";
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: pixels are identified by their position
            key={i}
            x={(i % SIZE) * CELL}
            y={Math.floor(i / SIZE) * CELL}
            width={CELL}
            height={CELL}
            className={fill}
            opacity={Math.min(1, Math.abs(v) / max)}
          />
        );
      })}
    </>
  );
}

export default function Demo() {
  const helpId = useId();
  const [picture, setPicture] = useState<Picture>(() => PATTERNS[START.pattern].picture());
  const [pattern, setPattern] = useState<PatternChoice>(START.pattern);
  const [kernelName, setKernelName] = useState<KernelChoice>(START.kernel);
  const [weights, setWeights] = useState<Kernel>(KERNELS[START.kernel].weights);
  const [texts, setTexts] = useState<string[]>(KERNELS[START.kernel].weights.map(formatWeight));
  const [useRelu, setUseRelu] = useState(false);
  const [brush, setBrush] = useState<"paint" | "erase">("paint");
  const [cursor, setCursor] = useState(START.cursor);
  const painter = useGridPainter(SIZE, (cell) => {
    setCursor(cell);
    paintAt(cell.col, cell.row);
  });

  const map = useMemo(() => convolve(picture, weights, useRelu), [picture, weights, useRelu]);
  const peak = strongest(map);
  const scale = Math.max(1, Math.abs(peak.value));
  const patch = patchAt(picture, weights, cursor.col, cursor.row);
  const out = map[cursor.row * SIZE + cursor.col] ?? 0;

  const kernelLabel = kernelName === "custom" ? "Your own kernel" : KERNELS[kernelName].label;
  const patternLabel = patternOptions.find((o) => o.value === pattern)?.label ?? "";
  const status =
    `${kernelLabel}${useRelu ? " with ReLU" : ""} on ${patternLabel}: strongest response ${formatValue(peak.value)} ` +
    `at column ${peak.col + 1}, row ${peak.row + 1}. Cursor at column ${cursor.col + 1}, row ${cursor.row + 1}: ` +
    `input ${pixel(picture, cursor.col, cursor.row)}, output ${formatValue(out)}.`;

  function reset() {
    setPicture(PATTERNS[START.pattern].picture());
    setPattern(START.pattern);
    chooseKernel(START.kernel);
    setUseRelu(false);
    setBrush("paint");
    setCursor(START.cursor);
  }

  function choosePattern(name: PatternChoice) {
    if (name === "drawn") return;
    setPattern(name);
    setPicture(PATTERNS[name].picture());
  }

  function chooseKernel(name: KernelChoice) {
    setKernelName(name);
    if (name === "custom") return;
    setWeights(KERNELS[name].weights);
    setTexts(KERNELS[name].weights.map(formatWeight));
  }

  function editWeight(index: number, text: string) {
    const nextTexts = texts.map((t, i) => (i === index ? text : t));
    setTexts(nextTexts);
    setWeights(nextTexts.map((t) => (Number.isFinite(Number(t)) ? Number(t) : 0)));
    setKernelName("custom");
  }

  function paintAt(col: number, row: number, value = brush === "paint" ? INK : 0) {
    if (pixel(picture, col, row) !== value) setPattern("drawn");
    setPicture((current) => paint(current, col, row, value));
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const step = e.shiftKey ? 4 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      const col = Math.min(SIZE - 1, Math.max(0, cursor.col + move[0]));
      const row = Math.min(SIZE - 1, Math.max(0, cursor.row + move[1]));
      setCursor({ col, row });
      if (e.ctrlKey || e.altKey) paintAt(col, row);
    } else if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      paintAt(cursor.col, cursor.row);
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      paintAt(cursor.col, cursor.row, 0);
    }
  }

  const patchBox = (
    <rect
      x={(cursor.col - 1) * CELL}
      y={(cursor.row - 1) * CELL}
      width={3 * CELL}
      height={3 * CELL}
      className="fill-none stroke-accent"
      strokeWidth={2.5}
    />
  );

  return (
    <DemoFrame
      title="Convolution playground"
      intro="Draw on the left grid (mouse, finger, or arrow keys and Space) or pick a pattern, then choose a 3×3 kernel. Each output pixel is the nine input numbers around it, multiplied by the kernel and added up."
      status={status}
      onReset={reset}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
        <Select label="Pattern" value={pattern} options={patternOptions} onChange={choosePattern} />
        <Select label="Kernel" value={kernelName} options={kernelOptions} onChange={chooseKernel} />
        <Select
          label="Brush"
          value={brush}
          options={[
            { value: "paint", label: "Paint ink (255)" },
            { value: "erase", label: "Erase (0)" },
          ]}
          onChange={setBrush}
        />
        <div className="flex items-end pb-1.5">
          <Toggle label="Apply ReLU (negatives → 0)" checked={useRelu} onChange={setUseRelu} />
        </div>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <figure>
          <div
            role="application"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the drawing canvas is operated with arrow keys and Space
            tabIndex={0}
            aria-label={`Drawing canvas, ${SIZE} by ${SIZE} pixels`}
            aria-describedby={helpId}
            onKeyDown={onKeyDown}
            className="rounded-md"
          >
            <svg
              viewBox={`0 0 ${SIZE * CELL} ${SIZE * CELL}`}
              className="w-full touch-none rounded-md border border-line"
              aria-hidden="true"
              {...painter}
            >
              <PixelMap values={picture} kind="input" max={INK} />
              {patchBox}
              <rect
                x={cursor.col * CELL}
                y={cursor.row * CELL}
                width={CELL}
                height={CELL}
                className="fill-none stroke-focus"
                strokeWidth={1.5}
              />
            </svg>
          </div>
          <figcaption id={helpId} className="mt-1 text-muted text-xs">
            Input: 0 = empty, 255 = full ink. Keys: arrows move the cursor (Shift: 4 steps; Ctrl or Alt: paint while
            moving), Space paints with the brush, Delete erases.
          </figcaption>
        </figure>
        <figure>
          <svg
            viewBox={`0 0 ${SIZE * CELL} ${SIZE * CELL}`}
            className="w-full rounded-md border border-line"
            role="img"
            aria-label={`Feature map: strongest response ${formatValue(peak.value)} at column ${peak.col + 1}, row ${peak.row + 1}`}
            onPointerMove={(e) => setCursor(cellFromPointer(e, SIZE))}
          >
            <PixelMap values={map} kind="output" max={scale} />
            <rect
              x={cursor.col * CELL}
              y={cursor.row * CELL}
              width={CELL}
              height={CELL}
              className="fill-none stroke-accent"
              strokeWidth={2.5}
            />
          </svg>
          <figcaption className="mt-1 text-muted text-xs">
            Output (feature map): blue = positive, orange = negative, stronger color = bigger number (largest size here{" "}
            {formatValue(scale)}). Point at a pixel to inspect it.
          </figcaption>
        </figure>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="font-medium text-sm">Kernel weights (type your own)</legend>
          <div className="mt-1 grid w-fit grid-cols-3 gap-1">
            {texts.map((t, i) => (
              <input
                // biome-ignore lint/suspicious/noArrayIndexKey: the nine kernel positions never move
                key={i}
                type="number"
                step="any"
                value={t}
                aria-label={`Weight row ${Math.floor(i / 3) + 1}, column ${(i % 3) + 1}`}
                onChange={(e) => editWeight(i, e.currentTarget.value)}
                className="w-20 rounded-md border border-line bg-canvas px-2 py-1 font-mono text-sm"
              />
            ))}
          </div>
          <p className="mt-2 text-muted text-xs">
            {kernelName === "custom"
              ? "Your own numbers: try making a diagonal-edge kernel."
              : KERNELS[kernelName].explain}
          </p>
          <Button variant="secondary" className="mt-2" onClick={() => choosePattern("blank")}>
            Clear drawing
          </Button>
        </fieldset>
        <div>
          <p className="font-medium text-sm">
            Multiply and add at column {cursor.col + 1}, row {cursor.row + 1}
          </p>
          <div className="mt-1 grid w-fit grid-cols-3 gap-1 font-mono text-xs">
            {patch.terms.map((t) => (
              <span key={`${t.col},${t.row}`} className="rounded border border-line bg-raised px-1.5 py-1">
                {t.value}×{formatWeight(t.weight)}
              </span>
            ))}
          </div>
          <p className="mt-2 font-mono text-xs">
            Sum = {formatValue(patch.sum)}
            {useRelu ? ` → ReLU → ${formatValue(Math.max(0, patch.sum))}` : ""}
          </p>
        </div>
      </div>
    </DemoFrame>
  );
}
