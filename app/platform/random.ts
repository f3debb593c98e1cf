// Seeded randomness for demos: the same seed always gives the same data, so a teacher and a
// class see the same picture, and tests are repeatable.

/** mulberry32: a small, fast 32-bit generator. Returns numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], inclusive. */
export function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A normally distributed number (Box–Muller). */
export function gaussian(random: () => number, mean = 0, sd = 1): number {
  const u = 1 - random();
  const v = random();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** A fresh seed for "New random data" buttons. */
export const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/** Seeds are positive 31-bit integers; anything else (from a URL or a form) is not a seed. */
export function parseSeed(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && n < 2 ** 31 ? n : null;
}
