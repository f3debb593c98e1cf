import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { Button, cellFromPointer, DemoFrame, Select, Toggle, useGridPainter } from "#app/demos/kit.tsx";
import { useLanguage } from "#app/site/use-language.ts";
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
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const value = (v: number) => formatValue(v, language);
  const patternOptions = [
    ...Object.entries(PATTERNS).map(([value, p]) => ({ value: value as PatternChoice, label: i18n._(p.label) })),
    { value: "drawn" as const, label: t`Your drawing` },
  ];
  const kernelOptions = [
    ...Object.entries(KERNELS).map(([value, k]) => ({ value: value as KernelChoice, label: i18n._(k.label) })),
    { value: "custom" as const, label: t`Your own numbers` },
  ];
  const helpId = useId();
  const [picture, setPicture] = useState<Picture>(() => PATTERNS[START.pattern].picture());
  const [pattern, setPattern] = useState<PatternChoice>(START.pattern);
  const [kernelName, setKernelName] = useState<KernelChoice>(START.kernel);
  const [weights, setWeights] = useState<Kernel>(KERNELS[START.kernel].weights);
  const [texts, setTexts] = useState<string[]>(KERNELS[START.kernel].weights.map((w) => formatWeight(w)));
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

  const kernel = kernelName === "custom" ? t`Your own kernel` : i18n._(KERNELS[kernelName].label);
  const picked = patternOptions.find((o) => o.value === pattern)?.label ?? "";
  const strongestValue = value(peak.value);
  const peakCol = peak.col + 1;
  const peakRow = peak.row + 1;
  const col = cursor.col + 1;
  const row = cursor.row + 1;
  const input = pixel(picture, cursor.col, cursor.row);
  const output = value(out);
  const status = useRelu
    ? t`${kernel} with ReLU on ${picked}: strongest response ${strongestValue} at column ${peakCol}, row ${peakRow}. Cursor at column ${col}, row ${row}: input ${input}, output ${output}.`
    : t`${kernel} on ${picked}: strongest response ${strongestValue} at column ${peakCol}, row ${peakRow}. Cursor at column ${col}, row ${row}: input ${input}, output ${output}.`;
  const largest = value(scale);
  const sum = value(patch.sum);
  const afterRelu = value(Math.max(0, patch.sum));
  const weightLabel = (i: number) => {
    const weightRow = Math.floor(i / 3) + 1;
    const weightCol = (i % 3) + 1;
    return t`Weight row ${weightRow}, column ${weightCol}`;
  };

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
    setTexts(KERNELS[name].weights.map((w) => formatWeight(w)));
  }

  function editWeight(index: number, text: string) {
    const nextTexts = texts.map((old, i) => (i === index ? text : old));
    setTexts(nextTexts);
    setWeights(nextTexts.map((w) => (Number.isFinite(Number(w)) ? Number(w) : 0)));
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
      title={t`Convolution playground`}
      intro={t`Draw on the left grid (mouse, finger, or arrow keys and Space) or pick a pattern, then choose a 3×3 kernel. Each output pixel is the nine input numbers around it, multiplied by the kernel and added up.`}
      status={status}
      onReset={reset}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
        <Select label={t`Pattern`} value={pattern} options={patternOptions} onChange={choosePattern} />
        <Select label={t`Kernel`} value={kernelName} options={kernelOptions} onChange={chooseKernel} />
        <Select
          label={t`Brush`}
          value={brush}
          options={[
            { value: "paint", label: t`Paint ink (255)` },
            { value: "erase", label: t`Erase (0)` },
          ]}
          onChange={setBrush}
        />
        <div className="flex items-end pb-1.5">
          <Toggle label={t`Apply ReLU (negatives → 0)`} checked={useRelu} onChange={setUseRelu} />
        </div>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <figure>
          <div
            role="application"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the drawing canvas is operated with arrow keys and Space
            tabIndex={0}
            aria-label={t`Drawing canvas, ${SIZE} by ${SIZE} pixels`}
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
            <Trans>
              Input: 0 = empty, 255 = full ink. Keys: arrows move the cursor (Shift: 4 steps; Ctrl or Alt: paint while
              moving), Space paints with the brush, Delete erases.
            </Trans>
          </figcaption>
        </figure>
        <figure>
          <svg
            viewBox={`0 0 ${SIZE * CELL} ${SIZE * CELL}`}
            className="w-full rounded-md border border-line"
            role="img"
            aria-label={t`Feature map: strongest response ${strongestValue} at column ${peakCol}, row ${peakRow}`}
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
            <Trans>
              Output (feature map): blue = positive, orange = negative, stronger color = bigger number (largest size
              here {largest}). Point at a pixel to inspect it.
            </Trans>
          </figcaption>
        </figure>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="font-medium text-sm">
            <Trans>Kernel weights (type your own)</Trans>
          </legend>
          <div className="mt-1 grid w-fit grid-cols-3 gap-1">
            {texts.map((text, i) => (
              <input
                // biome-ignore lint/suspicious/noArrayIndexKey: the nine kernel positions never move
                key={i}
                type="number"
                step="any"
                value={text}
                aria-label={weightLabel(i)}
                onChange={(e) => editWeight(i, e.currentTarget.value)}
                className="w-20 rounded-md border border-line bg-canvas px-2 py-1 font-mono text-sm"
              />
            ))}
          </div>
          <p className="mt-2 text-muted text-xs">
            {kernelName === "custom"
              ? t`Your own numbers: try making a diagonal-edge kernel.`
              : i18n._(KERNELS[kernelName].explain)}
          </p>
          <Button variant="secondary" className="mt-2" onClick={() => choosePattern("blank")}>
            <Trans>Clear drawing</Trans>
          </Button>
        </fieldset>
        <div>
          <p className="font-medium text-sm">
            <Trans>
              Multiply and add at column {col}, row {row}
            </Trans>
          </p>
          <div className="mt-1 grid w-fit grid-cols-3 gap-1 font-mono text-xs">
            {patch.terms.map((term) => (
              <span key={`${term.col},${term.row}`} className="rounded border border-line bg-raised px-1.5 py-1">
                {term.value}×{formatWeight(term.weight, language)}
              </span>
            ))}
          </div>
          <p className="mt-2 font-mono text-xs">{useRelu ? t`Sum = ${sum} → ReLU → ${afterRelu}` : t`Sum = ${sum}`}</p>
        </div>
      </div>
    </DemoFrame>
  );
}
