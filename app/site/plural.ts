// A count with its word, as the site writes it: "1 question", "3 questions".

/** `n` and the word that goes with it: `one` for exactly 1, `many` otherwise (0 included). */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
