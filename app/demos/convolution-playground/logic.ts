// Convolution playground: a 32×32 greyscale picture (0 = empty, 255 = full ink) and a 3×3
// kernel slid over it. Each output number is the multiply-and-add of the kernel with the 3×3
// patch around a pixel; pixels outside the picture count as 0 ("zero padding"). Like the
// layers of a convolutional network, the kernel is not flipped (strictly, cross-correlation).

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatNumber, type Language } from "#app/site/locale.ts";

export const SIZE = 32;
export const INK = 255;

/** A picture: SIZE × SIZE numbers, row by row (index = row * SIZE + column). */
export type Picture = number[];
/** Nine weights, row by row. */
export type Kernel = number[];

export type KernelName = "identity" | "blur" | "sharpen" | "vertical" | "horizontal";

export const KERNELS: Record<KernelName, { label: MessageDescriptor; weights: Kernel; explain: MessageDescriptor }> = {
  identity: {
    label: msg`Identity (copy)`,
    weights: [0, 0, 0, 0, 1, 0, 0, 0, 0],
    explain: msg`Only the center weight is 1, so each output pixel copies its input pixel.`,
  },
  blur: {
    label: msg`Blur`,
    weights: Array.from({ length: 9 }, () => 1 / 9),
    explain: msg`Every weight is 1/9, so each output pixel is the average of its 3×3 neighborhood.`,
  },
  sharpen: {
    label: msg`Sharpen`,
    weights: [0, -1, 0, -1, 5, -1, 0, -1, 0],
    explain: msg`The center counts five times and the four neighbors are subtracted, exaggerating differences.`,
  },
  vertical: {
    label: msg`Vertical edges`,
    weights: [-1, 0, 1, -2, 0, 2, -1, 0, 1],
    explain: msg`Right column minus left column: large where brightness changes from left to right.`,
  },
  horizontal: {
    label: msg`Horizontal edges`,
    weights: [-1, -2, -1, 0, 0, 0, 1, 2, 1],
    explain: msg`Bottom row minus top row: large where brightness changes from top to bottom.`,
  },
};

export function blank(): Picture {
  return new Array<number>(SIZE * SIZE).fill(0);
}

export function pixel(picture: Picture, col: number, row: number): number {
  if (col < 0 || row < 0 || col >= SIZE || row >= SIZE) return 0;
  return picture[row * SIZE + col] ?? 0;
}

/** A copy of the picture with one pixel set. */
export function paint(picture: Picture, col: number, row: number, value: number): Picture {
  if (col < 0 || row < 0 || col >= SIZE || row >= SIZE) return picture;
  if (picture[row * SIZE + col] === value) return picture;
  const next = [...picture];
  next[row * SIZE + col] = value;
  return next;
}

export interface Term {
  col: number;
  row: number;
  value: number;
  weight: number;
  product: number;
}

/** The nine multiplications behind one output pixel, and their sum. */
export function patchAt(picture: Picture, kernel: Kernel, col: number, row: number): { terms: Term[]; sum: number } {
  const terms: Term[] = [];
  let sum = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const weight = kernel[(dy + 1) * 3 + (dx + 1)] ?? 0;
      const value = pixel(picture, col + dx, row + dy);
      const product = value * weight;
      sum += product;
      terms.push({ col: col + dx, row: row + dy, value, weight, product });
    }
  }
  return { terms, sum };
}

/** The feature map: the kernel applied at every pixel, with optional ReLU (negatives become 0). */
export function convolve(picture: Picture, kernel: Kernel, relu = false): number[] {
  const out = new Array<number>(SIZE * SIZE);
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          sum += pixel(picture, col + dx, row + dy) * (kernel[(dy + 1) * 3 + (dx + 1)] ?? 0);
        }
      }
      // Round away floating-point dust (1/9 × 9 × 255 should read 255, not 254.99999).
      const value = Math.round(sum * 1000) / 1000;
      out[row * SIZE + col] = relu ? Math.max(0, value) : value;
    }
  }
  return out;
}

export function relu(values: number[]): number[] {
  return values.map((v) => Math.max(0, v));
}

/** The strongest response (largest absolute value) and where it is. */
export function strongest(map: number[]): { value: number; col: number; row: number } {
  let best = { value: 0, col: 0, row: 0 };
  map.forEach((v, i) => {
    if (Math.abs(v) > Math.abs(best.value)) best = { value: v, col: i % SIZE, row: Math.floor(i / SIZE) };
  });
  return best;
}

// ---- Built-in patterns, drawn as text so they are easy to read and change ----

function fromRows(rows: string[]): Picture {
  const picture = blank();
  rows.forEach((line, row) => {
    for (let col = 0; col < Math.min(SIZE, line.length); col++) {
      if (line[col] === "#") picture[row * SIZE + col] = INK;
    }
  });
  return picture;
}

function fromFunction(ink: (col: number, row: number) => boolean): Picture {
  return Array.from({ length: SIZE * SIZE }, (_, i) => (ink(i % SIZE, Math.floor(i / SIZE)) ? INK : 0));
}

const DIGIT_SEVEN = [
  "",
  "",
  "",
  "",
  "",
  "       ##################",
  "       ##################",
  "                     ####",
  "                    ####",
  "                   ####",
  "                  ####",
  "                 ####",
  "                ####",
  "               ####",
  "              ####",
  "             ####",
  "            ####",
  "           ####",
  "          ####",
  "          ####",
  "         ####",
  "         ####",
  "        ####",
  "        ####",
  "        ####",
  "        ####",
];

export type PatternName = "house" | "seven" | "checkerboard" | "vertical-line" | "horizontal-line" | "circle" | "blank";

export const PATTERNS: Record<PatternName, { label: MessageDescriptor; picture: () => Picture }> = {
  house: {
    label: msg`House`,
    picture: () =>
      fromFunction((c, r) => {
        if (r >= 4 && r <= 13) return Math.abs(c - 15.5) <= r - 2.5; // roof
        if (r >= 14 && r <= 27 && c >= 8 && c <= 23) {
          const window = r >= 17 && r <= 20 && c >= 11 && c <= 14;
          const door = r >= 20 && c >= 17 && c <= 20;
          return !window && !door;
        }
        return r === 28 && c >= 2 && c <= 29; // ground
      }),
  },
  seven: { label: msg`Digit 7`, picture: () => fromRows(DIGIT_SEVEN) },
  checkerboard: {
    label: msg`Checkerboard`,
    picture: () => fromFunction((c, r) => (Math.floor(c / 4) + Math.floor(r / 4)) % 2 === 0),
  },
  "vertical-line": { label: msg`Vertical line`, picture: () => fromFunction((c) => c >= 15 && c <= 16) },
  "horizontal-line": { label: msg`Horizontal line`, picture: () => fromFunction((_, r) => r >= 15 && r <= 16) },
  circle: {
    label: msg`Ring`,
    picture: () =>
      fromFunction((c, r) => {
        const d = Math.hypot(c - 15.5, r - 15.5);
        return d >= 8 && d <= 11;
      }),
  },
  blank: { label: msg`Blank`, picture: blank },
};

/** Kernel weights for display: whole numbers as they are, fractions to three places. */
export function formatWeight(w: number, language?: Language): string {
  const rounded = Number.isInteger(w) ? w : Math.round(w * 1000) / 1000;
  return language ? formatNumber(rounded, language) : String(rounded);
}

/** Numbers for display: at most one decimal place (in the page's language when given). */
export function formatValue(v: number, language?: Language): string {
  const rounded = Math.round(v * 10) / 10;
  if (Object.is(rounded, -0)) return "0";
  return language ? formatNumber(rounded, language) : String(rounded);
}
