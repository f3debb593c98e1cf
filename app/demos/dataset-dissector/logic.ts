// Dataset dissector: (A) sort everyday items into structured and unstructured data, (B) tag
// the columns of a small table of fictional houses as ID / feature / label and as numerical /
// categorical, (C) see an 8×8 drawing as the 64 numbers a model would receive.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type Kind = "structured" | "unstructured";

export interface Item {
  id: string;
  name: MessageDescriptor;
  answer: Kind;
  why: MessageDescriptor;
}

export const ITEMS: readonly Item[] = [
  {
    id: "prices",
    name: msg`A spreadsheet of grocery prices`,
    answer: "structured",
    why: msg`Rows and columns with a fixed meaning: product, shop, price.`,
  },
  {
    id: "posts",
    name: msg`500 social-media posts about a new film`,
    answer: "unstructured",
    why: msg`Free text: no fixed columns, every post is shaped differently.`,
  },
  {
    id: "xray",
    name: msg`A chest X-ray image`,
    answer: "unstructured",
    why: msg`An image: a grid of pixel brightnesses with no named fields.`,
  },
  {
    id: "gps",
    name: msg`A GPS log from a bike ride (time, latitude, longitude)`,
    answer: "structured",
    why: msg`Every line has the same three fields, so it fits a table.`,
  },
  {
    id: "song",
    name: msg`A song file (MP3)`,
    answer: "unstructured",
    why: msg`Audio: thousands of sound samples per second, no columns.`,
  },
  {
    id: "survey",
    name: msg`A survey where people rate a café from 1 to 5`,
    answer: "structured",
    why: msg`One row per person, one column per question, answers from a fixed scale.`,
  },
  {
    id: "voice",
    name: msg`A voice message from a friend`,
    answer: "unstructured",
    why: msg`Recorded sound; the words have to be extracted before they can be counted.`,
  },
  {
    id: "bank",
    name: msg`A bank statement export (date, description, amount)`,
    answer: "structured",
    why: msg`A table with fixed columns and one row per transaction.`,
  },
  {
    id: "video",
    name: msg`A video of a school football match`,
    answer: "unstructured",
    why: msg`A sequence of images plus sound, with no predefined fields.`,
  },
  {
    id: "thermo",
    name: msg`A thermostat's temperature reading every minute`,
    answer: "structured",
    why: msg`Time and temperature, the same two fields on every row.`,
  },
];

export function scoreSorting(choices: Readonly<Record<string, Kind | undefined>>): {
  sorted: number;
  correct: number;
} {
  let sorted = 0;
  let correct = 0;
  for (const item of ITEMS) {
    const choice = choices[item.id];
    if (!choice) continue;
    sorted++;
    if (choice === item.answer) correct++;
  }
  return { sorted, correct };
}

// ---- Part B: a table about fictional houses ----

export type Role = "id" | "feature" | "label";
export type ValueType = "numerical" | "categorical";

export interface Column {
  key: string;
  name: MessageDescriptor;
  role: Role;
  type: ValueType;
  why: MessageDescriptor;
}

export const COLUMNS: readonly Column[] = [
  {
    key: "houseId",
    name: msg`House ID`,
    role: "id",
    type: "categorical",
    why: msg`A code that names each row. It says nothing about the house, and adding IDs together means nothing.`,
  },
  {
    key: "area",
    name: msg`Neighborhood`,
    role: "feature",
    type: "categorical",
    why: msg`An input the model can use; its values are names, not amounts.`,
  },
  {
    key: "bedrooms",
    name: msg`Bedrooms`,
    role: "feature",
    type: "numerical",
    why: msg`An input; a count, so 4 really is twice 2.`,
  },
  {
    key: "size",
    name: msg`Floor area (m²)`,
    role: "feature",
    type: "numerical",
    why: msg`An input measured in square meters.`,
  },
  {
    key: "garden",
    name: msg`Garden`,
    role: "feature",
    type: "categorical",
    why: msg`An input with two categories, yes or no (a computer may store them as 1 and 0).`,
  },
  {
    key: "energy",
    name: msg`Energy rating`,
    role: "feature",
    type: "categorical",
    why: msg`An input with ordered categories A to G; the letters are not amounts you can add.`,
  },
  {
    key: "price",
    name: msg`Sale price (€)`,
    role: "label",
    type: "numerical",
    why: msg`The value we want to predict from the features: the label (or target).`,
  },
];

export type HouseRow = Record<string, string | number>;

export const HOUSES: readonly HouseRow[] = [
  { houseId: "H-101", area: "Millbrook", bedrooms: 3, size: 96, garden: "yes", energy: "C", price: 285000 },
  { houseId: "H-102", area: "Harbourside", bedrooms: 2, size: 64, garden: "no", energy: "B", price: 240000 },
  { houseId: "H-103", area: "Millbrook", bedrooms: 4, size: 131, garden: "yes", energy: "D", price: 352000 },
  { houseId: "H-104", area: "Old Town", bedrooms: 1, size: 41, garden: "no", energy: "E", price: 158000 },
  { houseId: "H-105", area: "Harbourside", bedrooms: 3, size: 88, garden: "yes", energy: "A", price: 330000 },
];

export interface ColumnAnswer {
  role?: Role;
  type?: ValueType;
}

export function checkColumn(column: Column, answer: ColumnAnswer): { role: boolean | null; type: boolean | null } {
  return {
    role: answer.role ? answer.role === column.role : null,
    type: answer.type ? answer.type === column.type : null,
  };
}

export function scoreColumns(answers: Readonly<Record<string, ColumnAnswer | undefined>>): {
  answered: number;
  correct: number;
  total: number;
} {
  let answered = 0;
  let correct = 0;
  for (const column of COLUMNS) {
    const result = checkColumn(column, answers[column.key] ?? {});
    for (const r of [result.role, result.type]) {
      if (r === null) continue;
      answered++;
      if (r) correct++;
    }
  }
  return { answered, correct, total: COLUMNS.length * 2 };
}

// ---- Part C: a tiny 8×8 greyscale drawing ----

export const GRID = 8;
export const SHADES = [0, 128, 255] as const;

/** A picture as rows of numbers: grid[row][col], 0 = white paper, 255 = black ink. */
export type Grid = number[][];

export function blankGrid(): Grid {
  return Array.from({ length: GRID }, () => new Array<number>(GRID).fill(0));
}

/** A smiley face to start from. */
export function smiley(): Grid {
  const rows = ["..####..", ".#....#.", "#.#..#.#", "#......#", "#.#..#.#", "#..##..#", ".#....#.", "..####.."];
  return rows.map((row) => [...row].map((ch) => (ch === "#" ? 255 : 0)));
}

export function cell(grid: Grid, col: number, row: number): number {
  return grid[row]?.[col] ?? 0;
}

/** A copy of the picture with one cell changed. */
export function setCell(grid: Grid, col: number, row: number, value: number): Grid {
  return grid.map((line, r) => (r === row ? line.map((v, c) => (c === col ? value : v)) : line));
}

/** The picture as a model receives it: the rows joined end to end into one list of 64 numbers. */
export function flatten(grid: Grid): number[] {
  return grid.flat();
}

/** Where cell (col, row) ends up in the flat list. */
export function flatIndex(col: number, row: number): number {
  return row * GRID + col;
}
